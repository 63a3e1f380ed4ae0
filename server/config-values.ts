import { isIP } from 'node:net';
import { z } from 'zod';

/** The kinds of value settings are written in (server/config.ts): their checks and how they are read. */

export const rateSpec = z
  .string()
  .regex(/^\d+\/\d+(s|m|h)$/, 'expected "<count>/<window>" such as 30/1m, 20/1h or 10/10m');

export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const TRUST_PROXY_EXPECTED =
  'expected the number of proxies in front of the site (1 for one nginx), or their addresses or CIDR ranges separated by commas (such as 127.0.0.1 or 10.0.0.0/8), or false';

/** One entry of a TRUST_PROXY list: an address, a CIDR range, or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [addr, bits, extra] = entry.split('/');
  const family = isIP(addr);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which `X-Forwarded-For` entries to believe: false (none), a hop count, or the proxies' addresses.
 * `true` means one hop, never "all": trusting every hop takes the left-most entry, which the client
 * writes itself (docs/decisions/0010-rate-limits-under-attack.md).
 */
export const trustProxy = z.string().transform((raw, ctx): false | number | string[] => {
  const v = raw.trim().toLowerCase();
  if (['false', 'no', '0', ''].includes(v)) return false;
  if (['true', 'yes'].includes(v)) return 1;
  if (/^\d+$/.test(v)) {
    if (Number(v) <= 10) return Number(v);
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_EXPECTED });
    return z.NEVER;
  }
  const list = v.split(',').map((e) => e.trim()).filter(Boolean);
  if (list.length === 0 || !list.every(isProxyAddress)) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_EXPECTED });
    return z.NEVER;
  }
  return list;
});

/** A whole number of days, 1 to 100 years. */
export const days = z.coerce
  .number({ error: 'expected a whole number of days from 1 to 36500' })
  .int('expected a whole number of days from 1 to 36500')
  .min(1, 'expected a whole number of days from 1 to 36500')
  .max(36_500, 'expected a whole number of days from 1 to 36500');

/** "1m,5m,30m,2h,6h": the waits before each retry of a failed notice mail; "none" for no retries. */
const DELAY_LIST = /^(none|\d+(s|m|h)(,\d+(s|m|h)){0,19})$/;
export const delayList = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(DELAY_LIST, 'expected waits such as 1m,5m,30m,2h,6h (s, m or h; at most 20), or none'));

export interface RateLimit {
  max: number;
  windowMs: number;
}

export function parseRate(spec: string): RateLimit {
  const m = /^(\d+)\/(\d+)(s|m|h)$/.exec(spec)!;
  const unit = { s: 1000, m: 60_000, h: 3_600_000 }[m[3] as 's' | 'm' | 'h'];
  return { max: Number(m[1]), windowMs: Number(m[2]) * unit };
}

export function parseDelays(list: string): number[] {
  if (list === 'none') return [];
  const unit = { s: 1000, m: 60_000, h: 3_600_000 } as const;
  return list.split(',').map((d) => Number(d.slice(0, -1)) * unit[d.slice(-1) as keyof typeof unit]);
}
