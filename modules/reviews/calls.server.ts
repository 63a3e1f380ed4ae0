import type { AppContext } from '../../server/context';
import { moderationHandlers } from './moderation.server';
import { reviewFormHandlers } from './review-form.server';

/**
 * The reviews module's calls with their handlers (docs/decisions/0033-domain-modules.md), for
 * server/routes/index.ts to mount in the scope each call's access names. The approved reviews the
 * pages show and the review page's own action without JavaScript are in ./page.server.ts.
 */
export const reviewCalls = (ctx: AppContext) => [reviewFormHandlers(ctx), moderationHandlers(ctx)];
