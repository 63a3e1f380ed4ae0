/**
 * The production build the page benchmarks measure (`npm run lighthouse`, `npm run slow-network`):
 * built once (LH_SKIP_BUILD=1 reuses it), and started on a temporary data folder with a known
 * administrator, loose rate limits for the seeding, no mail and SQLite. A baseline commit's build
 * (./lighthouse-baseline.ts) starts the same way from its own folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SITE_NODE_ARGS } from './site';

export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
export const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-pass-1' };
/** Debian's Chromium, headless, kept off the network it has no business on. */
export const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function build() {
  if (process.env.LH_SKIP_BUILD === '1' && existsSync(path.join(BUILD_DIR, 'server', 'index.js')) && existsSync('dist/server/index.js')) return;
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR } });
  if (r.status !== 0) throw new Error('build failed');
}

/** Starts a site at `origin` (127.0.0.1): this build, or the baseline's from its folder (`cwd`). */
export async function startBuiltSite(dataDir: string, origin: string, cwd = '.'): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SITE_NODE_ARGS, 'dist/server/index.js'], {
    cwd,
    env: {
      ...process.env, NODE_ENV: 'production', PORT: new URL(origin).port, HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, BUILD_DIR: cwd === '.' ? BUILD_DIR : 'build',
      LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: '', SMTP_URL: '',
      RATE_LIMIT_REVIEW: '1000/10m', RATE_LIMIT_LOGIN: '1000/1m',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
