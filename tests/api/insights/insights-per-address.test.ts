import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import type { InsightEvent, InsightsReport } from '../../../modules/insights/insights.schemas';
import { OTHER_KEY } from '../../../modules/insights/rollup.service';

/**
 * What one client address can add to a day's figures, whatever its requests say: one person however
 * many user agents it claims, a few speed reports per page and a few more in all, a few sources,
 * campaigns (with their medium) and pages not found of its own. Each test sends its requests 25 at a
 * time or more, as a script would. SQLite, and PostgreSQL with TEST_DATABASE_URL (npm run test:api:pg).
 */

const PHONE = 'Mozilla/5.0 (Linux; Android 13; Infinix X6831) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
let clock = new Date('2026-11-20T10:00:00Z');
const fakeClock = { now: () => clock, flushMs: 5, freshMs: 0 };
const OPEN = { RATE_LIMIT_INSIGHTS: '100000/1m', RATE_LIMIT_INSIGHTS_DAY: '100000/24h' };

function post(t: TestApp, ev: InsightEvent, ip: string, userAgent = PHONE) {
  return t.request({
    method: 'POST',
    url: '/api/insights/event',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: JSON.stringify(ev),
  });
}

/** Sends `n` events made by `make`, `parallel` at a time; every answer must be 200. */
async function burst(n: number, make: (i: number) => ReturnType<typeof post>, parallel = 30) {
  for (let start = 0; start < n; start += parallel) {
    const answers = await Promise.all(Array.from({ length: Math.min(parallel, n - start) }, (_, k) => make(start + k)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
  }
}

async function report(t: TestApp, token: string, day: string): Promise<InsightsReport> {
  await t.app.ctx.insights.flush();
  await t.app.ctx.insights.rollUp(day);
  const res = await t.request({ method: 'GET', url: `/api/insights?from=${day}&to=${day}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return t.json(res);
}

const rotating = (i: number) => `Mozilla/5.0 (Linux; Android ${10 + (i % 5)}; TECNO KI${i}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + i}.0.0.0 Mobile Safari/537.36`;
const view = (path = '/', extra: Partial<Extract<InsightEvent, { type: 'view' }>> = {}): InsightEvent => ({ type: 'view', path, entry: true, referrer: '', ...extra });
const site = (r: InsightsReport, metric: string) => r.speed.site.find((f) => f.metric === metric);

describe('one address with the default settings', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp(OPEN, { insights: fakeClock });
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(() => t?.close());

  it('130 views from one address with a new user agent each count one person; another address is one more', async () => {
    clock = new Date('2026-11-20T10:00:00Z');
    await burst(130, (i) => post(t, view(i % 2 ? '/contact' : '/'), '198.51.100.10', rotating(i)));
    // An IPv6 subscriber picks any address of its /64: still one person.
    await burst(30, (i) => post(t, view('/'), `2001:db8:1:2::${(i + 1).toString(16)}`, rotating(i)));
    await post(t, view('/'), '198.51.100.11');
    const r = await report(t, admin.token, '2026-11-20');
    expect(r.totals.views).toBe(161);
    expect(r.totals.people).toBe(3);
    expect(r.pages).toContainEqual({ name: '/contact', views: 65, people: 1 });
  });

  it('100 extreme speed reports from one address count 3 for its page and 10 in all: the site stays "good"', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const good = { LCP: 1500, INP: 100, CLS: 0.02, TTFB: 400 };
    const worst = { LCP: 120_000, INP: 60_000, CLS: 100, TTFB: 120_000 };
    await burst(30, (i) => post(t, { type: 'vitals', path: '/', metrics: good }, `192.0.2.${i + 1}`));
    await burst(100, () => post(t, { type: 'vitals', path: '/', metrics: worst }, '198.51.100.20'));
    let r = await report(t, admin.token, '2026-11-21');
    for (const metric of ['LCP', 'INP', 'CLS', 'TTFB']) expect(site(r, metric), metric).toMatchObject({ samples: 33, rating: 'good' });

    // Spread over many pages, another address adds 10 at most (3 a page); the first address none more.
    const paths = ['/', '/contact', '/gallery', '/pos', '/companyProfile', '/hospital', '/about', '/services', '/reviews', '/topics', '/signup', '/login'];
    await burst(100, (i) => post(t, { type: 'vitals', path: paths[i % paths.length], metrics: worst }, '198.51.100.21'));
    await burst(30, (i) => post(t, { type: 'vitals', path: paths[i % paths.length], metrics: worst }, '198.51.100.20'));
    r = await report(t, admin.token, '2026-11-21');
    const added = site(r, 'LCP')!.samples - 33;
    expect(added).toBeGreaterThanOrEqual(3);
    expect(added).toBeLessThanOrEqual(10);
    expect(r.speed.pages.find((p) => p.name === '/')?.figures.find((f) => f.metric === 'LCP')?.samples).toBeLessThanOrEqual(30 + 3 + 3);
  });

  it('forged media never reach the campaign table past the address\'s 5 names: a folded campaign loses its medium', async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const rnd = (i: number) => `${i}x${(i * 7919).toString(36)}`;
    await burst(60, (i) => post(t, view('/', { utm: { source: `s${rnd(i)}`, medium: `m${rnd(i)}`, campaign: `c${rnd(i)}` } }), '198.51.100.30'));
    // A known source with the same campaign and a new medium each time: every medium is a name of its own.
    await burst(60, (i) => post(t, view('/', { utm: { source: 'google', medium: `cpc${rnd(i)}`, campaign: 'promo' } }), '198.51.100.31'));
    await post(t, view('/', { utm: { source: 'whatsapp', medium: 'status', campaign: 'december-promo' } }), '198.51.100.32');
    const r = await report(t, admin.token, '2026-11-22');
    const forgedMedia = r.campaigns.filter((c) => /^(m|cpc)\d/.test(c.medium));
    expect(forgedMedia.length).toBeLessThanOrEqual(5 + 5);
    expect(r.campaigns.filter((c) => c.campaign === OTHER_KEY).map((c) => c.medium)).toEqual(r.campaigns.filter((c) => c.campaign === OTHER_KEY).map(() => ''));
    expect(r.campaigns).toContainEqual(expect.objectContaining({ source: 'WhatsApp', medium: 'status', campaign: 'december-promo', visits: 1 }));
    // Nothing is lost: every visit is in a row of its own or under "(other)".
    expect(r.campaigns.reduce((n, c) => n + c.visits, 0)).toBe(121);
  });

  it('30 invented pages not found from one address keep 5 rows of their own; the rest are one "(other)" row', async () => {
    clock = new Date('2026-11-23T10:00:00Z');
    await burst(30, (i) => post(t, view(`/made-up-${i}`, { notFound: true, entry: false }), '198.51.100.40'));
    await post(t, view('/old-price-list', { notFound: true }), '198.51.100.41');
    const r = await report(t, admin.token, '2026-11-23');
    expect(r.notFound.filter((p) => p.name.startsWith('/made-up-'))).toHaveLength(5);
    expect(r.notFound).toContainEqual({ name: OTHER_KEY, views: 25 });
    expect(r.notFound).toContainEqual({ name: '/old-price-list', views: 1 });
    expect(r.totals.notFound).toBe(31);
  });
});

describe('INSIGHTS_PEOPLE_PER_ADDRESS', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ ...OPEN, INSIGHTS_PEOPLE_PER_ADDRESS: '3' }, { insights: fakeClock });
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(() => t?.close());

  it('at 3, one address counts its first two user agents as their own people and every further one as a third', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    await burst(120, (i) => post(t, view(), '198.51.100.50', rotating(i)));
    const r = await report(t, admin.token, '2026-11-24');
    expect(r.totals.people).toBe(3);
    expect(r.totals.views).toBe(120);
  });
});
