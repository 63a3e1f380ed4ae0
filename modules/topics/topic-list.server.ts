import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { TOPIC_LIST_CALLS } from './topic-list.calls';
import { topicsWithCategories } from './topics.service';

/** The handler of the members' list (./topic-list.calls.ts): the titles, each with its category. */
export const topicListHandlers = (ctx: AppContext) =>
  served(TOPIC_LIST_CALLS, {
    topics: async () => ({ status: 'success' as const, topics: await topicsWithCategories(ctx) }),
  });
