/**
 * Starts the built site for the browser tests: production mode, 127.0.0.1 only, a fresh data
 * directory (removed on exit) and a known admin account. Builds nothing: run `npm run build` first.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverBuild = path.resolve(fileURLToPath(new URL('../..', import.meta.url)), process.env.BUILD_DIR ?? 'build', 'server', 'index.js');
if (!existsSync(serverBuild)) {
  console.error('build/server/index.js is missing: run `npm run build` before the browser tests.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-data-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

Object.assign(process.env, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '3100',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'Admin-pass-123',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
});
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;

await import('../../server/index');
