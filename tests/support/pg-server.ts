/**
 * PostgreSQL helpers for tests.
 *
 * - `startThrowawayPg()`: a private cluster (initdb into a temp folder, random port, trust auth,
 *   socket in the temp folder) that a test may stop and start again without touching the shared
 *   server the other tests use. As root, initdb and postgres refuse to run, so they run as the
 *   `postgres` user (runuser) with the folder chowned to it.
 * - `createFreshPgDatabase(baseUrl)`: a new, empty database on an existing server (TEST_DATABASE_URL).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from './redis-server';

/** The newest /usr/lib/postgresql/<ver>/bin holding initdb, pg_ctl and postgres; undefined if none. */
export function findPgBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(path.join(bin, b)))) return bin;
  }
  return undefined;
}

export const pgBinDir = findPgBinDir();
export const noPgBinariesReason = 'the PostgreSQL server binaries are not installed (/usr/lib/postgresql/<ver>/bin; .ci/run installs them)';

const isRoot = process.getuid?.() === 0;

function asPostgres(bin: string, args: string[]): { cmd: string; args: string[] } {
  return isRoot ? { cmd: 'runuser', args: ['-u', 'postgres', '--', bin, ...args] } : { cmd: bin, args };
}

function run(bin: string, args: string[], what: string) {
  const c = asPostgres(bin, args);
  const r = spawnSync(c.cmd, c.args, { encoding: 'utf8', cwd: '/', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`${what} failed (${r.status}): ${r.stderr || r.stdout || r.error?.message}`);
  return r.stdout;
}

export interface ThrowawayPg {
  port: number;
  /** Superuser URL (trust auth) of the `postgres` database. */
  url: string;
  dir: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
  log(): string;
}

export async function startThrowawayPg(): Promise<ThrowawayPg> {
  if (!pgBinDir) throw new Error(noPgBinariesReason);
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-throwaway-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  run(path.join(pgBinDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], 'initdb');
  const port = await freePort();
  const pgCtl = path.join(pgBinDir, 'pg_ctl');
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=50',
    '-c shared_buffers=16MB',
  ].join(' ');

  let running = false;
  async function start() {
    run(pgCtl, ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '30', 'start'], 'pg_ctl start');
    running = true;
  }
  async function stop() {
    if (!running) return;
    run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'], 'pg_ctl stop');
    running = false;
  }
  // If the test process ends without cleaning up, do not leave a server behind.
  const onExit = () => {
    if (!running) return;
    const c = asPostgres(pgCtl, ['-D', dataDir, '-m', 'immediate', 'stop']);
    spawnSync(c.cmd, c.args, { cwd: '/' });
  };
  process.on('exit', onExit);

  await start();
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    start,
    stop,
    async destroy() {
      try {
        await stop();
      } finally {
        process.off('exit', onExit);
        rmSync(dir, { recursive: true, force: true });
      }
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
}

/** A new empty database on the server of `baseUrl` (a role allowed to create databases). */
export async function createFreshPgDatabase(baseUrl: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
