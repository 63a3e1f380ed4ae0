import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as uiIcons from '../../app/components/icons';
import { ILLUSTRATION_ICONS, Icon, Monogram, Silhouette } from '../../app/components/illustrations';
import { SectorIcon, sectorIconNames } from '../../app/features/catalogue/sector-icons';
import { products } from '../../content/products';
import { sectors } from '../../content/sectors';
import * as services from '../../content/services';

// The icons are drawn from one sprite file with <use href="…#id">. A missing symbol draws nothing
// and no browser reports it, so every id the components can ask for is checked here.
const root = path.resolve(import.meta.dirname, '../..');
const sprite = readFileSync(path.join(root, 'app/assets/icons.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 (\d+) \2">/g)].map((m) => m[1]);
const html = (el: ReturnType<typeof createElement>) => renderToStaticMarkup(el);
const usedId = (markup: string) => /<use href="[^"#]*#([^"]+)"/.exec(markup)?.[1];

describe('icon sprite', () => {
  it('is one SVG document of uniquely named, square symbols', () => {
    expect(sprite.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(symbols.length).toBe((sprite.match(/<symbol\b/g) ?? []).length);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(sprite).not.toMatch(/<script|on\w+=|href="http/i);
  });

  it('has a symbol for every interface icon', () => {
    const components = Object.entries(uiIcons).filter(([name]) => name.endsWith('Icon'));
    expect(components.length).toBeGreaterThan(10);
    for (const [name, component] of components) {
      const id = usedId(html(createElement(component as FunctionComponent)));
      expect(symbols, name).toContain(id);
    }
  });

  it('has a symbol for every illustration icon, sector placeholder and the silhouette', () => {
    for (const name of ILLUSTRATION_ICONS) expect(usedId(html(createElement(Icon, { name })))).toBe(`i-${name}`);
    for (const name of sectorIconNames) expect(usedId(html(createElement(SectorIcon, { name })))).toBe(`s-${name}`);
    for (const id of [...ILLUSTRATION_ICONS.map((n) => `i-${n}`), ...sectorIconNames.map((n) => `s-${n}`), 'silhouette']) {
      expect(symbols).toContain(id);
    }
    expect(usedId(html(createElement(Silhouette)))).toBe('silhouette');
  });

  it('falls back to a drawing that exists for an unknown name', () => {
    expect(usedId(html(createElement(Icon, { name: 'no-such-icon' })))).toBe('i-code');
    expect(usedId(html(createElement(SectorIcon, { name: 'no-such-sector' })))).toBe('s-globe');
  });

  it('knows every icon name the content and the pages ask for', () => {
    const wanted = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) if (k === 'icon' && typeof v === 'string') wanted.add(v);
        else collect(v);
      }
    };
    collect(Object.values(services));
    for (const p of products) wanted.add(p.slug);
    // Literal names in the pages that draw illustration icons.
    const pages = readdirSync(path.join(root, 'app/routes')).map((f) => path.join(root, 'app/routes', f));
    for (const file of [...pages, path.join(root, 'app/features/catalogue/marketing-blocks.tsx')]) {
      if (!file.endsWith('.tsx')) continue;
      const source = readFileSync(file, 'utf8');
      if (!source.includes("from '../components/illustrations'") && !source.includes("from './illustrations'")) continue;
      for (const m of source.matchAll(/<Icon name="([\w-]+)"/g)) wanted.add(m[1]);
      for (const m of source.matchAll(/\[\/[^\]]*\/i?, '([\w-]+)'\]/g)) wanted.add(m[1]);
      for (const m of source.matchAll(/_ICONS = \[([^\]]*)\]/g)) for (const n of m[1].matchAll(/'([\w-]+)'/g)) wanted.add(n[1]);
    }
    expect(wanted.size).toBeGreaterThan(15);
    const known = new Set<string>(ILLUSTRATION_ICONS);
    expect([...wanted].filter((n) => !known.has(n))).toEqual([]);
    expect(sectors.map((s) => s.placeholder).filter((n) => !sectorIconNames.includes(n))).toEqual([]);
  });

  it('draws monograms as plain HTML whose shape and colour follow the name', () => {
    const a = html(createElement(Monogram, { name: 'Ogbete Palm Suites' }));
    expect(a).toMatch(/^<span class="monogram monogram--[0-3] tone-[0-7]" aria-hidden="true">OP<\/span>$/);
    expect(html(createElement(Monogram, { name: 'Ogbete Palm Suites' }))).toBe(a);
  });
});
