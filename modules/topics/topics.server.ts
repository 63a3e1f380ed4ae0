import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { TOPIC_CHANGE_CALLS, TOPIC_LIST_CALLS } from './topics.calls';
import { addTopic, changeTopic, deleteTopic, topicsWithCategories } from './topics.service';

/** The handler of the members' list (./topics.calls.ts TOPIC_LIST_CALLS): the titles, each with its category. */
export const topicListHandlers = (ctx: AppContext) =>
  served(TOPIC_LIST_CALLS, {
    topics: async () => ({ status: 'success' as const, topics: await topicsWithCategories(ctx) }),
  });

/** The handlers of the staff's changes (./topics.calls.ts TOPIC_CHANGE_CALLS). */
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
