/**
 * Shared by `npm run bench` (bench/run.ts) and `npm run load` (scripts/load.ts): build the site,
 * start it in production mode on a temporary data folder, stop it, read its peak memory.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
export const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-admin-123' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** `npm run build` into BUILD_DIR, unless `skip` and a build is there. */
export function buildSite(skip: boolean) {
  if (skip) {
    if (!existsSync(path.join(projectRoot, BUILD_DIR, 'server', 'index.js'))) throw new Error(`${BUILD_DIR}/ has no build: run without --no-build.`);
    if (!existsSync(path.join(projectRoot, 'dist', 'server', 'index.js'))) throw new Error('dist/server/index.js is missing: run without --no-build.');
    return;
  }
  console.log(`Building into ${BUILD_DIR}/ …`);
  const r = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, BUILD_DIR } });
  if (r.status !== 0) throw new Error('npm run build failed');
}

/** Starts `node <args>` and resolves once `ready` matches its output, or /api/health answers on `port`. */
export function startProcess(args: string[], env: NodeJS.ProcessEnv, ready: RegExp | null, port: number, cwd = projectRoot): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (c) => (output = (output + c).slice(-20_000)));
  child.stderr!.on('data', (c) => (output = (output + c).slice(-20_000)));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`process exited early:\n${output}`));
      const up = ready ? ready.test(output) : await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (up) return resolve(child);
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        return reject(new Error(`process did not start:\n${output}`));
      }
      setTimeout(poll, 200);
    };
    void poll();
  });
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Peak resident memory of a process in MB (Linux: VmHWM), or NaN elsewhere. */
export function peakMemoryMb(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export async function json(url: string, init: RequestInit = {}) {
  const r = await fetch(url, init);
  if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${r.status} ${await r.text()}`);
  return r.json() as Promise<any>;
}

export interface RunningSite {
  child: ChildProcess;
  base: string;
  dataDir: string;
  token: string;
  /** SIGTERM (graceful), then removes the data folder unless `keep`. */
  close(opts?: { keep?: boolean }): Promise<void>;
}

/**
 * The Node arguments the site and its ceiling run with: the V8 options `npm start` gives the site
 * (package.json's start script, before scripts/start.mjs), then BENCH_NODE_ARGS.
 */
export const SITE_NODE_ARGS: string[] = (() => {
  const start: string = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).scripts.start;
  const options = start.slice(0, start.indexOf('scripts/start.mjs')).split(/\s+/).filter((a) => /^--[\w-]+=\S+$/.test(a));
  return [...options, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
})();

/**
 * The environment `npm start` gives the process (package.json's start script: the NAME=value words
 * before `node`, such as MALLOC_ARENA_MAX, which must be set before the process starts), for the
 * site the bench starts. BENCH_SITE_ENV=off leaves them out, to measure what they change.
 */
export const SITE_ENV: Record<string, string> = (() => {
  if (process.env.BENCH_SITE_ENV === 'off') return {};
  const start: string = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).scripts.start;
  const words = start.slice(0, start.search(/(^|\s)node\s/)).split(/\s+/).filter((w) => /^[A-Z_][A-Z0-9_]*=\S+$/.test(w));
  return Object.fromEntries(words.map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]));
})();

/**
 * The built site in production mode, SQLite in a fresh temporary folder, an admin logged in. `root`
 * is the checkout whose build runs (`npm run bench -- --compare <rev>` starts an older one too).
 */
export async function startSite(extraEnv: NodeJS.ProcessEnv = {}, root = projectRoot): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const port = await freePort();
  const child = await startProcess(
    // What `npm start` runs: the server bundle made by `npm run build` (scripts/build-server.mjs),
    // with the V8 options of its script in package.json.
    [...SITE_NODE_ARGS, 'dist/server/index.js'],
    {
      ...SITE_ENV,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      BUILD_DIR,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      UPLOADS_STORAGE: '',
      SMTP_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_REVIEW: '100000/1m',
      RATE_LIMIT_LOGIN: '100000/1m',
      ...extraEnv,
    },
    null,
    port,
    root,
  );
  const base = `http://127.0.0.1:${port}`;
  const { token } = await json(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return {
    child,
    base,
    dataDir,
    token,
    async close(opts = {}) {
      await stopProcess(child);
      if (!opts.keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
