import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { IdQuerySchema } from '../../common/schemas';
import { notFound } from '../http/errors';
import * as messages from '../db/repositories/messages';

const MessageOut = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  mailed_at: z.string().nullable(),
  mail_error: z.string().nullable(),
  /** How the sender was told apart from a robot (common/spam-check.ts). */
  spam_check: z.enum(['captcha', 'form']),
});
const Message = z.object({ status: z.literal('success'), message: z.string() });

/** The contact inbox for admins: every message the form stored, newest first. */
export function messageRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/', { schema: { response: { 200: z.object({ status: z.literal('success'), messages: z.array(MessageOut) }) } } }, async () => {
      return { status: 'success' as const, messages: await messages.list(ctx.db) };
    });

    app.patch('/', {
      schema: { querystring: IdQuerySchema, body: z.object({ read: z.boolean() }), response: { 200: Message } },
    }, async (req) => {
      if (!(await messages.findById(ctx.db, req.query.id))) throw notFound('This message no longer exists.');
      await messages.setRead(ctx.db, req.query.id, req.body.read);
      return { status: 'success' as const, message: req.body.read ? 'Marked as read.' : 'Marked as unread.' };
    });

    app.delete('/', { schema: { querystring: IdQuerySchema, response: { 200: Message } } }, async (req) => {
      if (!(await messages.findById(ctx.db, req.query.id))) throw notFound('This message no longer exists.');
      await messages.remove(ctx.db, req.query.id);
      return { status: 'success' as const, message: 'Message deleted.' };
    });
  };
}
