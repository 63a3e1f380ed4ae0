/**
 * Fixed-window counters per key, for the abuse limits (the RATE_LIMIT_* settings of the README;
 * docs/decisions/0010-rate-limits-under-attack.md). In memory by default; the interface is the seam
 * for a shared store (Redis) when several instances run, and this limiter is also what the Redis one
 * falls back to while Redis is unavailable (server/services/rate-limiter-redis.ts).
 *
 * Memory is bounded. Windows of one length are kept in the order they opened, which is also the order
 * they end, so the expired ones are always at the front and are dropped in constant time per key, as
 * soon as room is needed (and once a minute). A live window is never dropped: dropping one would give
 * its key a fresh budget, so whoever can make enough new keys could reset their own counter. When the
 * table is full of live windows, a new key is counted in one of OVERFLOW_BUCKETS shared counters
 * (chosen by a hash of the key) instead: newcomers then share a budget with a few others, which is
 * stricter, never looser. The table holds at most `maxKeys` windows plus OVERFLOW_BUCKETS per kind
 * of limit (the part of the key before the first ':'). Reasons: docs/decisions/0010-rate-limits-under-attack.md.
 */
export interface RateLimiter {
  /** Counts one hit; `ok` is false once the key has used up `max` hits in the window. */
  hit(key: string, max: number, windowMs: number): Promise<{ ok: boolean; retryAfterSeconds: number }>;
  close(): Promise<void>;
}

/** Shared counters per kind of limit for keys that arrive while the table is full of live windows. */
export const OVERFLOW_BUCKETS = 1024;

interface Window {
  count: number;
  resetAt: number;
}

/** FNV-1a: a cheap, stable spread of keys over the overflow counters. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface MemoryRateLimiter extends RateLimiter {
  /** Windows held, overflow counters included. */
  size(): number;
}

export function createMemoryRateLimiter(maxKeys = 100_000): MemoryRateLimiter {
  // One map per window length; in each, windows in the order they opened (= the order they end).
  const byLength = new Map<number, Map<string, Window>>();
  let size = 0;

  function dropExpired(now: number) {
    for (const windows of byLength.values()) {
      for (const [k, w] of windows) {
        if (w.resetAt > now) break;
        windows.delete(k);
        size -= 1;
      }
    }
  }

  const sweep = setInterval(() => dropExpired(Date.now()), 60_000);
  sweep.unref();

  function count(windows: Map<string, Window>, key: string, max: number, windowMs: number, now: number) {
    let w = windows.get(key);
    if (w && w.resetAt <= now) {
      windows.delete(key); // opened again below, at the end of the order
      size -= 1;
      w = undefined;
    }
    if (!w) {
      w = { count: 0, resetAt: now + windowMs };
      windows.set(key, w);
      size += 1;
    }
    w.count += 1;
    return { ok: w.count <= max, retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
  }

  return {
    async hit(key, max, windowMs) {
      const now = Date.now();
      let windows = byLength.get(windowMs);
      if (!windows) byLength.set(windowMs, (windows = new Map()));
      const live = windows.get(key);
      if (live && live.resetAt > now) return count(windows, key, max, windowMs, now);
      if (size >= maxKeys) dropExpired(now);
      // An expired window still held for this key is reopened in place: no new room needed.
      if (size < maxKeys || windows.has(key)) return count(windows, key, max, windowMs, now);
      // Full of live windows: count the newcomer in a shared counter rather than forget anyone.
      const kind = key.slice(0, Math.max(0, key.indexOf(':')));
      return count(windows, `\0overflow:${kind}:${fnv1a(key) % OVERFLOW_BUCKETS}`, max, windowMs, now);
    },
    size: () => size,
    async close() {
      clearInterval(sweep);
      byLength.clear();
      size = 0;
    },
  };
}
