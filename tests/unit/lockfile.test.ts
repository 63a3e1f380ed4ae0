import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` installs exactly package-lock.json and refuses a lock file that disagrees with
 * package.json or lacks a package some locked package asks for, including optional builds for
 * other platforms (an earlier lock lacked rollup's). These are the checks npm ci
 * makes, run here so the lock cannot drift unnoticed.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
type Entry = { version?: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; link?: boolean };
const packages: Record<string, Entry> = lock.packages;

/** Where Node (and npm) would find `name` for the package at `from`: its own node_modules, then each parent's. */
function resolve(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i === -1 ? '' : dir.slice(0, i);
  }
}

describe('package-lock.json', () => {
  it('names the same direct dependencies, at the same pinned versions, as package.json', () => {
    expect(lock.packages[''].dependencies).toEqual(pkg.dependencies);
    expect(lock.packages[''].devDependencies).toEqual(pkg.devDependencies);
    for (const [name, spec] of Object.entries<string>({ ...pkg.dependencies, ...pkg.devDependencies })) {
      // An npm alias ("npm:better-sqlite3@13.2.0") is locked under its own name with the real package's name and version.
      const alias = /^npm:(@?[^@]+)@(.+)$/.exec(spec);
      const entry = packages[`node_modules/${name}`] as Entry & { name?: string };
      if (alias) expect([entry?.name, entry?.version], name).toEqual([alias[1], alias[2]]);
      else expect(entry?.version, name).toBe(spec);
    }
  });

  it('holds every package that a locked package depends on, optional platform builds included', () => {
    const missing: string[] = [];
    for (const [where, entry] of Object.entries(packages)) {
      if (where === '' || entry.link) continue;
      for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
        if (!resolve(where, name)) missing.push(`${name} (wanted by ${where})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
