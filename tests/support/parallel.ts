import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';

/** How many answers had each status: `{ 401: 20, 429: 10 }`. */
export function tally(rs: { statusCode: number }[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const r of rs) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
}

/** `count` requests sent at once, as an attacker would; the answers in the order they were made. */
export function parallel(t: TestApp, count: number, make: (i: number) => InjectOptions): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => t.request(make(i))));
}
