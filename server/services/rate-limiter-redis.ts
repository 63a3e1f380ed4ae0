/**
 * Fixed-window rate-limit counters in Redis (REDIS_URL), shared by every instance. Same semantics as
 * the memory limiter: a window opens with the first hit of a key and lasts `windowMs`; the count and
 * the expiry are updated atomically by one small Lua script (INCR, then PEXPIRE when the key has no
 * expiry yet).
 *
 * Fails open: when Redis is unreachable or slow, a hit is allowed and a warning is logged (at most
 * once per WARN_EVERY_MS), so an outage of the counters never turns into errors for visitors. The
 * per-account limits (failed logins, code attempts, resend cooldown) live in the database and keep
 * working. Reasons: docs/decisions/0004-shared-uploads.md ("Rate limits in Redis").
 */
import { createHash } from 'node:crypto';
import type { createClient } from 'redis';
import type { RateLimiter } from './rate-limiter';

const SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}
`;
const SHA = createHash('sha1').update(SCRIPT).digest('hex');
const WARN_EVERY_MS = 30_000;

export interface LimiterLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisRateLimiterOptions {
  /** Key prefix, so one Redis can serve several sites. */
  prefix?: string;
  /** A hit waits at most this long for Redis before it is allowed anyway. */
  commandTimeoutMs?: number;
  logger?: LimiterLogger;
}

export interface RedisRateLimiter extends RateLimiter {
  /** Resolves true once connected, or false after `ms` (the limiter keeps trying in the background). */
  waitUntilReady(ms: number): Promise<boolean>;
}

export function createRedisRateLimiter(url: string, opts: RedisRateLimiterOptions = {}): RedisRateLimiter {
  const prefix = opts.prefix ?? 'site:rl:';
  const timeout = opts.commandTimeoutMs ?? 500;
  const log = opts.logger ?? { warn: () => {}, info: () => {} };
  let lastWarn = 0;
  let failing = false;
  let closed = false;

  const warn = (err: unknown, what: string) => {
    failing = true;
    const now = Date.now();
    if (now - lastWarn < WARN_EVERY_MS) return;
    lastWarn = now;
    // The URL may hold a password: log the error text only.
    log.warn({ err: { message: (err as Error)?.message ?? String(err) } }, `rate limits not enforced: ${what}`);
  };

  // The redis package is loaded only here, so a site without REDIS_URL never loads it (~10 MB at start).
  let client: ReturnType<typeof makeClient> | undefined;
  function makeClient(create: typeof createClient) {
    const c = create({
      url,
      // Commands fail at once while disconnected instead of piling up behind a dead connection, and
      // a Redis that accepts but never answers cannot hold more than this many of them.
      disableOfflineQueue: true,
      commandsQueueMaxLength: 1000,
      socket: {
        connectTimeout: 2000,
        // Keep trying forever, at most every 2 s: Redis coming back heals the limiter without a restart.
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
      },
    });
    c.on('error', (err: unknown) => warn(err, 'Redis is unreachable'));
    c.on('ready', () => {
      if (failing) log.info({}, 'rate limits: Redis is reachable again');
      failing = false;
    });
    return c;
  }
  const connecting = import('redis')
    .then(({ createClient }) => {
      if (closed) throw new Error('the limiter is closed');
      client = makeClient(createClient);
      return client.connect();
    })
    .then(
      () => true,
      (err: unknown) => {
        warn(err, 'could not connect to Redis');
        return false;
      },
    );

  /** node-redis's own command timeout only covers the wait to be written, not the wait for the reply. */
  function withTimeout<T>(p: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeout} ms`)), timeout);
    });
    p.catch(() => {}); // a late failure after the timeout is not unhandled
    return Promise.race([p, late]).finally(() => clearTimeout(timer));
  }

  async function script(key: string, windowMs: number): Promise<[number, number]> {
    try {
      return (await client!.sendCommand(['EVALSHA', SHA, '1', key, String(windowMs)])) as [number, number];
    } catch (err) {
      if (!/NOSCRIPT/.test((err as Error)?.message ?? '')) throw err;
      return (await client!.sendCommand(['EVAL', SCRIPT, '1', key, String(windowMs)])) as [number, number];
    }
  }

  return {
    async hit(key, max, windowMs) {
      if (closed || !client?.isReady) {
        warn(new Error(closed ? 'the limiter is closed' : 'not connected'), 'Redis is unreachable');
        return { ok: true, retryAfterSeconds: 0 };
      }
      try {
        const [count, ttl] = await withTimeout(script(prefix + key, windowMs));
        failing = false;
        return { ok: Number(count) <= max, retryAfterSeconds: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
      } catch (err) {
        warn(err, 'a Redis command failed');
        return { ok: true, retryAfterSeconds: 0 };
      }
    },

    async waitUntilReady(ms) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
        timer.unref();
      });
      try {
        return await Promise.race([connecting, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      const c = client; // undefined while the redis package is still loading: then no client is made
      if (!c) return;
      if (c.isReady) await c.close().catch(() => c.destroy());
      else c.destroy(); // also stops a reconnect loop that never reached Redis
    },
  };
}
