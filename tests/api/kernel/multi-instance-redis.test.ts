import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter, type RedisRateLimiter } from '../../../server/services/rate-limiter-redis';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { solveAltchaForTests, solvedCaptcha } from '../../support/captcha';
import { makePng } from '../../support/images';
import { logSink } from '../../support/log-sink';
import { createFreshPgDatabase, pgServerUrl } from '../../support/pg-server';
import { hasRedisServer, startRedis, type TestRedis } from '../../support/redis-server';

/**
 * Several instances sharing rate-limit counters in Redis (REDIS_URL), and two instances on one
 * PostgreSQL sharing everything. Redis is Debian's redis-server, started here on a random port.
 * The settings and uploads in the database: ./multi-instance.test.ts.
 */

const pgUrl = pgServerUrl;
const JWT_SECRET = 'multi-instance-test-secret-0123456789abcdef';

/** A failed login from one client address (counted against RATE_LIMIT_LOGIN). */
const login = (email: string, remoteAddress = '10.6.0.1') => ({
  method: 'POST' as const,
  url: '/api/login',
  remoteAddress,
  payload: { email, password: 'wrong-password' },
});

/**
 * For the limiters these tests make themselves: the production wait for a Redis answer (250 ms) is
 * a speed check on a busy machine, where a late answer switches the limiter to counting in memory
 * and a shared count looks unshared. Here the wait only catches a hang.
 */
const SLOW_MACHINE = { commandTimeoutMs: 120_000 };

/**
 * Waits (up to 15 s) until the app counts in Redis again, then shows it: `max` logins from `address`
 * on the app, and one more hit of the same key from another limiter on that Redis is refused.
 */
async function expectSharedAgain(t: TestApp, redis: TestRedis, address: string, max: number) {
  const limiter = t.app.ctx.limiter as RedisRateLimiter;
  // Until it reconnects (no deadline of its own: Vitest's time limit catches a hang).
  while (limiter.mode() !== 'redis') await new Promise((r) => setTimeout(r, 100));
  expect(limiter.mode(), 'the counters are shared again once Redis is back').toBe('redis');
  for (let i = 0; i < max; i++) expect((await t.request(login('w@example.com', address))).statusCode).toBe(401);
  const other = createRedisRateLimiter(redis.url, SLOW_MACHINE);
  try {
    expect(await other.waitUntilReady(120_000)).toBe(true); // as soon as it is ready; the limit only catches a hang
    expect((await other.hit(`login:${address}`, max, 60_000)).ok).toBe(false);
  } finally {
    await other.close();
  }
}

describe.skipIf(!hasRedisServer)('rate-limit counters in Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  it('shares fixed-window counters between limiters and answers the time left', async () => {
    const a = createRedisRateLimiter(redis.url, SLOW_MACHINE);
    const b = createRedisRateLimiter(redis.url, SLOW_MACHINE);
    try {
      expect(await a.waitUntilReady(120_000)).toBe(true); // as soon as it is ready; the limit only catches a hang
      expect(await b.waitUntilReady(120_000)).toBe(true);
      const windowStarted = Date.now();
      const results = [await a.hit('login:10.0.0.1', 3, 60_000), await b.hit('login:10.0.0.1', 3, 60_000), await a.hit('login:10.0.0.1', 3, 60_000)];
      expect(results.map((r) => r.ok)).toEqual([true, true, true]);
      const refused = await b.hit('login:10.0.0.1', 3, 60_000);
      expect(refused.ok).toBe(false);
      // The time left is the window less the time these hits took, however long that was (so a
      // fast machine checks for 59 or 60 s, and a busy one is not failed for being slow).
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(60 - Math.ceil((Date.now() - windowStarted) / 1000));
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await a.hit('login:10.0.0.2', 3, 60_000)).ok).toBe(true); // another address
      // The window ends: a short one lets hits through again. Long enough that the second hit lands
      // in it on a busy machine; then the test waits for the window's end (a refused hit in a fixed
      // window does not move its end), however long the machine takes.
      const SHORT_MS = 3_000;
      expect((await a.hit('short', 1, SHORT_MS)).ok).toBe(true);
      expect((await b.hit('short', 1, SHORT_MS)).ok).toBe(false);
      let later = await b.hit('short', 1, SHORT_MS);
      while (!later.ok) {
        await new Promise((r) => setTimeout(r, Math.max(50, later.retryAfterSeconds * 1000)));
        later = await b.hit('short', 1, SHORT_MS);
      }
      expect(later.ok).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('counts in memory with a logged warning while Redis is down or hung, and in Redis again when it is back, without a restart', async () => {
    const logs = logSink();
    const t = await createTestApp({ REDIS_URL: redis.url, RATE_LIMIT_LOGIN: '2/1m', LOG_LEVEL: 'warn' }, { logStream: logs.stream });
    try {
      expect((await t.request(login('x@example.com'))).statusCode).toBe(401);
      expect((await t.request(login('x@example.com'))).statusCode).toBe(401);
      expect((await t.request(login('x@example.com'))).statusCode).toBe(429);

      await redis.stop();
      // This instance's own count goes on: still refused, and a new address gets its 2 only.
      for (let i = 0; i < 3; i++) expect((await t.request(login('x@example.com'))).statusCode).toBe(429);
      const fresh = [];
      for (let i = 0; i < 3; i++) fresh.push((await t.request(login('x@example.com', '10.6.0.2'))).statusCode);
      expect(fresh).toEqual([401, 401, 429]);
      expect(logs.lines.filter((l) => l.level === 40 && /counting in this instance's memory/.test(l.msg))).toHaveLength(1);
      expect(logs.lines.some((l) => l.level >= 50)).toBe(false); // a warning, not an error

      await redis.start(); // empty: the counters were in memory only
      await expectSharedAgain(t, redis, '10.6.0.3', 2);

      // Hung (accepts connections, never answers): counted in memory, not waved through.
      redis.pause();
      try {
        const r = [];
        for (let i = 0; i < 3; i++) r.push((await t.request(login('y@example.com', '10.6.0.4'))).statusCode);
        expect(r).toEqual([401, 401, 429]);
      } finally {
        redis.resume();
      }
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!hasRedisServer)('a site started while Redis is down', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  it('starts anyway with a warning, counts in memory, and shares counters once Redis is up', async () => {
    await redis.stop();
    // The start waits a moment for Redis (server/app.ts), then goes on without it and says so: the
    // warning shows that the wait ended without Redis, and the requests below that the site serves.
    const logs = logSink();
    const t = await createTestApp({ REDIS_URL: redis.url, RATE_LIMIT_LOGIN: '1/1m', LOG_LEVEL: 'warn' }, { logStream: logs.stream });
    try {
      expect(logs.lines.some((l) => /Redis is not reachable yet/.test(l.msg))).toBe(true);
      const first = [];
      for (let i = 0; i < 3; i++) first.push((await t.request(login('z@example.com', '10.7.0.1'))).statusCode);
      expect(first).toEqual([401, 429, 429]);
      await redis.start();
      await expectSharedAgain(t, redis, '10.7.0.2', 1);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!pgUrl || !hasRedisServer)(
  'two instances on one PostgreSQL, uploads in the database, counters in Redis (needs a PostgreSQL server and redis-server)',
  () => {
    let redis: TestRedis;
    let db: Awaited<ReturnType<typeof createFreshPgDatabase>>;
    let a: TestApp;
    let b: TestApp;
    let adminToken: string;

    beforeAll(async () => {
      redis = await startRedis();
      db = await createFreshPgDatabase(pgUrl!);
      const env = {
        DATABASE_URL: db.url,
        PAGE_CACHE_SECONDS: '60',
        UPLOADS_STORAGE: 'database',
        JWT_SECRET,
        REDIS_URL: redis.url,
        RATE_LIMIT_LOGIN: '3/1m',
      };
      // Each instance's limiter as the app makes it, but with the generous timeouts of SLOW_MACHINE
      // and ready before the app starts: with the production 250 ms, a busy machine's slow Redis
      // reply switches an instance to counting in its own memory, and the counters are not shared.
      const sharedLimiter = async () => {
        const limiter = createRedisRateLimiter(redis.url, SLOW_MACHINE);
        expect(await limiter.waitUntilReady(120_000)).toBe(true);
        return limiter;
      };
      a = await createTestApp(env, { limiter: await sharedLimiter() });
      b = await createTestApp(env, { limiter: await sharedLimiter() }); // its own DATA_DIR: nothing is shared through the disk
      const admin = await a.createUser({ role: 'admin', email: 'admin@example.com', password: 'Admin-pass-123' });
      const res = await a.request({ method: 'POST', url: '/api/login', payload: { email: admin.email, password: admin.password } });
      expect(res.statusCode).toBe(200);
      adminToken = a.json(res).token;
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await db?.drop();
      await redis?.stop();
    });

    it('a token issued by one instance is accepted by the other', async () => {
      const r = await b.request({ method: 'GET', url: '/api/reviews?status=pending', headers: bearer(adminToken) });
      expect(r.statusCode).toBe(200);
      expect((await b.request({ method: 'GET', url: '/api/topics', headers: bearer(adminToken) })).statusCode).toBe(200);
    });

    it('a review submitted on A and approved on B shows in the public list of both', async () => {
      const submit = await a.request({
        method: 'POST',
        url: '/api/reviews',
        ...multipart({ name: 'Chiamaka', rating: '5', review_text: 'Served by instance A, approved on B.', captchaToken: await solvedCaptcha(a) }),
      });
      expect(submit.statusCode).toBe(201);
      const id = a.json(submit).id as number;
      for (const app of [a, b]) {
        expect(app.json(await app.request({ method: 'GET', url: '/api/reviews' })).reviews.map((r: { id: number }) => r.id)).not.toContain(id);
      }
      const approve = await b.request({ method: 'PUT', url: '/api/reviews', headers: bearer(adminToken), payload: { id, action: 'approve' } });
      expect(approve.statusCode).toBe(200);
      // Both instances had the list without it in their caches; B's approval reaches A's cache through
      // PostgreSQL (LISTEN/NOTIFY) at once, not after the caches' lifetime (60 s here).
      for (const app of [a, b]) {
        await expect
          .poll(async () => app.json(await app.request({ method: 'GET', url: '/api/reviews' })).reviews, { timeout: 5000, interval: 50 })
          .toEqual([expect.objectContaining({ id, username: 'Chiamaka', status: 'approved' })]);
      }
    });

    it('an image uploaded to the gallery on A is served by B under /uploads/, and deleted for both', async () => {
      const upload = await a.request({
        method: 'POST',
        url: '/api/gallery',
        ...multipart(
          { title: 'Our office' },
          { field: 'image', filename: 'office.png', type: 'image/png', data: await makePng(1000, 600) },
          bearer(adminToken),
        ),
      });
      expect(upload.statusCode).toBe(201);
      const image = a.json(upload).image as { id: number; image_url: string; srcset: string };
      const urls = image.srcset.split(',').map((p) => p.trim().split(/\s+/)[0]);
      expect(urls.length).toBeGreaterThan(1);
      for (const url of urls) {
        expect(url).toMatch(/^\/uploads\/[a-f0-9]+-\d+\.webp$/);
        const fromA = await a.request({ method: 'GET', url });
        const fromB = await b.request({ method: 'GET', url });
        expect(fromB.statusCode).toBe(200);
        expect(fromB.headers['content-type']).toBe('image/webp');
        expect(Buffer.compare(fromB.rawPayload, fromA.rawPayload)).toBe(0);
        expect(fromB.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      }
      expect(b.json(await b.request({ method: 'GET', url: '/api/gallery' })).gallery).toEqual([expect.objectContaining({ id: image.id })]);

      const del = await b.request({ method: 'DELETE', url: `/api/gallery?id=${image.id}`, headers: bearer(adminToken) });
      expect(del.statusCode).toBe(200);
      for (const app of [a, b]) expect((await app.request({ method: 'GET', url: urls[0] })).statusCode).toBe(404);
    });

    it('a captcha challenge fetched from A is accepted by B, once (the shared JWT_SECRET signs both)', async () => {
      const challenge = a.json(await a.request({ method: 'GET', url: '/api/captcha/challenge' }));
      const captchaToken = await solveAltchaForTests(challenge);
      const message = { name: 'Emeka', email: 'emeka@example.com', message: 'Asked on A, sent on B.', captchaToken };
      const sent = await b.request({ method: 'POST', url: '/api/contact', payload: message });
      expect(sent.statusCode, sent.body).toBe(200);
      const replay = await a.request({ method: 'POST', url: '/api/contact', payload: message });
      expect(replay.statusCode).toBe(400); // spent on B: the captcha_uses table is shared
      const inbox = a.json(await a.request({ method: 'GET', url: '/api/messages', headers: bearer(adminToken) })).messages;
      expect(inbox).toEqual([expect.objectContaining({ email: 'emeka@example.com' })]);
    });

    it('shares rate-limit counters: 2 logins on A and 2 on B, the 4th is refused (limit 3 a minute)', async () => {
      const ip = '10.6.4.4';
      const codes = [
        (await a.request(login('nobody1@example.com', ip))).statusCode,
        (await a.request(login('nobody2@example.com', ip))).statusCode,
        (await b.request(login('nobody3@example.com', ip))).statusCode,
      ];
      expect(codes).toEqual([401, 401, 401]);
      const fourth = await b.request(login('nobody4@example.com', ip));
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      expect((await a.request(login('nobody5@example.com', ip))).statusCode).toBe(429);
      expect((await a.request(login('nobody6@example.com', '10.6.5.5'))).statusCode).toBe(401); // another address
    });
  },
);
