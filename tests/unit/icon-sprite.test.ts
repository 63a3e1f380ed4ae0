import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../app/components/icon';
import { ICON_NAMES, ILLUSTRATION_ICONS, SECTOR_ICONS, illustrationIcon, sectorIcon } from '../../app/components/icon-names';
import { Monogram } from '../../app/components/initials';
import { products } from '../../content/products';
import { sectors } from '../../content/sectors';
import * as services from '../../content/services';

// Every icon is drawn from one sprite file with <use href="…#id">. A missing symbol draws nothing
// and no browser reports it, so the typed name list and the sprite are checked against each other.
const root = path.resolve(import.meta.dirname, '../..');
const sprite = readFileSync(path.join(root, 'app/assets/icons.svg'), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 (\d+) \2"[ >]/g)].map((m) => m[1]);
const html = (el: ReturnType<typeof createElement>) => renderToStaticMarkup(el);

/** Files that draw pictures which are not icons (the logo, illustrations, a map, product screens). */
const ARTWORK = [
  'app/components/icon.tsx',
  'app/features/site/logo.tsx',
  'app/features/site/not-found-screen.tsx',
  'modules/accounts/sign-in/auth-shell.tsx',
  'modules/leads/pages/region-map.tsx',
  'modules/catalogue/pages/product-screen.tsx',
  'modules/gallery/pages/gallery-page.tsx',
  // The Insights screen's chart of people and page views: a drawing of data, not an icon.
  'modules/insights/report/trend-chart.tsx',
];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(`${dir}/${e.name}`) : e.name.endsWith('.tsx') ? [`${dir}/${e.name}`] : [],
  );
}

describe('icon sprite', () => {
  it('is one SVG document of uniquely named, square symbols', () => {
    expect(sprite.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(symbols.length).toBe((sprite.match(/<symbol\b/g) ?? []).length);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(sprite).not.toMatch(/<script|on\w+=|href="http/i);
  });

  it('holds exactly the icons of the typed name list', () => {
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('is drawn by one component: the sprite symbol, sized, decorative unless titled', () => {
    const plain = html(createElement(Icon, { name: 'menu' }));
    expect(plain).toMatch(/^<svg class="icon" width="24" height="24" fill="currentColor" focusable="false" aria-hidden="true"><use href="[^"#]*icons[^"#]*\.svg[^"#]*#menu"><\/use><\/svg>$/);
    const titled = html(createElement(Icon, { name: 'i-globe', size: 28, className: 'x', title: 'Web' }));
    expect(titled).toContain('class="icon x" width="28" height="28"');
    expect(titled).toContain('role="img" aria-label="Web"');
    expect(titled).not.toContain('aria-hidden');
  });

  it('falls back to a drawing that exists for an unknown name', () => {
    expect(illustrationIcon('no-such-icon')).toBe('i-code');
    expect(sectorIcon('no-such-sector')).toBe('s-globe');
    expect(illustrationIcon('hospital')).toBe('i-hospital');
    expect(sectorIcon('church')).toBe('s-church');
  });

  it('knows every icon name the content asks for', () => {
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
    expect(wanted.size).toBeGreaterThan(15);
    const known = new Set<string>(ILLUSTRATION_ICONS);
    expect([...wanted].filter((n) => !known.has(n))).toEqual([]);
    expect(sectors.map((s) => s.placeholder).filter((n) => !(SECTOR_ICONS as readonly string[]).includes(n))).toEqual([]);
  });

  it('is the only way the pages draw an icon: other inline SVG is artwork', () => {
    const drawing = [...sources('app'), ...sources('modules')].filter((f) => /<svg\b/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(drawing.sort()).toEqual([...ARTWORK].sort());
  });

  it('draws monograms as plain HTML whose shape and colour follow the name', () => {
    const a = html(createElement(Monogram, { name: 'Ogbete Palm Suites' }));
    expect(a).toMatch(/^<span class="monogram monogram--[0-3] tone-[0-7]" aria-hidden="true">OP<\/span>$/);
    expect(html(createElement(Monogram, { name: 'Ogbete Palm Suites' }))).toBe(a);
  });
});
