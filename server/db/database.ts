import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, type Dialect, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './schema';
import * as initial from './migrations/2026-11-22T0100-initial';
import * as uploadBlobs from './migrations/2026-12-01T0100-upload-blobs';
import * as siteContent from './migrations/2026-12-10T0100-site-content';
import * as accounts from './migrations/2026-12-10T0200-accounts';
import * as notifications from './migrations/2026-12-10T0300-notifications';
import * as mailRetries from './migrations/2026-12-11T0400-mail-retries';
import * as securityLog from './migrations/2026-12-12T0300-security-log';
import * as sessions from './migrations/2026-12-12T0400-sessions';
import * as contactMessageOwner from './migrations/2026-12-12T0500-contact-message-owner';
import * as spamCheck from './migrations/2026-12-12T0600-spam-check';
import * as formStamps from './migrations/2026-12-13T0100-form-stamps';
import * as insights from './migrations/2026-12-14T0100-insights';
import * as leads from './migrations/2026-12-15T0100-leads';
import * as galleryOrder from './migrations/2026-12-16T0100-gallery-order';
import * as invitations from './migrations/2026-12-16T0100-invitations';
import * as addressGuards from './migrations/2026-12-17T0100-address-guards';
import * as galleryUploadBatch from './migrations/2026-12-18T0200-gallery-upload-batch';
import * as mailRouting from './migrations/2026-12-18T0300-mail-routing';
import * as accountSignups from './migrations/2026-12-18T0500-account-signups';
import * as topicCategory from './migrations/2026-12-18T0800-topic-category';
import * as selling from './migrations/2026-12-19T0000-selling';
import * as priceHints from './migrations/2026-12-19T0600-price-hints';
import * as invoiceMails from './migrations/2026-12-19T0800-invoice-mails';
import * as paystackAttempts from './migrations/2026-12-19T1000-paystack-attempts';
import * as deliveries from './migrations/2026-12-20T0000-deliveries';
import * as privateProofs from './migrations/2026-12-20T0200-private-proofs';
import * as imageAvifJobs from './migrations/2026-12-20T0400-image-avif-jobs';

export type Database = Kysely<DB>;

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Migrations are listed here, in order, so the bundle-free server and the tests find them the same way. */
const migrations: Record<string, Migration> = {
  '2026-11-22T0100-initial': initial,
  '2026-12-01T0100-upload-blobs': uploadBlobs,
  '2026-12-10T0100-site-content': siteContent,
  '2026-12-10T0200-accounts': accounts,
  '2026-12-10T0300-notifications': notifications,
  '2026-12-11T0400-mail-retries': mailRetries,
  '2026-12-12T0300-security-log': securityLog,
  '2026-12-12T0400-sessions': sessions,
  '2026-12-12T0500-contact-message-owner': contactMessageOwner,
  '2026-12-12T0600-spam-check': spamCheck,
  '2026-12-13T0100-form-stamps': formStamps,
  '2026-12-14T0100-insights': insights,
  '2026-12-15T0100-leads': leads,
  '2026-12-16T0100-gallery-order': galleryOrder,
  '2026-12-16T0100-invitations': invitations,
  '2026-12-17T0100-address-guards': addressGuards,
  '2026-12-18T0200-gallery-upload-batch': galleryUploadBatch,
  '2026-12-18T0300-mail-routing': mailRouting,
  '2026-12-18T0500-account-signups': accountSignups,
  '2026-12-18T0800-topic-category': topicCategory,
  '2026-12-19T0000-selling': selling,
  '2026-12-19T0600-price-hints': priceHints,
  '2026-12-19T0800-invoice-mails': invoiceMails,
  '2026-12-19T1000-paystack-attempts': paystackAttempts,
  '2026-12-20T0000-deliveries': deliveries,
  '2026-12-20T0200-private-proofs': privateProofs,
  '2026-12-20T0400-image-avif-jobs': imageAvifJobs,
};

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export interface DatabaseOptions {
  /**
   * SQLite's `synchronous` in WAL mode. 'full' (default): an fsync per commit, so an acknowledged
   * write survives a power cut (0.2–3.5 ms per write, measured); 'normal': a commit survives a crash
   * of the process, but the last commits may roll back on a power cut
   * (docs/decisions/0004-shared-uploads.md, "Durability").
   */
  sqliteSynchronous?: 'normal' | 'full';
}

type PgTypes = { builtins: { INT8: number }; getTypeParser: (oid: number, format?: 'text' | 'binary') => unknown };

/**
 * PostgreSQL's driver hands 64-bit integers (`bigint` columns: amounts of kobo; COUNT(*)) back as
 * strings, since JavaScript numbers are exact only up to 2^53. Here they become numbers, and one
 * beyond that range fails the query rather than silently losing kobo; SQLite's driver already
 * returns numbers (and amounts are bounded far below 2^53 by the schemas, common/money.ts).
 */
function typeParser(types: PgTypes) {
  return ((oid: number, format?: 'text' | 'binary') => {
    if (oid !== types.builtins.INT8 || format === 'binary') return types.getTypeParser(oid, format);
    return (text: string) => {
      const n = Number(text);
      if (!Number.isSafeInteger(n)) throw new RangeError(`A 64-bit integer beyond 2^53 was read: ${text}`);
      return n;
    };
  }) as never;
}

export function createDatabase(config: DatabaseConfig, opts: DatabaseOptions = {}): Database {
  if (config.kind === 'postgres') {
    // pg is loaded with the first query (Kysely calls this once), so a SQLite site never loads it.
    const pool = async () => {
      const { default: pg } = await import('pg');
      const pool = new pg.Pool({
        connectionString: config.url,
        types: { getTypeParser: typeParser(pg.types) },
        max: 10,
        connectionTimeoutMillis: 5000,
        idleTimeoutMillis: 30_000,
      });
      // A dropped connection (database restart) must not crash the process; the pool reconnects.
      pool.on('error', () => {});
      // The pool listens for errors on idle clients only. A connection that drops while checked out
      // (a query in flight when PostgreSQL stops) makes pg emit 'error' on the client after failing the
      // query: without a listener, an uncaught exception. The query's own error becomes a 503, and the
      // pool discards the broken client when it is released (tests/api/kernel/faults-db.test.ts).
      pool.on('connect', (client) => client.on('error', () => {}));
      return pool;
    };
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.file !== ':memory:') mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  const journal = sqlite.pragma('journal_mode = WAL', { simple: true });
  sqlite.pragma(`synchronous = ${opts.sqliteSynchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Deleted rows are overwritten with zeros, not left in free space to be read back from the file
  // (a deleted Insights salt must stay deleted, docs/decisions/0022-insights.md).
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<DB>({ dialect: immediateTransactions(new SqliteDialect({ database: sqlite })) });
  // A file in WAL mode can be read by a second connection while this one writes; an in-memory
  // database (its journal mode stays 'memory') exists for this connection alone.
  if (journal === 'wal' && !sqlite.memory) sharedFiles.set(db, { file: path.resolve(sqlite.name), synchronous: opts.sqliteSynchronous ?? 'full' });
  return db;
}

/**
 * Kysely begins a SQLite transaction DEFERRED: it reads on a snapshot and asks for the write lock at
 * its first write. Another connection writes to the same file (the Insights roll-up's worker,
 * modules/insights/rollup-thread.service.ts, or a second process): if it commits between the transaction's
 * first read and its first write, that write fails at once (SQLITE_BUSY_SNAPSHOT; waiting cannot
 * help, the snapshot is stale) and the request answers 503. BEGIN IMMEDIATE takes the write lock
 * first, waiting for the other writer as long as `busy_timeout` allows, like a single write does.
 * This connection is the process's only one, so nothing in it waits longer than before.
 */
function immediateTransactions(dialect: SqliteDialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const driver = dialect.createDriver();
      driver.beginTransaction = async (connection) => {
        await connection.executeQuery(CompiledQuery.raw('begin immediate'));
      };
      return driver;
    },
  };
}

const sharedFiles = new WeakMap<Database, { file: string; synchronous: 'normal' | 'full' }>();

/**
 * The file of a SQLite database made by createDatabase that other connections may read and write
 * while it is open (WAL mode); undefined for PostgreSQL and for an in-memory database.
 */
export function sqliteFileOf(db: Database): string | undefined {
  return sharedFiles.get(db)?.file;
}

/** The `synchronous` of that file's connection, for another connection that writes to it ('full' when unknown). */
export function sqliteSynchronousOf(db: Database): 'normal' | 'full' {
  return sharedFiles.get(db)?.synchronous ?? 'full';
}

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}


/** COUNT(*) as a number, whatever the driver gives (a number on both since int8 is parsed; strings are still accepted). */
export function count(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** A LIKE pattern matching `q` anywhere, case-insensitively, with its wildcards escaped (use with `escape '\\'`). */
export const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True when `db` (or a transaction of it) talks to PostgreSQL: for the few statements whose SQL differs. */
export function isPostgres(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** A quote or invoice as a customer's link names it: the stored hash of an e-mailed token, or its id (server/services/customer-links.ts). */
export type LinkKey = { by: 'token_hash'; value: string } | { by: 'id'; value: number };
