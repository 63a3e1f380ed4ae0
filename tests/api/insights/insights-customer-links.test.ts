import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import type { InsightsReport } from '../../../modules/insights/insights.schemas';
import { maskCustomerPath } from '../../../modules/insights/customer-paths';
import { newLead } from '../../support/leads';

/**
 * A customer's quote or invoice link is a secret (whoever holds it can accept the quote or pay the
 * invoice): Insights counts those pages as `/quote/…` and `/invoice/…`, and no report, however it is
 * crafted (a view, a page not found, a tap, speed figures, a form's Referer), stores a token.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

const PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const TOKEN = 'kq3V9xYbT0aZr2mN8pLwEc4uHs1dFg7JtQoBvXyWnA0';
const clock = new Date('2026-11-26T09:30:00Z');
let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_INSIGHTS: '1000/1m' }, { insights: { now: () => clock, flushMs: 10, freshMs: 0 } });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t?.close());

const send = (event: object, ip = '198.51.100.21') =>
  t.request({
    method: 'POST',
    url: '/api/insights/event',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'user-agent': PHONE },
    payload: JSON.stringify(event),
  });

describe('customer links in Insights', () => {
  it('the browser reports /quote/… and /invoice/… for those pages, and no other path changes', () => {
    expect(maskCustomerPath(`/quote/${TOKEN}`)).toBe('/quote/\u2026');
    expect(maskCustomerPath(`/invoice/${TOKEN}/paystack`)).toBe('/invoice/\u2026');
    expect(maskCustomerPath(`/Invoice/${TOKEN}`)).toBe('/invoice/\u2026');
    for (const path of ['/', '/hospital', '/quotes-and-prices', '/contact']) expect(maskCustomerPath(path)).toBe(path);
  });

  it('reports naming a token, crafted or not, are counted under /quote/… and /invoice/… and store no token', async () => {
    const events = [
      { type: 'view', path: `/quote/${TOKEN}`, entry: true },
      // A crafted report calling the page "not found": pages not found are otherwise kept by their address.
      { type: 'view', path: `/invoice/${TOKEN}`, entry: false, notFound: true },
      { type: 'view', path: `/invoice/${TOKEN}/paystack`, entry: false, notFound: true },
      { type: 'lead', path: `/quote/${TOKEN}`, lead: 'whatsapp' },
      { type: 'vitals', path: `/invoice/${TOKEN}`, metrics: { LCP: 1800 } },
    ];
    for (const e of events) expect((await send(e)).statusCode, JSON.stringify(e)).toBe(200);
    // A form posted from a customer's page: the lead's page is the Referer's path.
    await t.app.ctx.insights.formLead(
      { ip: '198.51.100.21', host: 'localhost:3000', headers: { 'user-agent': PHONE, referer: `http://localhost:3000/quote/${TOKEN}` } },
      'contact',
      '/contact',
    );
    await t.app.ctx.insights.flush();

    const db = t.app.ctx.db;
    const stored = JSON.stringify([
      await db.selectFrom('insight_views').selectAll().execute(),
      await db.selectFrom('insight_leads').selectAll().execute(),
      await db.selectFrom('insight_vitals').selectAll().execute(),
    ]);
    expect(stored).not.toContain(TOKEN);
    const views = await db.selectFrom('insight_views').select(['path', 'not_found']).orderBy('at').execute();
    expect(views.map((v) => v.path)).toEqual(['/quote/\u2026', '/invoice/\u2026', '/invoice/\u2026']);
    const leads = await db.selectFrom('insight_leads').select('path').execute();
    expect(leads.map((l) => l.path).sort()).toEqual(['/quote/\u2026', '/quote/\u2026']);
    const vitals = await db.selectFrom('insight_vitals').select('path').execute();
    expect([...new Set(vitals.map((v) => v.path))]).toEqual(['/invoice/\u2026']);

    // The day's roll-up and the owners' report hold no token either.
    const res = await t.request({ method: 'GET', url: '/api/insights?from=2026-11-26&to=2026-11-26', headers: bearer(admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    const report = t.json<InsightsReport>(res);
    expect(res.body).not.toContain(TOKEN);
    expect(JSON.stringify(await db.selectFrom('insight_daily').selectAll().execute())).not.toContain(TOKEN);
    expect(report.notFound.map((n) => n.name)).not.toContain(`/invoice/${TOKEN}`);
  });

  it("a message sent in a visit that began on a customer's link keeps /quote/… as its first page, never the token", async () => {
    const subject = 'Question about my quote';
    const id = await newLead(t, subject, { landing: `/quote/${TOKEN}?utm_source=newsletter`, referrer: '' });
    const row = await t.app.ctx.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.landing_page).toBe('/quote/\u2026');
    expect(JSON.stringify(row)).not.toContain(TOKEN);
  });
});
