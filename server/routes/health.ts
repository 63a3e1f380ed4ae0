import type { AppContext } from '../context';
import { ping } from '../db/repositories/health';
import { HttpError } from '../http/errors';
import { served } from '../http/declared-calls';
import { CAPTCHA_CALLS } from '../../common/api/captcha.calls';
import { HEALTH_CALLS } from '../../common/api/health.calls';

/**
 * The server's own calls, declared once in common/api/ (health.calls.ts, captcha.calls.ts) and
 * mounted with the modules' calls (docs/decisions/0033-domain-modules.md). They answer from the
 * kernel's services (the database, the captcha provider every form shares), not from a domain.
 */
export const kernelCalls = (ctx: AppContext) => [
  served(HEALTH_CALLS, {
    // GET /api/health: 200 while the database answers, 503 when it does not (for load balancers and monitors).
    health: async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      if (await ping(ctx.db)) return { status: 'ok' as const };
      throw new HttpError(503, 'The database is not reachable.');
    },
  }),
  served(CAPTCHA_CALLS, {
    // GET /api/captcha/challenge: a fresh ALTCHA proof-of-work challenge for the contact and review forms.
    captchaChallenge: async (_req, reply) => {
      if (ctx.config.captcha.provider !== 'altcha') throw new HttpError(404, 'This site uses a third-party captcha.');
      reply.header('cache-control', 'no-store');
      return (await ctx.captcha.createChallenge()) as Record<string, unknown>;
    },
  }),
];
