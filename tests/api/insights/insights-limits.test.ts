import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { createFreshPgDatabase, pgServerUrl } from '../../support/pg-server';
import type { InsightEvent, InsightsReport } from '../../../modules/insights/insights.schemas';

/**
 * Insights under load, as an attacker or a busy day would send it: parallel events against the
 * per-address limit, two instances on one database counting each event once, roll-ups racing each
 * other, and the purge of old events and old roll-ups. SQLite, and PostgreSQL with TEST_DATABASE_URL
 * (the two-instance test needs PostgreSQL: several instances share a PostgreSQL database).
 */

const PHONE = 'Mozilla/5.0 (Linux; Android 12; TECNO KI5k) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36';
let clock = new Date('2026-11-10T12:00:00Z');
const fakeClock = { now: () => clock, flushMs: 5, freshMs: 0 };

const event = (path: string): InsightEvent => ({ type: 'view', path, entry: true, referrer: 'https://www.google.com.ng/' });

function post(t: TestApp, ev: InsightEvent, ip: string) {
  return t.request({
    method: 'POST',
    url: '/api/insights/event',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'user-agent': PHONE },
    payload: JSON.stringify(ev),
  });
}

async function report(t: TestApp, token: string, from: string, to = from): Promise<InsightsReport> {
  const res = await t.request({ method: 'GET', url: `/api/insights?from=${from}&to=${to}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return t.json(res);
}

describe('the per-address limit of the event endpoint', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_INSIGHTS: '10/1m' }, { insights: fakeClock });
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(() => t?.close());

  it('takes exactly the limit out of 30 parallel events from one address, and stores only those', async () => {
    clock = new Date('2026-11-10T12:00:00Z');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post(t, event(`/page-${i}`), '198.51.100.77')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    expect(t.json(answers.find((a) => a.statusCode === 429)!)).toMatchObject({ status: 'error', message: expect.stringMatching(/^Too many requests/) });
    // Another address is not affected.
    expect((await post(t, event('/other'), '198.51.100.78')).statusCode).toBe(200);
    const r = await report(t, admin.token, '2026-11-10');
    expect(r.totals.views).toBe(11);
    expect(r.totals.people).toBe(2);
  });
});

describe('several instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: { token: string };
  let database: Awaited<ReturnType<typeof createFreshPgDatabase>> | undefined;
  beforeAll(async () => {
    if (!pgServerUrl) return;
    // A PostgreSQL database of its own, on every stage of `npm test` (which starts a server).
    database = await createFreshPgDatabase(pgServerUrl);
    const env = { RATE_LIMIT_INSIGHTS: '1000/1m', DATABASE_URL: database.url, JWT_SECRET: 'insights-two-instances-secret-0123456789' };
    a = await createTestApp(env, { insights: fakeClock });
    b = await createTestApp(env, { insights: fakeClock });
    admin = await a.createUser({ role: 'admin' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.drop();
  });

  it.skipIf(!pgServerUrl)('count every event once, share one salt, and roll up to the same figures', async () => {
    clock = new Date('2026-11-11T09:00:00Z');
    // 40 visitors, each page view landing on either instance, all at once.
    await Promise.all(Array.from({ length: 40 }, (_, i) => post(i % 2 ? a : b, event(i % 4 < 2 ? '/' : '/POS'), `203.0.113.${i + 1}`)));
    // The same person on both instances is one person: the salt is the database's, not the instance's.
    await post(a, event('/domain'), '203.0.113.1');
    await post(b, { type: 'view', path: '/training', entry: false }, '203.0.113.1');
    await Promise.all([a.app.ctx.insights.flush(), b.app.ctx.insights.flush()]);
    // Both instances roll up at the same moment, several times.
    await Promise.all([...Array(3)].flatMap(() => [a.app.ctx.insights.rollUp('2026-11-11'), b.app.ctx.insights.rollUp('2026-11-11')]));
    const fromA = await report(a, admin.token, '2026-11-11');
    const fromB = await report(b, admin.token, '2026-11-11');
    expect(fromA.totals).toEqual({ people: 40, views: 42, visits: 41, leads: 0, notFound: 0 });
    expect({ ...fromB, updatedAt: null }).toEqual({ ...fromA, updatedAt: null });
    expect(fromA.sources).toEqual([{ name: 'Google', group: 'Search', visits: 41, leads: 0, enquiries: 0, won: 0, wonNaira: 0 }]);
  });
});

describe('the purge', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_INSIGHTS: '1000/1m', INSIGHTS_RAW_DAYS: '3', INSIGHTS_KEEP_DAYS: '10' }, { insights: fakeClock });
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(() => t?.close());

  it('deletes single events after INSIGHTS_RAW_DAYS and roll-ups after INSIGHTS_KEEP_DAYS, keeping the figures in between', async () => {
    const db = t.app.ctx.db;
    for (const day of ['2026-11-01', '2026-11-08', '2026-11-12']) {
      clock = new Date(`${day}T10:00:00Z`);
      await post(t, event('/'), '198.51.100.9');
      await t.app.ctx.insights.rollUp(day);
    }
    // Two days later the scheduled job runs (what its timer calls).
    clock = new Date('2026-11-14T10:00:00Z');
    await t.app.ctx.insights.maintain();
    expect((await db.selectFrom('insight_views').select('day').execute()).map((r) => r.day)).toEqual(['2026-11-12']);
    const rolled = (await db.selectFrom('insight_daily').select('day').distinct().orderBy('day').execute()).map((r) => r.day);
    expect(rolled).toEqual(['2026-11-08', '2026-11-12']);
    // The week's figures still come from the roll-ups after their single events are gone.
    const r = await report(t, admin.token, '2026-11-01', '2026-11-14');
    expect(r.totals.views).toBe(2);
  });
});

describe('INSIGHTS=off', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ INSIGHTS: 'off' }, { insights: fakeClock });
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(() => t?.close());

  it('refuses events with a 404, counts no form lead, and still shows what was counted before', async () => {
    clock = new Date('2026-11-15T10:00:00Z');
    const res = await post(t, event('/'), '198.51.100.90');
    expect(res.statusCode).toBe(404);
    expect(t.json(res)).toEqual({ status: 'error', message: 'Insights are switched off on this site.' });
    await t.app.ctx.insights.formLead({ ip: '198.51.100.90', headers: { 'user-agent': PHONE } }, 'contact', '/contact');
    await t.app.ctx.insights.flush();
    expect(await t.app.ctx.db.selectFrom('insight_views').selectAll().execute()).toEqual([]);
    expect(await t.app.ctx.db.selectFrom('insight_leads').selectAll().execute()).toEqual([]);
    expect((await report(t, admin.token, '2026-11-15')).totals.views).toBe(0);
  });
});
