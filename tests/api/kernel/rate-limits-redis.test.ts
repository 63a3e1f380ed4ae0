import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../../../server/services/rate-limiter-redis';
import { createTestApp, type TestApp } from '../../support/app';
import { hasRedisServer, noRedisReason, startRedis, type TestRedis } from '../../support/redis-server';
import { tally } from '../../support/parallel';

/**
 * Shared counters in Redis (REDIS_URL) must never turn into "no limit": while Redis is stopped,
 * erroring or too slow to answer, each instance counts in its own memory, and says so in the log
 * once per switch (docs/decisions/0010-rate-limits-under-attack.md).
 */

if (!hasRedisServer) console.warn(`Redis fallback tests skipped: ${noRedisReason}`);

const LIMIT = 20;
const PARALLEL = 30;

/** The limiter's log lines (level 40 warning, 30 info), as the app's logger would receive them. */
function logSink() {
  const lines: { level: number; msg: string }[] = [];
  return {
    lines,
    logger: {
      warn: (_obj: object, msg: string) => void lines.push({ level: 40, msg }),
      info: (_obj: object, msg: string) => void lines.push({ level: 30, msg }),
    },
  };
}

/** One command to Redis on a connection of its own; resolves with the first reply line. */
function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const sock = net.connect({ port, host: '127.0.0.1' }, () => sock.write(`${command}\r\n`));
    sock.once('data', (d) => {
      sock.destroy();
      resolve(d.toString().trim());
    });
    sock.once('error', reject);
  });
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds, however long a busy machine takes; a hang meets Vitest's time limit, which names the test. */
async function waitFor(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await wait(50);
}

describe.skipIf(!hasRedisServer)('rate limits while Redis is unavailable', () => {
  let redis: TestRedis;
  let t: TestApp;
  const logs = logSink();
  let n = 0;

  const logins = (address: string, count = PARALLEL) =>
    Promise.all(
      Array.from({ length: count }, () =>
        t.request({
          method: 'POST',
          url: '/api/login',
          remoteAddress: address,
          payload: { email: `nobody-${++n}@example.com`, password: 'wrong-password' },
        }),
      ),
    );
  const switches = () => logs.lines.filter((l) => /counting in this instance's memory/.test(l.msg));
  const returns = () => logs.lines.filter((l) => /counters are shared again/.test(l.msg));
  /** Waits until the limiter counts in Redis: a login from a fresh address leaves a key there. */
  const sharedAgain = () =>
    waitFor(async () => {
      const address = `10.60.${++n % 250}.1`;
      await t.request({ method: 'POST', url: '/api/login', remoteAddress: address, payload: { email: 'x@example.com', password: 'wrong-password' } });
      return (await redisCommand(redis.port, `EXISTS site:rl:login:${address}`)) === ':1';
    });

  beforeAll(async () => {
    redis = await startRedis();
    // The app's limiter, built here with a timeout generous enough that a busy test machine never
    // trips it by accident (the default is 250 ms); a paused Redis trips it all the same.
    const limiter = createRedisRateLimiter(redis.url, { logger: logs.logger, commandTimeoutMs: 1500 });
    t = await createTestApp({ REDIS_URL: redis.url, RATE_LIMIT_LOGIN: `${LIMIT}/1m` }, { limiter });
    await sharedAgain();
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('counts in Redis while it is up: 30 parallel logins from one address, the last 10 refused', async () => {
    expect(tally(await logins('10.61.0.1'))).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
    expect(await redisCommand(redis.port, 'GET site:rl:login:10.61.0.1')).toBe(`$2\r\n${PARALLEL}`);
  });

  it('Redis stopped: 30 parallel logins from one address still get 429 beyond the limit; the switch is logged once each way', async () => {
    expect(switches()).toHaveLength(0);
    await redis.stop();
    expect(tally(await logins('10.62.0.1'))).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
    // More traffic while Redis is still down: refused, and no new log line per request.
    expect(tally(await logins('10.62.0.1'))).toEqual({ 429: PARALLEL });
    expect(tally(await logins('10.62.0.2', 25))).toEqual({ 401: LIMIT, 429: 5 });
    expect(switches()).toHaveLength(1);
    expect(switches()[0].level).toBe(40); // a warning

    await redis.start(); // empty: the counters were in its memory only
    await sharedAgain();
    expect(returns()).toHaveLength(1);
    expect(switches()).toHaveLength(1);
  });

  it('Redis paused (CLIENT PAUSE): 30 parallel logins from one address still get 429 beyond the limit, and it recovers', async () => {
    const before = switches().length;
    expect(await redisCommand(redis.port, 'CLIENT PAUSE 5000 ALL')).toBe('+OK');
    try {
      expect(tally(await logins('10.63.0.1'))).toEqual({ 401: LIMIT, 429: PARALLEL - LIMIT });
      expect(tally(await logins('10.63.0.1'))).toEqual({ 429: PARALLEL });
      expect(switches()).toHaveLength(before + 1);
    } finally {
      await sharedAgain(); // the pause ends by itself
    }
    expect(returns()).toHaveLength(2);
  });
});
