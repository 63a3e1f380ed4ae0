import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { TOPIC_CHANGE_CALLS } from './topic-changes.calls';
import { addTopic, changeTopic, deleteTopic } from './topics.service';

/** The handlers of the staff's changes (./topic-changes.calls.ts); the rules are in ./topics.service.ts. */
export const topicChangeHandlers = (ctx: AppContext) =>
  served(TOPIC_CHANGE_CALLS, {
    addTopic: async (req, reply) => {
      const id = await addTopic(ctx, req.body.title, req.body.category ?? null);
      reply.code(201);
      return { status: 'success' as const, message: 'Topic added.', id };
    },

    updateTopic: async (req) => {
      await changeTopic(ctx, req.query.id, req.body.title, req.body.category);
      return { status: 'success' as const, message: 'Topic updated.' };
    },

    deleteTopic: async (req) => {
      await deleteTopic(ctx, req.query.id);
      return { status: 'success' as const, message: 'Topic deleted.' };
    },
  });
