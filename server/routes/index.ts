import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { AppContext } from '../context';
import { MAX_UPLOAD_BYTES } from '../../common/constants';
import { ping } from '../db/database';
import { HttpError } from '../errors';
import { loginRoutes, resendRoutes, signupRoutes, verifyRoutes } from './accounts';
import { topicRoutes } from './topics';
import { clientRoutes } from './clients';
import { reviewRoutes } from './reviews';
import { galleryRoutes } from './gallery';
import { contactRoutes } from './contact';
import { messageRoutes, statsRoutes } from './messages';
import { forgotPasswordRoutes, resetPasswordRoutes } from './password-reset';
import { accountRoutes } from './account';
import { userRoutes } from './users';
import { contentRoutes } from './content';

/**
 * Everything under /api. Each resource of spec section 7 answers at /api/<name> and, for clients
 * written against the original backend, at /api/<name>.php (contract.md "API paths").
 */
export function apiPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (api: FastifyInstance) => {
    // The admin's review action arrives form-encoded (spec section 7).
    api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    await api.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 20, fieldSize: 16 * 1024, parts: 24, headerPairs: 100 },
    });
    api.addHook('onSend', async (_req, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
      return payload;
    });

    const resources: Record<string, FastifyPluginAsync> = {
      clients: clientRoutes(ctx),
      topics: topicRoutes(ctx),
      reviews: reviewRoutes(ctx),
      gallery: galleryRoutes(ctx),
      contact: contactRoutes(ctx),
      login: loginRoutes(ctx),
      signup: signupRoutes(ctx),
      verify: verifyRoutes(ctx),
      'resend-email': resendRoutes(ctx),
      messages: messageRoutes(ctx),
      stats: statsRoutes(ctx),
    };
    for (const [name, plugin] of Object.entries(resources)) {
      await api.register(plugin, { prefix: `/${name}` });
      await api.register(plugin, { prefix: `/${name}.php` });
    }
    // Issue 14's calls are not in the original backend, so they have no .php twin.
    await api.register(forgotPasswordRoutes(ctx), { prefix: '/forgot-password' });
    await api.register(resetPasswordRoutes(ctx), { prefix: '/reset-password' });
    await api.register(accountRoutes(ctx), { prefix: '/account' });
    await api.register(userRoutes(ctx), { prefix: '/users' });

    // Site content (admin only; new with issue 13, so no .php twin).
    await api.register(contentRoutes(ctx), { prefix: '/content' });

    const typed = api.withTypeProvider<ZodTypeProvider>();
    typed.get('/health', {
      schema: { response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('error'), message: z.string() }) } },
    }, async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      if (await ping(ctx.db)) return { status: 'ok' as const };
      return reply.code(503).send({ status: 'error' as const, message: 'The database is not reachable.' });
    });

    typed.get('/captcha/challenge', {}, async (_req, reply) => {
      if (ctx.config.captcha.provider !== 'altcha') throw new HttpError(404, 'This site uses a third-party captcha.');
      reply.header('cache-control', 'no-store');
      return ctx.captcha.createChallenge();
    });

    api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());

    api.all('/*', { schema: { hide: true } }, async (req, reply) => {
      return reply.code(404).send({ status: 'error', message: `No API endpoint at ${req.method} ${req.url.split('?')[0]}.` });
    });
  };
}
