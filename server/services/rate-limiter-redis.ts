/**
 * Fixed-window rate-limit counters in Redis (REDIS_URL), shared by every instance. Same semantics as
 * the memory limiter: a window opens with the first hit of a key and lasts `windowMs`; the count and
 * the expiry are updated atomically by one small Lua script (INCR, then PEXPIRE when the key has no
 * expiry yet).
 *
 * Never fails open. Every hit is also counted in this instance's memory (server/services/rate-limiter.ts),
 * and that count answers whenever Redis cannot: not connected, an error, or no answer within
 * `commandTimeoutMs`. The first such failure switches the limiter to memory, so later hits do not wait
 * for Redis at all; a PING once a second switches it back when Redis answers again. Each switch is
 * logged once. While in memory, limits are per instance (N instances: N times the allowance), never
 * absent. Reasons: docs/decisions/0010-rate-limits-under-attack.md and ADR 0004.
 */
import { createHash } from 'node:crypto';
import type { createClient } from 'redis';
import { createMemoryRateLimiter, type RateLimiter } from './rate-limiter';

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
/** How often a limiter that switched to memory asks Redis whether it answers again. */
const PROBE_EVERY_MS = 1000;
/**
 * How long that question may take. Longer than a hit's timeout: nobody waits for the probe, and a
 * busy moment should not keep the counters apart; a Redis that does not answer at all stays out.
 */
const PROBE_TIMEOUT_MS = 2000;

export interface LimiterLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisRateLimiterOptions {
  /** Key prefix, so one Redis can serve several sites. */
  prefix?: string;
  /** A hit waits at most this long for Redis before this instance's own count answers. */
  commandTimeoutMs?: number;
  logger?: LimiterLogger;
  /** The counts used while Redis is unavailable; a memory limiter by default. */
  fallback?: RateLimiter;
}

export interface RedisRateLimiter extends RateLimiter {
  /** Resolves true once connected, or false after `ms` (the limiter keeps trying in the background). */
  waitUntilReady(ms: number): Promise<boolean>;
  /** 'redis' while counters are shared, 'memory' while this instance counts alone. */
  mode(): 'redis' | 'memory';
}

export function createRedisRateLimiter(url: string, opts: RedisRateLimiterOptions = {}): RedisRateLimiter {
  const prefix = opts.prefix ?? 'site:rl:';
  const timeout = opts.commandTimeoutMs ?? 250;
  const log = opts.logger ?? { warn: () => {}, info: () => {} };
  const local = opts.fallback ?? createMemoryRateLimiter();
  // 'starting' counts in memory like 'memory' but has logged nothing yet (app.ts says it at start).
  let state: 'starting' | 'redis' | 'memory' = 'starting';
  let closed = false;
  let probe: NodeJS.Timeout | undefined;
  let probing: Promise<void> | undefined;

  /** Redis is unavailable: count in memory, say so once, and start asking when it is back. */
  const toMemory = (err: unknown, what: string) => {
    if (closed) return;
    if (!probe) {
      probe = setInterval(() => void tryRedis(), PROBE_EVERY_MS);
      probe.unref();
    }
    if (state === 'memory') return;
    state = 'memory';
    // The URL may hold a password: log the error text only.
    log.warn(
      { err: { message: (err as Error)?.message ?? String(err) } },
      `rate limits: ${what}; counting in this instance's memory until Redis answers again`,
    );
  };

  const toRedis = () => {
    if (closed) return;
    clearInterval(probe);
    probe = undefined;
    if (state === 'memory') log.info({}, 'rate limits: Redis answers again; counters are shared again');
    state = 'redis';
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
    c.on('error', (err: unknown) => toMemory(err, 'Redis is unreachable'));
    c.on('ready', () => void tryRedis());
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
        toMemory(err, 'could not connect to Redis');
        return false;
      },
    );

  /** node-redis's own command timeout only covers the wait to be written, not the wait for the reply. */
  function withTimeout<T>(p: Promise<T>, ms = timeout): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    });
    p.catch(() => {}); // a late failure after the timeout is not unhandled
    return Promise.race([p, late]).finally(() => clearTimeout(timer));
  }

  /** Switches to Redis when it answers a PING in time (one probe at a time; callers share it). */
  function tryRedis(): Promise<void> {
    if (closed || !client?.isReady) return Promise.resolve();
    const c = client;
    probing ??= withTimeout(c.sendCommand(['PING']), PROBE_TIMEOUT_MS)
      .then(toRedis, (err: unknown) => toMemory(err, 'Redis does not answer'))
      .finally(() => {
        probing = undefined;
      });
    return probing;
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
      // Counted here on every hit, so a switch to memory starts from what this instance has seen.
      const own = await local.hit(key, max, windowMs);
      if (closed || state !== 'redis') return own;
      if (!client?.isReady) {
        toMemory(new Error('not connected'), 'Redis is unreachable');
        return own;
      }
      try {
        const [count, ttl] = await withTimeout(script(prefix + key, windowMs));
        return { ok: Number(count) <= max, retryAfterSeconds: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
      } catch (err) {
        toMemory(err, /no answer within/.test((err as Error)?.message ?? '') ? 'Redis is too slow' : 'a Redis command failed');
        return own;
      }
    },

    mode: () => (state === 'redis' ? 'redis' : 'memory'),

    async waitUntilReady(ms) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
        timer.unref();
      });
      try {
        const ready = connecting.then(async (connected) => {
          if (!connected) return false;
          await tryRedis();
          return state === 'redis';
        });
        return await Promise.race([ready, timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },

    async close() {
      if (closed) return;
      closed = true;
      clearInterval(probe);
      await local.close();
      const c = client; // undefined while the redis package is still loading: then no client is made
      if (!c) return;
      if (c.isReady) await c.close().catch(() => c.destroy());
      else c.destroy(); // also stops a reconnect loop that never reached Redis
    },
  };
}
