import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import type { InsightEvent, InsightsReport } from '../../../modules/insights/insights.schemas';
import { MAX_KEYS_PER_DAY, OTHER_KEY } from '../../../modules/insights/rollup.service';
import { OTHER_PAGE } from '../../../modules/insights/pages.service';

/**
 * What a visitor's browser can make Insights keep, and what a forger cannot: one row per page of the
 * site however its address is spelled, and a bounded number of rows a day for the values a report
 * names freely (pages not found, sources, campaigns), the rest folded into one "(other)" row; a
 * daily bound per address besides the per-minute one. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

const PHONE = 'Mozilla/5.0 (Linux; Android 13; Infinix X6831) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
let clock = new Date('2026-11-20T10:00:00Z');
const fakeClock = { now: () => clock, flushMs: 5, freshMs: 0 };
const DAY = '2026-11-20';

function post(t: TestApp, ev: InsightEvent, ip: string) {
  return t.request({
    method: 'POST',
    url: '/api/insights/event',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'user-agent': PHONE },
    payload: JSON.stringify(ev),
  });
}

async function report(t: TestApp, token: string, day = DAY): Promise<InsightsReport> {
  await t.app.ctx.insights.flush();
  await t.app.ctx.insights.rollUp(day);
  const res = await t.request({ method: 'GET', url: `/api/insights?from=${day}&to=${day}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return t.json(res);
}

describe('pages, sources and campaigns Insights keeps', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_INSIGHTS: '100000/1m', RATE_LIMIT_INSIGHTS_DAY: '100000/24h' }, { insights: fakeClock });
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(() => t?.close());

  it('counts /POS, /pos and /pos/ as the one page the route table names, for views, taps and speed', async () => {
    for (const [i, path] of ['/POS', '/pos', '/pos/', '/Pos'].entries()) {
      expect((await post(t, { type: 'view', path, entry: i === 0, referrer: '' }, '198.51.100.20')).statusCode).toBe(200);
    }
    await post(t, { type: 'lead', path: '/POS', lead: 'whatsapp' }, '198.51.100.20');
    await post(t, { type: 'vitals', path: '/POS', metrics: { LCP: 1800 } } as InsightEvent, '198.51.100.20');
    await post(t, { type: 'vitals', path: '/pos', metrics: { LCP: 2100 } } as InsightEvent, '198.51.100.21');
    const r = await report(t, admin.token);
    expect(r.pages.filter((p) => p.name.toLowerCase().startsWith('/pos'))).toEqual([{ name: '/pos', views: 4, people: 1 }]);
    expect(r.entryPages).toContainEqual({ name: '/pos', visits: 1 });
    expect(r.leads.byPage).toContainEqual({ name: '/pos', count: 1 });
    expect(r.speed.pages.map((p) => p.name).filter((n) => n.toLowerCase().startsWith('/pos'))).toEqual(['/pos']);
  });

  it('keeps an address that is no page of the site only as a page not found; anything else is one "other page" row', async () => {
    await post(t, { type: 'view', path: '/old-price-list', entry: true, referrer: '', notFound: true }, '198.51.100.22');
    for (let i = 0; i < 30; i++) await post(t, { type: 'view', path: `/forged-${i}`, entry: false, referrer: '' }, '198.51.100.23');
    const r = await report(t, admin.token);
    expect(r.notFound).toContainEqual({ name: '/old-price-list', views: 1 });
    expect(r.pages.find((p) => p.name.startsWith('/forged'))).toBeUndefined();
    expect(r.pages).toContainEqual(expect.objectContaining({ name: OTHER_PAGE, views: 30 }));
  });

  it(`keeps at most ${MAX_KEYS_PER_DAY} campaigns, sources and pages not found a day, and adds the rest up under "${OTHER_KEY}"`, async () => {
    const forged = MAX_KEYS_PER_DAY + 150;
    // 25 at a time, as a script would send them.
    for (let start = 0; start < forged; start += 25) {
      await Promise.all(
        Array.from({ length: Math.min(25, forged - start) }, (_, k) => {
          const i = start + k;
          const ip = `203.0.113.${i % 250}`;
          return Promise.all([
            post(t, { type: 'view', path: '/', entry: true, referrer: '', utm: { source: `spam-${i}`, campaign: `c-${i}` } }, ip),
            post(t, { type: 'view', path: `/missing-${i}`, entry: false, referrer: '', notFound: true }, ip),
          ]);
        }),
      );
    }
    // A real campaign with more visits than any forged value keeps its own row.
    for (let i = 0; i < 3; i++) await post(t, { type: 'view', path: '/', entry: true, referrer: '', utm: { source: 'whatsapp', campaign: 'december-promo' } }, `192.0.2.${i + 1}`);
    const r = await report(t, admin.token);
    const rows = await t.app.ctx.db.selectFrom('insight_daily').select(['dim', 'key', 'visits', 'views']).where('day', '=', DAY).execute();
    const perDim = (dim: string) => rows.filter((row) => row.dim === dim).length;
    for (const dim of ['source', 'campaign', 'not_found']) expect(perDim(dim), dim).toBeLessThanOrEqual(MAX_KEYS_PER_DAY);

    expect(r.campaigns).toContainEqual(expect.objectContaining({ source: 'WhatsApp', campaign: 'december-promo', visits: 3 }));
    const other = r.campaigns.find((c) => c.campaign === OTHER_KEY);
    expect(other).toBeDefined();
    // Nothing is lost from the totals: every forged visit is in a row of its own or in "(other)".
    const sum = (dim: string, of: 'visits' | 'views') => rows.filter((row) => row.dim === dim).reduce((n, row) => n + Number(row[of]), 0);
    expect(sum('campaign', 'visits')).toBe(forged + 3);
    expect(sum('not_found', 'views')).toBe(forged + 1);
    expect(r.sources.find((s) => s.name === OTHER_KEY)).toMatchObject({ group: 'Other sites' });
    expect(r.totals.notFound).toBe(forged + 1);
  });
});

describe('the daily limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_INSIGHTS: '1000/1m', RATE_LIMIT_INSIGHTS_DAY: '20/24h' }, { insights: fakeClock });
  });
  afterAll(() => t?.close());

  it('takes exactly the day\'s limit out of 30 parallel events from one address, however slowly they come, and none more the next hour', async () => {
    clock = new Date('2026-11-21T09:00:00Z');
    const codes = (await Promise.all(Array.from({ length: 30 }, () => post(t, { type: 'view', path: '/', entry: false, referrer: '' }, '198.51.100.60')))).map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    expect((await post(t, { type: 'view', path: '/', entry: false, referrer: '' }, '198.51.100.61')).statusCode).toBe(200);
    await t.app.ctx.insights.flush();
    expect(await t.app.ctx.db.selectFrom('insight_views').select('day').where('day', '=', '2026-11-21').execute()).toHaveLength(21);
  });
});

describe('what one address can make up', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_INSIGHTS: '100000/1m', RATE_LIMIT_INSIGHTS_DAY: '100000/24h' }, { insights: fakeClock });
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(() => t?.close());

  it('120 landings with invented sources and campaigns from one address add 5 names of their own; known sources and other addresses are untouched', async () => {
    clock = new Date('2026-11-20T10:00:00Z');
    for (let start = 0; start < 120; start += 30) {
      await Promise.all(
        Array.from({ length: 30 }, (_, k) =>
          post(t, { type: 'view', path: '/', entry: true, referrer: `https://made-up-${start + k}.example/`, utm: { campaign: `fake-${start + k}` } }, '198.51.100.99'),
        ),
      );
    }
    await post(t, { type: 'view', path: '/', entry: true, referrer: 'https://www.google.com/' }, '198.51.100.99');
    await post(t, { type: 'view', path: '/', entry: true, referrer: '', utm: { source: 'flyer', campaign: 'ogui-road' } }, '198.51.100.100');
    const r = await report(t, admin.token);
    const invented = r.sources.filter((s) => s.name.startsWith('made-up-'));
    const inventedCampaigns = r.campaigns.filter((c) => c.campaign.startsWith('fake-'));
    // Each landing names a source and a campaign: 5 names in all, then "(other)".
    expect(invented.length + inventedCampaigns.length).toBeLessThanOrEqual(5);
    expect(r.sources.find((s) => s.name === OTHER_KEY)?.visits).toBeGreaterThanOrEqual(115);
    expect(r.sources).toContainEqual(expect.objectContaining({ name: 'Google', visits: 1 }));
    expect(r.campaigns).toContainEqual(expect.objectContaining({ source: 'flyer', campaign: 'ogui-road', visits: 1 }));
  });

  it('50 taps from one address with 50 browsers count 10 leads; all are answered 200', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const rs = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/insights/event',
          remoteAddress: '198.51.100.101',
          headers: { 'content-type': 'application/json', 'user-agent': `${PHONE} Build/${i}` },
          payload: JSON.stringify({ type: 'lead', path: '/contact', lead: 'whatsapp' }),
        }),
      ),
    );
    expect(rs.every((r) => r.statusCode === 200)).toBe(true);
    const r = await report(t, admin.token, '2026-11-21');
    expect(r.leads.byKind).toContainEqual({ kind: 'whatsapp', count: 10 });
  });
});
