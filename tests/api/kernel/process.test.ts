import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { describe, expect, it } from 'vitest';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const projectRoot = path.resolve(import.meta.dirname, '../../..');

describe('the server process', () => {
  it('starts in development on loopback with a fresh data folder, never serves that folder, and shuts down cleanly on SIGTERM', async () => {
    // The data folder inside the project, as the default ./data is (tmp/ is ignored by git and by Vite's watcher).
    mkdirSync(path.join(projectRoot, 'tmp'), { recursive: true });
    const dataDir = mkdtempSync(path.join(projectRoot, 'tmp', 'dev-data-'));
    const rel = path.relative(projectRoot, dataDir).split(path.sep).join('/');
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' };
    delete env.HOST;
    delete env.DEV_ALLOW_REMOTE;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    try {
      // Until it answers or exits: the development server compiles on start, which a busy machine
      // makes slow (Vitest's time limit catches a hang).
      let healthy = false;
      while (!healthy && child.exitCode === null) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
        if (!healthy) await new Promise((r) => setTimeout(r, 250));
      }
      expect(healthy, stderr).toBe(true);
      // Without HOST the development server listens on 127.0.0.1 only.
      const listening = [...stdout.matchAll(/Server listening at (\S+?)"/g)].map((m) => m[1]);
      expect(listening).toEqual([`http://127.0.0.1:${port}`]);

      const secret = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).jwtSecret as string;
      const paths = [
        `/${rel}/secrets.json`, `/${rel}/site.db`, `/${rel}/site.db-wal`, `/${rel}/`,
        `/${rel.replace('dev-data', '%64ev-data')}/secrets%2ejson`, `/${rel}/secrets.json?raw`, `/${rel}/secrets.json?import`,
        `/@fs${dataDir.split(path.sep).join('/')}/secrets.json`, `/@fs${dataDir.split(path.sep).join('/')}/site.db`,
        '/.env', '/.env.example',
      ];
      for (const p of paths) {
        const r = await fetch(`http://127.0.0.1:${port}${p}`);
        const body = await r.text();
        expect(r.status, p).not.toBe(200);
        expect(body, p).not.toContain(secret);
        expect(body, p).not.toContain('SQLite format 3');
      }
      // The development server still serves the pages.
      const about = await fetch(`http://127.0.0.1:${port}/about`);
      expect(about.status).toBe(200);
      await about.text(); // the whole streamed page, before the signal

      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exit, `${stdout.slice(-1500)}\n${stderr.slice(-1500)}`).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start in development on a network address unless DEV_ALLOW_REMOTE is set', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'proc-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'development', PORT: String(await freePort()), HOST: '0.0.0.0', DEV_ALLOW_REMOTE: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    try {
      // It stops by itself once it has read its settings (Vitest's time limit catches one that does not).
      const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(stderr).toContain('HOST: the development server (NODE_ENV=development) serves the project folder');
      expect(stderr).toContain('DEV_ALLOW_REMOTE=1');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
