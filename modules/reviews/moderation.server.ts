import type { AppContext } from '../../server/context';
import { served, type ConstraintStrategy } from '../../server/http/declared-calls';
import { publicRead } from '../../server/http/public-cache';
import * as reviews from './reviews.repository';
import { REVIEW_MODERATION_CALLS } from './moderation.calls';
import { deleteReview, moderateReview } from './reviews.service';

/**
 * The `reviewList` route constraint of the two lists at `GET /api/reviews` (./moderation.calls.ts):
 * `?status=pending` or `?status=rejected` is 'private' (the staff's call, in the staff scope), any
 * other request 'public'. Derived from the address before any hook runs.
 */
export const reviewListAccess: ConstraintStrategy = {
  name: 'reviewList',
  storage() {
    const handlers = new Map<unknown, never>();
    return {
      get: (value) => handlers.get(value) ?? null,
      set: (value, handler) => void handlers.set(value, handler as never),
    };
  },
  deriveConstraint(req: { url?: string }) {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    if (q < 0) return 'public';
    const status = new URLSearchParams(url.slice(q + 1)).get('status');
    return status === 'pending' || status === 'rejected' ? 'private' : 'public';
  },
};

/** The handlers of the lists and the moderation (./moderation.calls.ts). */
export const moderationHandlers = (ctx: AppContext) =>
  served(
    REVIEW_MODERATION_CALLS,
    {
      // The approved list: the same for everyone, so kept in the public read cache.
      reviews: {
        ...publicRead(ctx.publicCache),
        handler: async (req) => ({ status: 'success' as const, reviews: await reviews.listByStatus(ctx.db, req.query.status) }),
      },

      reviewQueue: async (req) => ({ status: 'success' as const, reviews: await reviews.listByStatus(ctx.db, req.query.status) }),

      // The original admin screen sent the action form-encoded, and its clients still may; the pages
      // send it as JSON, as the contract's body.
      moderateReview: {
        formUrlEncoded: true,
        handler: async (req) => ({ status: 'success' as const, message: await moderateReview(ctx, req.body.id, req.body.action) }),
      },

      deleteReview: async (req) => {
        await deleteReview(ctx, req.query.id);
        return { status: 'success' as const, message: 'Review deleted.' };
      },
    },
    { constraints: [reviewListAccess] },
  );
