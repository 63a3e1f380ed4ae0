// `npm run restore -- <archive.tar.gz> [--yes]`: brings back an archive of `npm run backup` into the
// configured DATA_DIR (SQLite file, uploads, secrets) or DATABASE_URL (pg_restore of the dump) and
// checks every table's row count against the archive's manifest. If the target already holds data
// it refuses unless --yes is given: restoring replaces what is there. Stop the site first.
// A SQLite archive restored with DATABASE_URL set is copied into that (empty) PostgreSQL database:
// the way to move a site from SQLite to PostgreSQL (docs/deploy.md); with UPLOADS_STORAGE=database
// its uploaded files go into the database too.
import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import * as tar from 'tar';
import { sql } from 'kysely';
import { ConfigError, loadConfig, type Config } from '../server/config';
import { createDatabase, migrateToLatest, type Database } from '../server/db/database';
import { isValidKey } from '../server/services/storage';
import {
  countPgTables,
  countSqliteTables,
  DB_FILE,
  MANIFEST_FORMAT,
  pgConnection,
  pgTool,
  runTool,
  type Manifest,
} from './backup';

export class RestoreRefused extends Error {}

/** Only what `npm run backup` writes is taken from an archive: no links, no other paths. */
function allowedEntry(p: string): boolean {
  const name = p.replace(/^\.\//, '').replace(/\/$/, '');
  if (['manifest.json', DB_FILE.sqlite, DB_FILE.postgres, 'secrets.json', 'uploads'].includes(name)) return true;
  const m = /^uploads\/([^/]+)$/.exec(name);
  return !!m && isValidKey(m[1]);
}

function readManifest(text: string): Manifest {
  const m = JSON.parse(text) as Manifest;
  if (m.format !== MANIFEST_FORMAT || (m.dialect !== 'sqlite' && m.dialect !== 'postgres') || typeof m.tables !== 'object') {
    throw new Error('This archive does not look like one written by `npm run backup` (manifest.json is missing or of another format).');
  }
  // The database file is always the one name `npm run backup` gives it for the dialect, inside the
  // archive: a manifest pointing anywhere else (another name, a path, "../…") is refused outright,
  // so nothing outside the staging folder is ever read or moved.
  if (m.database !== DB_FILE[m.dialect]) {
    throw new Error(
      `Not restoring: manifest.json names the database file ${JSON.stringify(m.database)}, but a ${m.dialect} backup's is "${DB_FILE[m.dialect]}". This archive was not written by \`npm run backup\` or has been altered.`,
    );
  }
  return m;
}

function hasUploads(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).some((f) => !f.startsWith('.'));
}

async function pgTableCount(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await countPgTables(client);
  } finally {
    await client.end();
  }
}

async function sqliteTableCount(file: string): Promise<Record<string, number>> {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    return await countSqliteTables(db);
  } finally {
    db.close();
  }
}

/** What is there now, in one sentence, or null when the target is empty. */
async function existingData(config: Config): Promise<string | null> {
  const found: string[] = [];
  if (config.database.kind === 'sqlite') {
    if (existsSync(config.database.file)) found.push(`a database at ${config.database.file}`);
  } else {
    const tables = await pgTableCount(config.database.url);
    if (Object.keys(tables).length > 0) found.push(`${Object.keys(tables).length} tables in the PostgreSQL database`);
  }
  if (hasUploads(config.uploadsDir)) found.push(`uploaded files in ${config.uploadsDir}`);
  return found.length ? found.join(' and ') : null;
}

const isMigrationTable = (t: string) => t.startsWith('kysely_migration');

/**
 * Moving from SQLite to PostgreSQL: the archived SQLite database is brought to the current schema,
 * the PostgreSQL database gets the same schema from the same migrations, and every row is copied
 * with its id, in one transaction; then the id sequences are moved past the copied ids. With
 * UPLOADS_STORAGE=database the uploaded files go into `upload_blobs` as well.
 */
async function copySqliteIntoPostgres(sqliteFile: string, url: string, uploads: { dir: string; intoDatabase: boolean }) {
  const source = createDatabase({ kind: 'sqlite', file: sqliteFile });
  const target: Database = createDatabase({ kind: 'postgres', url });
  try {
    await migrateToLatest(source);
    await migrateToLatest(target);
    const names = (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(source)).rows
      .map((r) => r.name)
      .filter((n) => !isMigrationTable(n));
    const order = await parentsFirst(source, names);
    const files = uploads.intoDatabase && existsSync(uploads.dir) ? readdirSync(uploads.dir).filter(isValidKey).sort() : [];
    await target.transaction().execute(async (trx) => {
      for (const table of order) {
        const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(source)).rows;
        for (let i = 0; i < rows.length; i += 500) {
          await trx.insertInto(table as 'users').values(rows.slice(i, i + 500) as never).execute();
        }
        const serial = (
          await sql<{ seq: string | null }>`select pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
            from information_schema.columns
            where table_schema = 'public' and table_name = ${table} and column_name = 'id' and column_default like 'nextval(%'`.execute(trx)
        ).rows[0]?.seq;
        if (serial) {
          await sql`select setval(${serial}::regclass, coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
        }
      }
      const now = new Date().toISOString();
      for (const key of files) {
        const data = await readFile(path.join(uploads.dir, key));
        await trx.insertInto('upload_blobs').values({ key, content_type: contentTypeOf(key), data, created_at: now }).execute();
      }
    });
    return { uploadsIntoDatabase: files.length };
  } finally {
    await source.destroy();
    await target.destroy();
  }
}

/**
 * The tables in an order where every table comes after the tables its foreign keys point at (a
 * quote's invoice after the quote, an e-mail code after its account), as SQLite's own catalogue
 * tells them; ties in name order, so the copy is the same each time.
 */
async function parentsFirst(source: Database, names: string[]): Promise<string[]> {
  const parents = new Map<string, Set<string>>();
  for (const name of names) {
    const refs = (await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(source)).rows;
    parents.set(name, new Set(refs.map((r) => r.table).filter((t) => t !== name && names.includes(t))));
  }
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < names.length) {
    const ready = names.filter((n) => !placed.has(n) && [...parents.get(n)!].every((p) => placed.has(p))).sort();
    if (ready.length === 0) throw new Error(`The tables' foreign keys form a cycle: ${names.filter((n) => !placed.has(n)).join(', ')}`);
    for (const n of ready) {
      order.push(n);
      placed.add(n);
    }
  }
  return order;
}

function contentTypeOf(key: string): string {
  const types: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif', '.avif': 'image/avif' };
  return types[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export async function restoreBackup(config: Config, archive: string, opts: { yes?: boolean } = {}): Promise<Manifest> {
  const file = path.resolve(archive);
  if (!existsSync(file)) throw new Error(`No archive at ${file}.`);
  await mkdir(config.dataDir, { recursive: true });
  // Staged inside DATA_DIR: the final moves are renames on one file system.
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    await tar.x({
      file,
      cwd: staging,
      strict: true,
      filter: (p, entry) => allowedEntry(p) && ('type' in entry ? entry.type === 'File' || entry.type === 'Directory' : true),
    });
    if (!existsSync(path.join(staging, 'manifest.json'))) throw new Error('This archive has no manifest.json: it was not written by `npm run backup`.');
    const manifest = readManifest(await readFile(path.join(staging, 'manifest.json'), 'utf8'));
    const dbFile = path.join(staging, DB_FILE[manifest.dialect]);
    if (!existsSync(dbFile)) throw new Error(`The archive lacks its database file (${manifest.database}).`);
    // A SQLite archive may go into PostgreSQL (the way to move a site there); not the other way.
    const sqliteToPg = manifest.dialect === 'sqlite' && config.database.kind === 'postgres';
    if (manifest.dialect === 'postgres' && config.database.kind === 'sqlite') {
      throw new Error('This archive holds a PostgreSQL dump: set DATABASE_URL to the database to restore it into.');
    }
    const uploadsIntoDatabase = sqliteToPg && config.uploadsStorage === 'database';

    const existing = await existingData(config);
    if (sqliteToPg && existing?.includes('PostgreSQL')) {
      throw new RestoreRefused(`Not restoring: moving a SQLite backup into PostgreSQL needs an empty database, and there are already ${existing}. Create a new database (createdb) and point DATABASE_URL at it.`);
    }
    if (existing && !opts.yes) {
      throw new RestoreRefused(`Not restoring: there is already ${existing}. Restoring replaces it; run again with --yes to do so.`);
    }

    let blobsAdded = 0;
    if (sqliteToPg) {
      const url = config.database.kind === 'postgres' ? config.database.url : '';
      blobsAdded = (await copySqliteIntoPostgres(dbFile, url, { dir: path.join(staging, 'uploads'), intoDatabase: uploadsIntoDatabase })).uploadsIntoDatabase;
      if (uploadsIntoDatabase) await rm(path.join(staging, 'uploads'), { recursive: true, force: true });
    } else if (config.database.kind === 'sqlite') {
      const check = new SQLite(dbFile, { fileMustExist: true });
      try {
        const result = check.pragma('integrity_check', { simple: true });
        if (result !== 'ok') throw new Error(`The archived database failed its integrity check: ${String(result)}`);
      } finally {
        check.close();
      }
      const target = config.database.file;
      await mkdir(path.dirname(target), { recursive: true });
      for (const side of ['-wal', '-shm', '-journal']) await rm(target + side, { force: true });
      await rename(dbFile, target);
    } else {
      const conn = pgConnection(config.database.url);
      // One transaction: the database ends up as in the archive, or as it was.
      await runTool(
        pgTool('pg_restore'),
        ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${conn.url}`, dbFile],
        conn.env,
      );
    }

    // The uploads folder becomes the archive's (empty when uploads were kept in the database).
    const stagedUploads = path.join(staging, 'uploads');
    await mkdir(stagedUploads, { recursive: true });
    if (existsSync(config.uploadsDir)) await rename(config.uploadsDir, path.join(staging, 'previous-uploads'));
    await rename(stagedUploads, config.uploadsDir);

    if (manifest.secrets && existsSync(path.join(staging, 'secrets.json'))) {
      await copyFile(path.join(staging, 'secrets.json'), path.join(config.dataDir, 'secrets.json'));
    }

    const counts = config.database.kind === 'sqlite' ? await sqliteTableCount(config.database.file) : await pgTableCount(config.database.url);
    const expected = Object.entries(manifest.tables)
      .filter(([t]) => !(sqliteToPg && isMigrationTable(t))) // the target ran its own migrations
      .map(([t, n]) => [t, t === 'upload_blobs' ? n + blobsAdded : n] as const);
    const wrong = expected.filter(([t, n]) => counts[t] !== n);
    if (wrong.length) {
      throw new Error(`Restored, but row counts differ from the archive: ${wrong.map(([t, n]) => `${t} ${counts[t] ?? 'missing'} (expected ${n})`).join(', ')}`);
    }
    const files = readdirSync(config.uploadsDir).length;
    const expectedFiles = manifest.uploads.files - blobsAdded;
    if (files !== expectedFiles) throw new Error(`Restored ${files} upload files, the archive lists ${expectedFiles}.`);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function parseArgs(argv: string[]): { archive: string; yes: boolean } {
  let archive: string | undefined;
  let yes = false;
  for (const a of argv) {
    if (a === '--yes' || a === '-y') yes = true;
    else if (a === '--help' || a === '-h') {
      console.log('Usage: npm run restore -- <archive.tar.gz> [--yes]\nRestores into DATA_DIR / DATABASE_URL, like the server reads them. Stop the site first.');
      process.exit(0);
    } else if (a.startsWith('-')) throw new Error(`Unknown option: ${a}. Usage: npm run restore -- <archive.tar.gz> [--yes]`);
    else if (archive) throw new Error('Give one archive. Usage: npm run restore -- <archive.tar.gz> [--yes]');
    else archive = a;
  }
  if (!archive) throw new Error('Which archive? Usage: npm run restore -- <archive.tar.gz> [--yes]');
  // `npm run` starts scripts in the project folder; a relative path means the caller's folder.
  return { archive: path.resolve(process.env.INIT_CWD ?? process.cwd(), archive), yes };
}

async function main() {
  const { archive, yes } = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const manifest = await restoreBackup(config, archive, { yes });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Restored ${path.resolve(archive)} (taken ${manifest.created_at}) into ${config.database.kind === 'sqlite' ? config.dataDir : 'the PostgreSQL database'}: ` +
      `${Object.keys(manifest.tables).length} tables, ${rows} rows and ${manifest.uploads.files} upload files, all checked against the manifest.`,
  );
  if (manifest.dialect !== config.database.kind) {
    console.log('The SQLite data now lives in PostgreSQL; keep DATABASE_URL set when you start the site.');
  } else if (manifest.uploads_storage !== config.uploadsStorage) {
    console.warn(`Note: the backup was taken with UPLOADS_STORAGE=${manifest.uploads_storage}; this site uses ${config.uploadsStorage}.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((e) => {
    if (e instanceof ConfigError) console.error(`Configuration error: ${e.message}`);
    else console.error(e instanceof RestoreRefused ? e.message : `Restore failed: ${e instanceof Error ? e.message : e}`);
    process.exit(e instanceof RestoreRefused ? 2 : 1);
  });
}
