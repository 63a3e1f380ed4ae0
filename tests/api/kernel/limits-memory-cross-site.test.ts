import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../../../server/http/same-origin';
import { createMemoryRateLimiter, OVERFLOW_BUCKETS } from '../../../server/services/rate-limiter';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import { parallel, tally } from '../../support/parallel';

/**
 * A flood of new keys must not push a live counter out of memory (a fresh budget for an attacker),
 * and a page on another site must not make its visitors' browsers post to the API
 * (docs/decisions/0010-rate-limits-under-attack.md). Forged proxy headers and IPv6 /64s:
 * ./limits-under-attack.test.ts.
 */

const LIMIT = 20;
const PARALLEL = 30;
let n = 0;
/** A login with a wrong password for an address nobody has. */
const login = (o: Partial<InjectOptions> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/login',
  payload: { email: `nobody-${++n}@example.com`, password: 'wrong-password' },
  ...o,
});

describe('the memory limiter when it is full', () => {
  afterEach(() => vi.useRealTimers());

  it('never forgets a live counter: a flood of new addresses does not reset one that is used up', async () => {
    const t = await createTestApp({ RATE_LIMIT_LOGIN: `${LIMIT}/1m` }, { limiter: createMemoryRateLimiter(50) });
    try {
      expect(tally(await parallel(t, LIMIT, () => login({ remoteAddress: '10.30.0.1' })))).toEqual({ 401: LIMIT });
      // 100 other visitors, twice the table's room.
      const flood = await parallel(t, 100, (i) => login({ remoteAddress: `10.31.${i >> 8}.${i & 255}` }));
      expect(tally(flood)).toEqual({ 401: 100 });
      expect(tally(await parallel(t, PARALLEL, () => login({ remoteAddress: '10.30.0.1' })))).toEqual({ 429: PARALLEL });
    } finally {
      await t.close();
    }
  });

  it('drops ended windows first, so newcomers still get counters of their own', async () => {
    const limiter = createMemoryRateLimiter(10);
    try {
      for (let i = 0; i < 10; i++) await limiter.hit(`short:${i}`, 1, 20);
      // The 20 ms windows end: the clock the limiter reads moves on, instead of the test sleeping.
      vi.setSystemTime(Date.now() + 60);
      const first = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => limiter.hit(`login:10.40.0.${i % 10}`, 3, 60_000)));
      expect(first.filter((r) => r.ok)).toHaveLength(PARALLEL); // 3 each: no one shares
      expect(limiter.size()).toBe(10);
      expect((await limiter.hit('login:10.40.0.0', 3, 60_000)).ok).toBe(false);
    } finally {
      await limiter.close();
    }
  });

  it('counts a newcomer in a shared counter when full of live windows, within a fixed memory bound', async () => {
    const limiter = createMemoryRateLimiter(100);
    try {
      const first = await Promise.all(Array.from({ length: PARALLEL }, () => limiter.hit('login:first', 5, 60_000)));
      expect(first.filter((r) => r.ok)).toHaveLength(5);
      for (let i = 0; i < 5000; i++) await limiter.hit(`login:10.50.${i >> 8}.${i & 255}`, 5, 60_000);
      expect(limiter.size()).toBeLessThanOrEqual(100 + OVERFLOW_BUCKETS);
      expect((await limiter.hit('login:first', 5, 60_000)).ok).toBe(false);
      // A newcomer past the bound is still limited: its shared counter fills like any other.
      const late = await Promise.all(Array.from({ length: PARALLEL }, () => limiter.hit('login:newcomer', 5, 60_000)));
      expect(late.filter((r) => !r.ok).length).toBeGreaterThanOrEqual(PARALLEL - 5);
    } finally {
      await limiter.close();
    }
  });
});

describe('cross-site writes to the API', () => {
  let t: TestApp;
  let admin: { token: string };
  const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
  const form = (fields: Record<string, string>) => ({
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SIGNUP: '1000/1h', RATE_LIMIT_REVIEW: '1000/10m', RATE_LIMIT_RESET: '1000/1h' });
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(() => t?.close());

  const pending = async () =>
    t.json(await t.request({ method: 'GET', url: '/api/reviews?status=pending', headers: bearer(admin.token) })).reviews.length as number;

  it('refuses 30 parallel cross-site form posts to sign-up, forgot-password and reviews with 403 and a readable message', async () => {
    const before = await pending();
    const requests: InjectOptions[] = [];
    for (let i = 0; i < 10; i++) {
      const signup = form({ username: 'Spam Bot', email: `spam-${i}@example.com`, password: 'Correct-horse-9' });
      requests.push({ method: 'POST', url: i % 2 ? '/api/signup.php' : '/api/signup', ...signup, headers: { ...signup.headers, ...evil } });
      const reset = form({ email: `someone-${i}@example.com` });
      requests.push({ method: 'POST', url: '/api/forgot-password', ...reset, headers: { ...reset.headers, ...evil } });
      const review = multipart({ name: 'Spam', rating: '5', review_text: 'Buy cheap things at evil.example.' }, undefined, evil);
      requests.push({ method: 'POST', url: '/api/reviews', ...review });
    }
    const rs = await Promise.all(requests.map((r) => t.request(r)));
    expect(tally(rs)).toEqual({ 403: 30 });
    for (const r of rs) expect(t.json(r)).toEqual({ status: 'error', message: CROSS_SITE_MESSAGE });
    expect(await pending()).toBe(before);
    const login = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'spam-0@example.com', password: 'Correct-horse-9' } });
    expect(login.statusCode).toBe(401); // no account was made
  });

  it('refuses on either sign alone: a foreign Origin, Origin "null", or Sec-Fetch-Site: cross-site', async () => {
    const signup = () => ({ username: 'Ada Obi', email: `ada-${++n}@example.com`, password: 'Correct-horse-9' });
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3001' },
      { origin: 'https://localhost:3000' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
    ]) {
      const r = await t.request({ method: 'POST', url: '/api/signup', payload: signup(), headers });
      expect(r.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('accepts the site’s own pages, clients that send no Origin (curl, scripts), bearer calls and reads', async () => {
    const own = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
    const signup = (headers: Record<string, string> = {}) =>
      t.request({ method: 'POST', url: '/api/signup', payload: { username: 'Ada Obi', email: `ada-${++n}@example.com`, password: 'Correct-horse-9' }, headers });
    const [captcha1, captcha2] = [await solvedCaptcha(t), await solvedCaptcha(t)];
    const rs = await Promise.all([
      signup(own),
      signup(),
      t.request({ method: 'POST', url: '/api/forgot-password', payload: { email: 'someone@example.com' }, headers: own }),
      t.request({ method: 'POST', url: '/api/forgot-password', payload: { email: 'someone@example.com' }, headers: { 'sec-fetch-site': 'none' } }),
      t.request({ method: 'POST', url: '/api/reviews', ...multipart({ name: 'Ifeoma', rating: '4', review_text: 'Good service.', captchaToken: captcha1 }, undefined, own) }),
      t.request({ method: 'POST', url: '/api/reviews', ...multipart({ name: 'Ifeoma', rating: '4', review_text: 'Good service.', captchaToken: captcha2 }) }),
      signup(evil), // the same call from another site, for contrast
    ]);
    expect(rs.map((r) => r.statusCode)).toEqual([201, 201, 200, 200, 201, 201, 403]);

    // A bearer call cannot be forged by another site: not checked, whatever the headers say.
    const action = form({ id: String(t.json(rs[4]).id), action: 'approve' });
    const r = await t.request({ method: 'PUT', url: '/api/reviews', ...action, headers: { ...action.headers, ...evil, ...bearer(admin.token) } });
    expect(r.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/reviews', headers: evil })).statusCode).toBe(200);
  });

  it('parses form-encoded bodies only for the admin’s review action', async () => {
    const created = await t.request({ method: 'POST', url: '/api/reviews', ...multipart({ name: 'Obi', rating: '5', review_text: 'Fine.', captchaToken: await solvedCaptcha(t) }) });
    const action = form({ id: String(t.json(created).id), action: 'reject' });
    const ok = await t.request({ method: 'PUT', url: '/api/reviews.php', ...action, headers: { ...action.headers, ...bearer(admin.token) } });
    expect(ok.statusCode).toBe(200);
    for (const [url, fields] of [
      ['/api/signup', { username: 'Ada Obi', email: 'ada-form@example.com', password: 'Correct-horse-9' }],
      ['/api/login', { email: 'ada-form@example.com', password: 'Correct-horse-9' }],
      ['/api/forgot-password', { email: 'ada-form@example.com' }],
      ['/api/contact', { name: 'Emeka', email: 'emeka@example.com', message: 'Hello there' }],
    ] as const) {
      const r = await t.request({ method: 'POST', url, ...form(fields) });
      expect(r.statusCode, url).toBe(415);
      expect(t.json(r)).toEqual({ status: 'error', message: 'This type of content is not supported here.' });
    }
  });
});

describe('cross-site writes without PUBLIC_URL, and behind the reverse proxy', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const signup = (headers: Record<string, string>) => ({
    method: 'POST' as const,
    url: '/api/signup',
    payload: { username: 'Ada Obi', email: `ada-${++n}@example.com`, password: 'Correct-horse-9' },
    headers,
  });

  it('without PUBLIC_URL, the host the request was sent to is the site', async () => {
    const t = await createTestApp({ PUBLIC_URL: '' });
    apps.push(t);
    expect(t.config.publicUrlConfigured).toBe(false);
    expect((await t.request(signup({ host: 'site.test:8080', origin: 'http://site.test:8080' }))).statusCode).toBe(201);
    expect((await t.request(signup({ host: 'site.test:8080', origin: 'http://evil.example:8080' }))).statusCode).toBe(403);
    expect((await t.request(signup({ host: 'site.test:8080', origin: 'http://site.test' }))).statusCode).toBe(403);
  });

  it('behind nginx (docs/deploy.md): the https origin of PUBLIC_URL is the site', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://www.example.com', TRUST_PROXY: '1' });
    apps.push(t);
    const proxied = { host: 'www.example.com', 'x-forwarded-for': '203.0.113.20', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com' };
    const rs = await Promise.all([
      t.request({ ...signup({ ...proxied, origin: 'https://www.example.com', 'sec-fetch-site': 'same-origin' }), remoteAddress: '127.0.0.1' }),
      t.request({ ...signup({ ...proxied, origin: 'http://www.example.com' }), remoteAddress: '127.0.0.1' }),
      t.request({ ...signup({ ...proxied, origin: 'https://example.com', 'sec-fetch-site': 'same-site' }), remoteAddress: '127.0.0.1' }),
    ]);
    expect(rs.map((r) => r.statusCode)).toEqual([201, 403, 403]);
  });
});
