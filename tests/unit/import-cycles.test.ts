import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No module of the site imports itself through others (type-only imports included): a cycle makes
 * the order modules initialise in depend on which one is loaded first, and it is how layers start
 * to leak into each other. Reads the source as text: every `import … from`, `export … from` and
 * `import('…')` with a relative path.
 */

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['app', 'server', 'common', 'content', 'modules'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name.startsWith('.') ? [] : files(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT = /(?:import|export)\s[^'"`;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function graph(): Map<string, string[]> {
  const all = FOLDERS.flatMap((f) => files(path.join(ROOT, f)));
  const edges = new Map<string, string[]>();
  for (const file of all) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((m) => resolve(file, m[1] ?? m[2])).filter((t): t is string => t !== null && /\.(ts|tsx)$/.test(t));
    edges.set(file, [...new Set(targets)]);
  }
  return edges;
}

/** Tarjan's strongly connected components: every component of more than one module is a cycle. */
function cycles(edges: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return found;
}

describe('imports', () => {
  it('form no cycle in app/, server/, common/ or content/', () => {
    const edges = graph();
    expect(edges.size).toBeGreaterThan(200);
    expect(cycles(edges).map((c) => c.map((f) => path.relative(ROOT, f)))).toEqual([]);
  });

  it('the check finds a cycle when there is one', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(edges)).toEqual([['a', 'b', 'c']]);
  });
});
