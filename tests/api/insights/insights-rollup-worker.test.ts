import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worker } from 'node:worker_threads';
import { createTestApp, dialect, type TestApp } from '../../support/app';
import { createDatabase, migrateToLatest, sqliteFileOf, type Database } from '../../../server/db/database';
import * as repo from '../../../modules/insights/insights.repository';
import { rollUpDay } from '../../../modules/insights/rollup.service';

/**
 * On SQLite the roll-up's queries run in a worker thread with a read-only connection of its own,
 * and its write of the day's rows in that thread too, on a writable connection of its own
 * (modules/insights/rollup-thread.service.ts), so the server answers requests while they run
 * (docs/decisions/0022-insights.md, "The roll-up's worker"). The worker pauses inside each query
 * (its statement open, its first row read) and inside its write transaction (its first statement
 * done) until the test lets it go on, and the test lets it go on only after the server answered
 * requests: work done in the server's own thread could never be paused so, and would leave the
 * test with no pause at all. No clock is read anywhere.
 * PostgreSQL never uses the worker (its queries do not hold the process): SQLite only.
 */

const DAY = '2026-11-20';
const NOW = new Date('2026-11-20T15:00:00Z');
const REQUESTS_PER_PAUSE = 5;

/** What the test does when the worker pauses inside a query or its write; by default it goes on at once. */
let onPause: (resume: () => void, where: 'read' | 'write') => void = (resume) => resume();
const workers: Worker[] = [];
let t: TestApp;

/** A day of `views` page views from 400 people, with speed figures and leads, written straight into the tables. */
function dayOfEvents(views: number): repo.EventBatch {
  const batch: repo.EventBatch = { views: [], leads: [], vitals: [] };
  const pick = <T>(list: T[], i: number) => list[i % list.length];
  for (let i = 0; i < views; i++) {
    const visitor = `v${String(i % 400).padStart(15, '0')}`;
    const entry = i % 3 === 0 ? 1 : 0;
    const path = pick(['/', '/POS', '/hotels', '/domain', '/contact', '/school', '/products'], i * 7 + (i >> 4));
    const hour = 7 + (i % 15);
    const at = `${DAY}T${String(hour).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00.000Z`;
    const source = entry ? pick(['Google', 'WhatsApp', 'Facebook', null], i) : null;
    const campaign = source === 'WhatsApp' && i % 2 === 0 ? 'december-promo' : null;
    const device = pick(['Phone', 'Phone', 'Computer', 'Tablet'], i);
    const connection = pick(['4g', '3g', null], i);
    const notFound = i % 97 === 0 ? 1 : 0;
    batch.views.push({ at, day: DAY, hour, path: notFound ? `/old-${i % 5}` : path, visitor, entry, source, medium: campaign ? 'status' : null, campaign, device, browser: pick(['Chrome', 'Opera Mini', 'Safari'], i), connection, not_found: notFound });
    if (entry) batch.vitals.push({ day: DAY, path, metric: pick(['LCP', 'INP', 'CLS', 'TTFB'], i), bucket: i % 3, device, connection });
    if (i % 50 === 0) batch.leads.push({ at, day: DAY, hour, kind: pick(['whatsapp', 'phone', 'contact'], i), path, visitor });
  }
  return batch;
}

/** The day's roll-up rows, in a fixed order. */
async function rolledUp(db: Database) {
  const daily = await db.selectFrom('insight_daily').selectAll().where('day', '=', DAY).orderBy('dim').orderBy('key').execute();
  const speed = await db.selectFrom('insight_speed').selectAll().where('day', '=', DAY).orderBy('metric').orderBy('dim').orderBy('key').orderBy('bucket').execute();
  return { daily, speed };
}

describe.skipIf(dialect === 'postgres')('the roll-up on SQLite', () => {
  let expected: Awaited<ReturnType<typeof rolledUp>>;
  let pausesPerRollUp = 0;

  beforeAll(async () => {
    // INSIGHTS=off stops the timer only (it would add roll-ups of its own at moments the test does
    // not choose); a roll-up asked for runs as with counting on.
    t = await createTestApp({ INSIGHTS: 'off' }, {
      insights: { now: () => NOW, rollupThreadHooks: { paused: (resume, where) => onPause(resume, where), started: (w) => workers.push(w) } },
    });
    await repo.insertEvents(t.app.ctx.db, dayOfEvents(6000));
    // The same day rolled up in this thread, one query after another, as before the worker.
    await rollUpDay(t.app.ctx.db, DAY, NOW);
    expected = await rolledUp(t.app.ctx.db);
    expect(expected.daily.length).toBeGreaterThan(40);
    expect(expected.speed.length).toBeGreaterThanOrEqual(40);
    await t.app.ctx.db.deleteFrom('insight_daily').execute();
    await t.app.ctx.db.deleteFrom('insight_speed').execute();
  });
  afterAll(() => t?.close());

  it('answers requests while a query runs in the worker, and rolls up exactly what the same queries give in this thread', async () => {
    let answered = 0;
    onPause = (resume) => {
      pausesPerRollUp += 1;
      void (async () => {
        // The worker is inside a query and waits: the server answers requests (each reads the
        // database on its own connection), then lets the query go on.
        for (let i = 0; i < REQUESTS_PER_PAUSE; i++) {
          const res = await t.request({ method: 'GET', url: '/api/health' });
          expect(res.statusCode).toBe(200);
          answered += 1;
        }
        resume();
      })();
    };
    await t.app.ctx.insights.rollUp(DAY);
    // Every query that has rows paused, nine of twelve at least (campaigns, leads, pages not found
    // may be empty on another day), and the write once.
    expect(pausesPerRollUp).toBeGreaterThanOrEqual(10);
    expect(answered).toBe(pausesPerRollUp * REQUESTS_PER_PAUSE);
    expect(await rolledUp(t.app.ctx.db)).toEqual(expected);
    expect(workers).toHaveLength(1);
  });

  it('runs one roll-up at a time: 30 asks during a roll-up make one more, in the same worker', async () => {
    let pauses = 0;
    const asks: Promise<void>[] = [];
    onPause = (resume) => {
      pauses += 1;
      // While the first roll-up is inside its first query, 30 more are asked for at once.
      if (pauses === 1) for (let i = 0; i < 30; i++) asks.push(t.app.ctx.insights.rollUp(DAY));
      resume();
    };
    await t.app.ctx.insights.rollUp(DAY);
    await Promise.all(asks);
    expect(pauses).toBe(2 * pausesPerRollUp);
    expect(await rolledUp(t.app.ctx.db)).toEqual(expected);
    expect(workers).toHaveLength(1);
  });

  it('fails the roll-up cleanly when the worker dies in a query, and the next roll-up starts a new one', async () => {
    onPause = () => void workers[workers.length - 1].terminate();
    await expect(t.app.ctx.insights.rollUp(DAY)).rejects.toThrow(/roll-up worker stopped/);
    // The server goes on answering, the single events are all there, and the last roll-up's rows are untouched.
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const views = await t.app.ctx.db.selectFrom('insight_views').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(views.n)).toBe(6000);
    expect(await rolledUp(t.app.ctx.db)).toEqual(expected);

    onPause = (resume) => resume();
    await t.app.ctx.insights.rollUp(DAY);
    expect(workers).toHaveLength(2);
    expect(await rolledUp(t.app.ctx.db)).toEqual(expected);
  });

  it('rolls up an in-memory database in this thread: a worker could not open it', async () => {
    const db = createDatabase({ kind: 'sqlite', file: ':memory:' });
    try {
      await migrateToLatest(db);
      expect(sqliteFileOf(db)).toBeUndefined();
      expect(sqliteFileOf(t.app.ctx.db)).toBe(t.config.database.kind === 'sqlite' ? t.config.database.file : '');
      await repo.insertEvents(db, dayOfEvents(6000));
      await rollUpDay(db, DAY, NOW);
      expect(await rolledUp(db)).toEqual(expected);
    } finally {
      await db.destroy();
    }
  });

  it('writes the day in the worker, in one transaction: while it is open the server answers and reads the last roll-up whole', async () => {
    // 600 more views: the new roll-up differs from the last one.
    const more = { ...dayOfEvents(600), leads: [], vitals: [] };
    const siteViews = (r: Awaited<ReturnType<typeof rolledUp>>) => r.daily.find((row) => row.dim === 'site')?.views;
    const counted = more.views.filter((v) => !v.not_found).length;
    await repo.insertEvents(t.app.ctx.db, more);
    const seenDuringWrite: Awaited<ReturnType<typeof rolledUp>>[] = [];
    onPause = (resume, where) => {
      if (where === 'read') return resume();
      void (async () => {
        // The worker holds its write transaction open: the old rows are deleted in it, the new not yet written.
        for (let i = 0; i < REQUESTS_PER_PAUSE; i++) expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        seenDuringWrite.push(await rolledUp(t.app.ctx.db));
        resume();
      })();
    };
    await t.app.ctx.insights.rollUp(DAY);
    expect(seenDuringWrite).toEqual([expected]);
    const after = await rolledUp(t.app.ctx.db);
    expect(siteViews(after)).toBe(siteViews(expected)! + counted);
    expect(after.speed).toEqual(expected.speed);

    // A worker that dies inside the transaction commits nothing: the last roll-up stays whole.
    await repo.insertEvents(t.app.ctx.db, more);
    onPause = (resume, where) => (where === 'read' ? resume() : void workers[workers.length - 1].terminate());
    await expect(t.app.ctx.insights.rollUp(DAY)).rejects.toThrow(/roll-up worker stopped/);
    expect(await rolledUp(t.app.ctx.db)).toEqual(after);
    onPause = (resume) => resume();
    await t.app.ctx.insights.rollUp(DAY);
    expect(siteViews(await rolledUp(t.app.ctx.db))).toBe(siteViews(expected)! + 2 * counted);
  });
});
