import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Config } from '../config';
import { tooManyRequests, waitText } from './errors';
import { clientAddressKey } from '../services/client-address';

export type LimitName = keyof Config['rateLimits'];

/**
 * A hook counting one request per client address (an IPv6 client per /64, server/services/client-address.ts)
 * against the named limit.
 */
export function rateLimit(ctx: AppContext, name: LimitName) {
  const { max, windowMs } = ctx.config.rateLimits[name];
  return async (req: FastifyRequest) => {
    const r = await ctx.limiter.hit(`${name}:${clientAddressKey(req.ip)}`, max, windowMs);
    if (!r.ok) {
      throw tooManyRequests(
        r.retryAfterSeconds,
        `Too many requests from your network. Please try again in ${waitText(r.retryAfterSeconds)}.`,
      );
    }
  };
}
