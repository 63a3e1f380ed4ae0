import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ping } from '../db/repositories/health';
import { errorBody, HttpError } from '../http/errors';
import { routeSchema } from '../../common/api/endpoints';

/** GET /api/health: 200 while the database answers, 503 when it does not (for load balancers and monitors). */
export function healthRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    base.withTypeProvider<ZodTypeProvider>().get('/', {
      schema: { response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('error'), message: z.string() }) } },
    }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      if (await ping(ctx.db)) return { status: 'ok' as const };
      return reply.code(503).send(errorBody('The database is not reachable.'));
    });
  };
}

/** GET /api/captcha/challenge: a fresh ALTCHA proof-of-work challenge for the contact and review forms. */
export function captchaRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get('/challenge', { schema: routeSchema('captchaChallenge') }, async (_req, reply) => {
      if (ctx.config.captcha.provider !== 'altcha') throw new HttpError(404, 'This site uses a third-party captcha.');
      reply.header('cache-control', 'no-store');
      return (await ctx.captcha.createChallenge()) as Record<string, unknown>;
    });
  };
}
