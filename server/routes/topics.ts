import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { conflict, notFound } from '../http/errors';
import * as topics from '../db/repositories/topics';
import { categoryOfTitle, topicCategories, type TopicCategory } from '../../content/topics';

/** A stored category, if it is still one of the six. */
const parseTopicCategory = (value: string | null): TopicCategory | null =>
  (topicCategories as readonly string[]).includes(value ?? '') ? (value as TopicCategory) : null;

/**
 * GET /api/topics: the titles are for verified members only. Each topic carries the category staff
 * chose, or else, for a built-in title, the one it is listed under; the page filters by it
 * (docs/decisions/0032-topic-search-and-categories.md).
 */
export function memberTopicRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    base.withTypeProvider<ZodTypeProvider>().get('/', { schema: routeSchema('topics') }, async () => {
      const rows = await topics.list(ctx.db);
      return { status: 'success' as const, topics: rows.map((t) => ({ ...t, category: parseTopicCategory(t.category) ?? categoryOfTitle(t.title) })) };
    });
  };
}

/** The admin's add, edit and delete. */
export function adminTopicRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post('/', { schema: routeSchema('addTopic') }, async (req, reply) => {
      if (await topics.findByTitle(ctx.db, req.body.title)) throw conflict('A topic with this title already exists.');
      const id = await topics.create(ctx.db, req.body.title, req.body.category ?? null);
      reply.code(201);
      return { status: 'success' as const, message: 'Topic added.', id };
    });

    app.put('/', { schema: routeSchema('updateTopic') }, async (req) => {
      const same = await topics.findByTitle(ctx.db, req.body.title);
      if (same && same.id !== req.query.id) throw conflict('A topic with this title already exists.');
      if (!(await topics.update(ctx.db, req.query.id, req.body.title, req.body.category))) throw notFound('This topic no longer exists.');
      return { status: 'success' as const, message: 'Topic updated.' };
    });

    app.delete('/', { schema: routeSchema('deleteTopic') }, async (req) => {
      if (!(await topics.remove(ctx.db, req.query.id))) throw notFound('This topic no longer exists.');
      return { status: 'success' as const, message: 'Topic deleted.' };
    });
  };
}
