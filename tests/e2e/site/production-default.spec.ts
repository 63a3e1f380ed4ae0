import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../../support/redis-server';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';

/**
 * The built server runs in production mode unless told otherwise:
 * `node dist/server/index.js` with no NODE_ENV serves the build, not the Vite development server.
 * Runs in the browser stage because it needs `npm run build`'s output.
 */


test('node dist/server/index.js without NODE_ENV serves the production build, not Vite', async ({ request }) => {
  test.setTimeout(60_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prod-default-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
  delete env.NODE_ENV;
  const server = spawn(process.execPath, ['dist/server/index.js'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr!.on('data', (c) => (stderr += c));
  const base = `http://127.0.0.1:${port}`;
  try {
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, { timeout: 45_000, message: stderr })
      .toBe(200);
    const home = await request.get(`${base}/`);
    expect(home.status()).toBe(200);
    const html = await home.text();
    // The built client: hashed, immutable assets; none of Vite's development modules.
    expect(html).toMatch(/\/assets\/[\w-]+-[\w-]{8}\.js/);
    expect(html).not.toContain('/@vite/client');
    expect(html).not.toContain('@react-refresh');
    expect((await request.get(`${base}/@vite/client`)).status()).toBe(404);
  } finally {
    if (server.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
