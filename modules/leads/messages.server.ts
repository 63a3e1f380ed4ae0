import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { notFound } from '../../server/http/errors';
import * as messages from './messages.repository';
import { LEAD_MESSAGE_CALLS } from './messages.calls';

/** The handlers of the older door to the contact messages (./messages.calls.ts): every message the form stored, newest first. */
export const messageHandlers = (ctx: AppContext) =>
  served(LEAD_MESSAGE_CALLS, {
    messages: async () => ({ status: 'success' as const, messages: await messages.list(ctx.db) }),

    markMessage: async (req) => {
      if (!(await messages.findById(ctx.db, req.query.id))) throw notFound('This message no longer exists.');
      await messages.setRead(ctx.db, req.query.id, req.body.read);
      return { status: 'success' as const, message: req.body.read ? 'Marked as read.' : 'Marked as unread.' };
    },

    deleteMessage: async (req) => {
      if (!(await messages.findById(ctx.db, req.query.id))) throw notFound('This message no longer exists.');
      await messages.remove(ctx.db, req.query.id);
      return { status: 'success' as const, message: 'Message deleted.' };
    },
  });
