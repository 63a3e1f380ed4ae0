import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import { nowIso } from '../../../server/db/database';

/**
 * The public reads (approved reviews, client lists, gallery) are answered from a cache that every
 * content change clears (server/http/public-cache.ts). A row written behind the application's
 * back shows that the cache is in use; every change made through the API must show at once.
 */
/** An approved review written straight into the database, bypassing the API (and so the cache clearing). */
const insertBehindTheBack = (app: TestApp, username: string) =>
  app.app.ctx.db
    .insertInto('reviews')
    .values({ username, rating: 5, review_text: 'Written straight into the database.', image_path: '', image_srcset: '', status: 'approved', created_at: nowIso(), updated_at: nowIso() })
    .execute();

describe('the cache of public API reads', () => {
  let t: TestApp;
  let admin: { token: string };

  const approvedNames = async () =>
    t.json(await t.request({ method: 'GET', url: '/api/reviews?status=approved' })).reviews.map((r: { username: string }) => r.username);
  const submitAndApprove = async (name: string) => {
    const r = await t.request({ method: 'POST', url: '/api/reviews', ...multipart({ name, rating: '4', review_text: 'Through the API, as the site does it.', captchaToken: await solvedCaptcha(t) }) });
    expect(r.statusCode).toBe(201);
    const put = await t.request({ method: 'PUT', url: '/api/reviews', headers: bearer(admin.token), payload: { id: t.json(r).id, action: 'approve' } });
    expect(put.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ PAGE_CACHE_SECONDS: '60' });
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(() => t?.close());

  it('serves the approved list from the cache until a change is made through the API', async () => {
    expect(await approvedNames()).toEqual([]);
    await insertBehindTheBack(t, 'Behind the back');
    expect(await approvedNames()).toEqual([]); // cached
    await submitAndApprove('Adaeze');
    expect(await approvedNames()).toEqual(expect.arrayContaining(['Adaeze', 'Behind the back']));
  });

  it('answers a revisit with 304 and no body, and a hit keeps the security headers and no-cache', async () => {
    const first = await t.request({ method: 'GET', url: '/api/reviews' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const hit = await t.request({ method: 'GET', url: '/api/reviews' });
    expect(hit.headers.etag).toBe(etag);
    expect(hit.body).toBe(first.body);
    for (const r of [first, hit]) {
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['content-security-policy']).toContain("default-src 'none'");
    }
    const again = await t.request({ method: 'GET', url: '/api/reviews', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await submitAndApprove('Ifeanyi');
    const changed = await t.request({ method: 'GET', url: '/api/reviews', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("never caches the admin's pending and rejected tabs, nor a refusal", async () => {
    const pending = async () =>
      t.json(await t.request({ method: 'GET', url: '/api/reviews?status=pending', headers: bearer(admin.token) })).reviews.length;
    const before = await pending();
    const r = await t.request({ method: 'POST', url: '/api/reviews', ...multipart({ name: 'Nkem', rating: '5', review_text: 'Waiting for the admin.', captchaToken: await solvedCaptcha(t) }) });
    expect(r.statusCode).toBe(201);
    expect(await pending()).toBe(before + 1);
    expect((await t.request({ method: 'GET', url: '/api/reviews?status=pending' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/reviews?status=pending' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/clients?module=Nowhere' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/clients?module=Nowhere' })).statusCode).toBe(400);
  });

  it('shows a client added, changed or deleted by the admin at once', async () => {
    const names = async () =>
      t.json(await t.request({ method: 'GET', url: '/api/clients?module=Hotels' })).clients.map((c: { name: string }) => c.name);
    expect(await names()).not.toContain('Oji River Guest House');
    const created = await t.request({
      method: 'POST',
      url: '/api/clients',
      ...multipart({ module: 'Hotels', name: 'Oji River Guest House', location: 'Oji River' }, undefined, bearer(admin.token)),
    });
    expect(created.statusCode).toBe(201);
    expect(await names()).toContain('Oji River Guest House');
    const del = await t.request({ method: 'DELETE', url: `/api/clients?id=${t.json(created).id}`, headers: bearer(admin.token) });
    expect(del.statusCode).toBe(200);
    expect(await names()).not.toContain('Oji River Guest House');
  });

  it('is off with PAGE_CACHE_SECONDS=0', async () => {
    const off = await createTestApp({ PAGE_CACHE_SECONDS: '0' });
    try {
      expect(off.json(await off.request({ method: 'GET', url: '/api/reviews' })).reviews).toEqual([]);
      await insertBehindTheBack(off, 'Direct');
      expect(off.json(await off.request({ method: 'GET', url: '/api/reviews' })).reviews).toHaveLength(1);
    } finally {
      await off.close();
    }
  });
});
