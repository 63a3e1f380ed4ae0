import type { AppContext } from '../../server/context';
import { moderationHandlers } from './moderation.server';
import { reviewFormHandlers } from './review-form.server';

/**
 * What the server's own layers take from the reviews module (docs/decisions/0033-domain-modules.md):
 * its calls with their handlers, for server/routes/index.ts to mount in the scope each call's access
 * names, and the receiving of a review, for the review page's own action without JavaScript
 * (server/pages/page-forms.ts).
 */
export const reviewCalls = (ctx: AppContext) => [reviewFormHandlers(ctx), moderationHandlers(ctx)];

export { receiveReview } from './reviews.service';
