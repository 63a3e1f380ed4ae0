import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, migrateToLatest, sqliteFileOf, type Database } from '../../../server/db/database';

/**
 * The site's SQLite connection is not the only writer of its file: the Insights roll-up's worker
 * writes the day's figures on a connection of its own (modules/insights/rollup-thread.service.ts).
 * A transaction of the site's connection that reads and then writes must not fail because the other
 * writer committed in between (SQLITE_BUSY_SNAPSHOT, which answered a request 503 in the browser
 * tests): server/db/database.ts begins every transaction IMMEDIATE, so it holds the write lock from
 * the start and the other writer waits for it. SQLite only (no such lock on PostgreSQL); the
 * npm test runner runs this file in the SQLite stage only.
 */
const NOW = '2026-11-28T12:00:00.000Z';
let dir: string;
let db: Database;
let other: SQLite.Database;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sqlite-transactions-'));
  db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'site.db') });
  await migrateToLatest(db);
  await db.insertInto('topics').values({ title: 'Inventory system for a pharmacy in Ogbete', created_at: NOW, updated_at: NOW }).execute();
  // A second writer, as the roll-up's worker is; it does not wait for the lock, so the test needs no clock.
  other = new SQLite(sqliteFileOf(db)!);
  other.pragma('busy_timeout = 0');
});

afterAll(async () => {
  other?.close();
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('a transaction of the site on SQLite', () => {
  it('that reads, then writes, is not undone by another connection writing in between: the other waits', async () => {
    let otherTried: 'written' | 'told to wait' | undefined;
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('topics').select(['id', 'title']).executeTakeFirstOrThrow();
      // The other connection tries to write while this transaction is between its read and its write.
      try {
        other.prepare('insert into topics (title, created_at, updated_at) values (?, ?, ?)').run('Solar charge controller with SMS alerts', NOW, NOW);
        otherTried = 'written';
      } catch (e) {
        expect((e as { code?: string }).code).toBe('SQLITE_BUSY');
        otherTried = 'told to wait';
      }
      await trx.updateTable('topics').set({ title: `${before.title} (revised)` }).where('id', '=', before.id).execute();
    });
    expect(otherTried).toBe('told to wait');
    const titles = (await db.selectFrom('topics').select('title').orderBy('id').execute()).map((r) => r.title);
    expect(titles).toEqual(['Inventory system for a pharmacy in Ogbete (revised)']);
    // Once the transaction committed, the other connection writes.
    other.prepare('insert into topics (title, created_at, updated_at) values (?, ?, ?)').run('Solar charge controller with SMS alerts', NOW, NOW);
    expect(await db.selectFrom('topics').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual({ n: 2 });
  });
});
