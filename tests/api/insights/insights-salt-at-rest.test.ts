import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, type TestApp } from '../../support/app';

/**
 * What is kept of a visitor at rest. A day's Insights salt, once deleted, cannot be read back: not
 * from the SQLite file's free space, its WAL or a backup made after; on PostgreSQL no dead tuple of
 * it is left in the table (VACUUM FULL rewrites it). The access log keeps only part of an address.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

const PHONE = 'Mozilla/5.0 (Linux; Android 12; itel A665L) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Mobile Safari/537.36';
let clock = new Date('2026-11-22T10:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_INSIGHTS: '1000/1m' }, { insights: { now: () => clock, flushMs: 5, freshMs: 0 } });
});
afterAll(() => t?.close());

const view = (ip: string) =>
  t.request({
    method: 'POST',
    url: '/api/insights/event',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'user-agent': PHONE },
    payload: JSON.stringify({ type: 'view', path: '/', entry: true, referrer: '' }),
  });

/** Every file of the data folder that SQLite writes (the database, its WAL, a backup), as bytes. */
function dataFiles(): Buffer[] {
  const out: Buffer[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.db(-wal|-journal)?$|\.sqlite|backup/i.test(e.name)) out.push(readFileSync(p));
    }
  };
  if (existsSync(t.dataDir)) walk(t.dataDir);
  return out;
}

describe("a deleted day's salt", () => {
  it('is in no database file, WAL or later backup once the next day began', async () => {
    expect((await view('198.51.100.31')).statusCode).toBe(200);
    await t.app.ctx.insights.flush();
    const { salt } = await t.app.ctx.db.selectFrom('insight_salts').select('salt').where('day', '=', '2026-11-22').executeTakeFirstOrThrow();
    if (dialect === 'sqlite') expect(dataFiles().some((b) => b.includes(salt))).toBe(true);

    // The next day's first visit makes the new salt and deletes the old one.
    clock = new Date('2026-11-23T10:00:00Z');
    expect((await view('198.51.100.31')).statusCode).toBe(200);
    await t.app.ctx.insights.flush();
    await expect.poll(async () => (await t.app.ctx.db.selectFrom('insight_salts').select('day').execute()).map((r) => r.day)).toEqual(['2026-11-23']);

    if (dialect === 'sqlite') {
      const files = dataFiles();
      expect(files.length).toBeGreaterThan(0);
      expect(files.some((b) => b.includes(salt))).toBe(false);
      // A backup taken now (SQLite's own online backup) holds it nowhere either.
      const target = path.join(t.dataDir, 'after-backup.db');
      await sql`VACUUM INTO ${sql.lit(target)}`.execute(t.app.ctx.db);
      expect(readFileSync(target).includes(salt)).toBe(false);
    } else {
      // No dead tuple of the deleted row is left in the table's pages.
      const { rows } = await sql<{ dead: string }>`SELECT n_dead_tup::text AS dead FROM pg_stat_user_tables WHERE relname = 'insight_salts'`.execute(t.app.ctx.db);
      expect(Number(rows[0]?.dead ?? 0)).toBe(0);
    }
  });
});

describe('the access log', () => {
  it("writes a visitor's address without its last part (IPv4) or past its /48 (IPv6), beside the page and its campaign", async () => {
    const stream = new PassThrough();
    let log = '';
    stream.on('data', (c) => (log += c.toString()));
    const app = await createTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: '1' }, { logStream: stream });
    try {
      for (const ip of ['198.51.100.77', '2001:db8:abcd:12:3456:789a:bcde:f012', '::ffff:203.0.113.45']) {
        await app.request({ method: 'GET', url: '/api/health?utm_source=whatsapp', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': ip } });
      }
    } finally {
      await app.close();
    }
    expect(log).toContain('utm_source=whatsapp');
    expect(log).toContain('"remoteAddress":"198.51.100.0"');
    expect(log).toContain('"remoteAddress":"2001:db8:abcd::/48"');
    expect(log).toContain('"remoteAddress":"203.0.113.0"');
    for (const whole of ['198.51.100.77', '3456:789a', '203.0.113.45']) expect(log).not.toContain(whole);
  });
});
