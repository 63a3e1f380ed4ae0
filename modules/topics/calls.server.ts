import type { AppContext } from '../../server/context';
import { topicListHandlers } from './topic-list.server';
import { topicChangeHandlers } from './topic-changes.server';

/**
 * The topics module's calls with their handlers (docs/decisions/0033-domain-modules.md), for
 * server/routes/index.ts to mount in the scope each call's access names.
 */
export const topicCalls = (ctx: AppContext) => [topicListHandlers(ctx), topicChangeHandlers(ctx)];
