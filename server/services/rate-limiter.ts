/**
 * Fixed-window counters per key (contract.md "Abuse limits"). In memory by default; the interface is
 * the seam for a shared store (Redis) when several instances run.
 */
export interface RateLimiter {
  /** Counts one hit; `ok` is false once the key has used up `max` hits in the window. */
  hit(key: string, max: number, windowMs: number): Promise<{ ok: boolean; retryAfterSeconds: number }>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(maxKeys = 100_000): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, max, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { ok: w.count <= max, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) };
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
