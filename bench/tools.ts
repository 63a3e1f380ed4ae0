/**
 * Lighthouse and chrome-launcher, for `npm run lighthouse` only. They are about a third of what
 * the site's `npm install` would otherwise fetch (170 packages, 190 MB), so they live in their own
 * package, bench/tools (exact versions in its package.json and package-lock.json), installed there
 * the first time `npm run lighthouse` needs them. `npm install --no-save` installs what the lock file
 * holds without rewriting it; `npm ci` refuses this lock, because Lighthouse asks for the dist-tag
 * `latest` of one of its dependencies (third-party-web), which moves on after the lock was written.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const tools = path.join(import.meta.dirname, 'tools');

export async function lighthouseTools(): Promise<typeof import('./tools/index.mjs')> {
  if (!existsSync(path.join(tools, 'node_modules', 'lighthouse', 'package.json'))) {
    console.log('npm run lighthouse: installing Lighthouse and chrome-launcher into bench/tools (once; `npm install` leaves them out).');
    const r = spawnSync('npm', ['install', '--no-save', '--prefix', tools, '--no-audit', '--no-fund'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('npm install in bench/tools failed');
  }
  return import(pathToFileURL(path.join(tools, 'index.mjs')).href);
}
