// `npm run backup [-- --out file.tar.gz]`: writes ONE archive holding the database (SQLite: an
// online backup, safe while the site runs; PostgreSQL: `pg_dump --format=custom` of DATABASE_URL),
// the uploads folder, the generated secrets and a manifest.json (dialect, created_at, rows per
// table). Uploads kept in the database (UPLOADS_STORAGE=database) are in the dump already.
// `npm run restore` (scripts/restore.ts) brings an archive back. Settings: the same environment as
// the server (DATA_DIR, DATABASE_URL).
import { spawn } from 'node:child_process';
import { chmod, copyFile, link, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite, { type Database as SqliteDatabase } from 'better-sqlite3';
import pg from 'pg';
import * as tar from 'tar';
import { ConfigError, loadConfig, type Config } from '../server/config';

export const MANIFEST_FORMAT = 1;
export const DB_FILE = { sqlite: 'site.db', postgres: 'database.pgdump' } as const;

export interface Manifest {
  format: number;
  dialect: 'sqlite' | 'postgres';
  created_at: string;
  /** Where the site kept uploads when the backup was taken. */
  uploads_storage: 'local' | 'database';
  /** The database file inside the archive. */
  database: string;
  /** Rows per table at the moment of the backup (a consistent snapshot). */
  tables: Record<string, number>;
  /** Files of the local uploads folder in the archive (under uploads/). */
  uploads: { files: number; bytes: number };
  /** Whether secrets.json (session and captcha keys) is in the archive. */
  secrets: boolean;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The newest pg_dump / pg_restore installed by Debian's postgresql-client, else the one on PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const bin = path.join(root, v, 'bin', name);
      if (existsSync(bin)) return bin;
    }
  }
  return name;
}

/**
 * The connection URL without its password, and the password apart: given to pg_dump/pg_restore
 * through PGPASSWORD, so it does not show in the process list.
 */
export function pgConnection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { url: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}), PGCONNECT_TIMEOUT: '10' } };
}

export function runTool(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', (err) => reject(new Error(`${path.basename(cmd)} could not be started: ${err.message}`)));
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(cmd)} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** Tables of the site's database (public schema / main) and their row counts. */
export async function countSqliteTables(db: SqliteDatabase): Promise<Record<string, number>> {
  const names = (db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as { name: string }[]).map((r) => r.name);
  return Object.fromEntries(names.map((n) => [n, (db.prepare(`select count(*) as n from ${quoteIdent(n)}`).get() as { n: number }).n]));
}

export async function countPgTables(client: pg.ClientBase): Promise<Record<string, number>> {
  const names = (
    await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    )
  ).rows.map((r) => r.name);
  const counts: Record<string, number> = {};
  for (const n of names) counts[n] = Number((await client.query(`select count(*) as n from ${quoteIdent(n)}`)).rows[0].n);
  return counts;
}

/** Plain files of the local uploads folder (no temporary '.*' files of unfinished writes). */
async function uploadFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => e.name).sort();
}

async function backupSqlite(file: string, dest: string): Promise<Record<string, number>> {
  if (!existsSync(file)) throw new Error(`There is no database to back up at ${file}.`);
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // SQLite's online backup API: a consistent copy while the site keeps reading and writing.
    await source.backup(dest);
  } finally {
    source.close();
  }
  const copy = new SQLite(dest);
  try {
    copy.pragma('journal_mode = DELETE'); // one self-contained file, no -wal beside it
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The backup copy failed its integrity check: ${String(check)}`);
    return await countSqliteTables(copy);
  } finally {
    copy.close();
  }
}

async function backupPostgres(url: string, dest: string): Promise<Record<string, number>> {
  // One snapshot for the counts and the dump: the manifest describes exactly what was dumped.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ s: string }>('select pg_export_snapshot() as s')).rows[0].s;
    const tables = await countPgTables(client);
    const conn = pgConnection(url);
    await runTool(
      pgTool('pg_dump'),
      ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${dest}`, `--dbname=${conn.url}`],
      conn.env,
    );
    await client.query('COMMIT');
    return tables;
  } finally {
    await client.end();
  }
}

/** Hard link when the staging folder is on the same file system (no copy of large uploads), else copy. */
async function linkOrCopy(from: string, to: string) {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

function timestamp(d = new Date()): string {
  return d.toISOString().replace(/[:]/g, '-').replace(/\.\d+Z$/, 'Z');
}

export async function createBackup(config: Config, opts: { out?: string } = {}): Promise<{ file: string; manifest: Manifest }> {
  const dialect = config.database.kind;
  // Default: $DATA_DIR/backups/ (ignored by git like the rest of the data; never itself archived).
  const out = path.resolve(opts.out ?? path.join(config.dataDir, 'backups', `site-${dialect}-${timestamp()}.tar.gz`));
  await mkdir(path.dirname(out), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(out), '.backup-'));
  try {
    const createdAt = new Date().toISOString();
    const dbFile = DB_FILE[dialect];
    const tables =
      config.database.kind === 'sqlite'
        ? await backupSqlite(config.database.file, path.join(staging, dbFile))
        : await backupPostgres(config.database.url, path.join(staging, dbFile));

    const names = await uploadFiles(config.uploadsDir);
    await mkdir(path.join(staging, 'uploads'));
    let bytes = 0;
    for (const name of names) {
      try {
        await linkOrCopy(path.join(config.uploadsDir, name), path.join(staging, 'uploads', name));
        bytes += (await stat(path.join(staging, 'uploads', name))).size;
      } catch (e) {
        // Deleted by the site between the listing and the copy: it is gone from the database too.
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
    }
    const copied = await uploadFiles(path.join(staging, 'uploads'));

    const secretsFile = path.join(config.dataDir, 'secrets.json');
    const secrets = existsSync(secretsFile);
    if (secrets) await copyFile(secretsFile, path.join(staging, 'secrets.json'));

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      dialect,
      created_at: createdAt,
      uploads_storage: config.uploadsStorage,
      database: dbFile,
      tables,
      uploads: { files: copied.length, bytes },
      secrets,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const partial = `${out}.partial`;
    await tar.c(
      { gzip: true, file: partial, cwd: staging, portable: true },
      ['manifest.json', dbFile, 'uploads', ...(secrets ? ['secrets.json'] : [])],
    );
    // It holds password hashes and the session secret: readable by its owner only.
    await chmod(partial, 0o600);
    await rename(partial, out);
    return { file: out, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function parseArgs(argv: string[]): { out?: string } {
  const opts: { out?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out' || a === '-o') opts.out = argv[++i];
    else if (a.startsWith('--out=')) opts.out = a.slice('--out='.length);
    else if (a === '--help' || a === '-h') {
      console.log('Usage: npm run backup [-- --out file.tar.gz]\nDefault: $DATA_DIR/backups/site-<dialect>-<time>.tar.gz. Reads DATA_DIR and DATABASE_URL like the server.');
      process.exit(0);
    } else throw new Error(`Unknown argument: ${a}. Usage: npm run backup [-- --out file.tar.gz]`);
  }
  if (opts.out !== undefined && !opts.out) throw new Error('--out needs a file name.');
  // `npm run` starts scripts in the project folder; a relative path means the caller's folder.
  if (opts.out) opts.out = path.resolve(process.env.INIT_CWD ?? process.cwd(), opts.out);
  return opts;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const started = Date.now();
  const { file, manifest } = await createBackup(config, opts);
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backup written: ${file}\n  ${manifest.dialect} database, ${Object.keys(manifest.tables).length} tables, ${rows} rows; ` +
      `${manifest.uploads.files} upload files (${manifest.uploads.bytes} bytes); ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((e) => {
    console.error(e instanceof ConfigError ? `Configuration error: ${e.message}` : `Backup failed: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  });
}
