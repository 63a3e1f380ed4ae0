import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { notFound } from '../http/errors';
import * as messages from '../../modules/leads/messages.repository';

/** The contact inbox for admins: every message the form stored, newest first. */
export function messageRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/', { schema: routeSchema('messages') }, async () => {
      return { status: 'success' as const, messages: await messages.list(ctx.db) };
    });

    app.patch('/', { schema: routeSchema('markMessage') }, async (req) => {
      if (!(await messages.findById(ctx.db, req.query.id))) throw notFound('This message no longer exists.');
      await messages.setRead(ctx.db, req.query.id, req.body.read);
      return { status: 'success' as const, message: req.body.read ? 'Marked as read.' : 'Marked as unread.' };
    });

    app.delete('/', { schema: routeSchema('deleteMessage') }, async (req) => {
      if (!(await messages.findById(ctx.db, req.query.id))) throw notFound('This message no longer exists.');
      await messages.remove(ctx.db, req.query.id);
      return { status: 'success' as const, message: 'Message deleted.' };
    });
  };
}
