import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { conflict, notFound } from '../http/errors';
import * as topics from '../db/repositories/topics';

/** GET /api/topics: the titles are for verified members only. */
export function memberTopicRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    base.withTypeProvider<ZodTypeProvider>().get('/', { schema: routeSchema('topics') }, async () => {
      return { status: 'success' as const, topics: await topics.list(ctx.db) };
    });
  };
}

/** The admin's add, edit and delete. */
export function adminTopicRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post('/', { schema: routeSchema('addTopic') }, async (req, reply) => {
      if (await topics.findByTitle(ctx.db, req.body.title)) throw conflict('A topic with this title already exists.');
      const id = await topics.create(ctx.db, req.body.title);
      reply.code(201);
      return { status: 'success' as const, message: 'Topic added.', id };
    });

    app.put('/', { schema: routeSchema('updateTopic') }, async (req) => {
      const same = await topics.findByTitle(ctx.db, req.body.title);
      if (same && same.id !== req.query.id) throw conflict('A topic with this title already exists.');
      if (!(await topics.update(ctx.db, req.query.id, req.body.title))) throw notFound('This topic no longer exists.');
      return { status: 'success' as const, message: 'Topic updated.' };
    });

    app.delete('/', { schema: routeSchema('deleteTopic') }, async (req) => {
      if (!(await topics.remove(ctx.db, req.query.id))) throw notFound('This topic no longer exists.');
      return { status: 'success' as const, message: 'Topic deleted.' };
    });
  };
}
