/**
 * Lighthouse and chrome-launcher, for `npm run lighthouse` only. They are about a third of what
 * the site's `npm install` would otherwise fetch (170 packages, 190 MB), so they live in their own
 * package, bench/tools (exact versions in its package.json and package-lock.json), installed there
 * with `npm ci` the first time `npm run lighthouse` needs them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const tools = path.join(import.meta.dirname, 'tools');

export async function lighthouseTools(): Promise<typeof import('./tools/index.mjs')> {
  if (!existsSync(path.join(tools, 'node_modules', 'lighthouse', 'package.json'))) {
    console.log('npm run lighthouse: installing Lighthouse and chrome-launcher into bench/tools (once; `npm install` leaves them out).');
    const r = spawnSync('npm', ['ci', '--prefix', tools, '--no-audit', '--no-fund'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('npm ci in bench/tools failed');
  }
  return import(pathToFileURL(path.join(tools, 'index.mjs')).href);
}
