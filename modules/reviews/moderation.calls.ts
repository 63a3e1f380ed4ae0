import type { Call } from '../../common/api/calls';

/**
 * The approved list is public; the pending and rejected lists are the staff's, at the same address
 * (`GET /api/reviews?status=…`, as the original clients call it). The `reviewList` constraint
 * (./moderation.server.ts `reviewListAccess`, where the handlers are; the contracts are in
 * ./reviews.schemas.ts) sends `?status=pending` and `?status=rejected` to the
 * staff's call and everything else to the public one, before any hook runs, so the staff scope's
 * check guards the private lists like every other staff call. Then approve or reject, and delete.
 */
export const REVIEW_MODERATION_CALLS = {
  reviews: { method: 'GET', path: 'reviews', access: 'public', php: true, constraint: { reviewList: 'public' } },
  reviewQueue: { method: 'GET', path: 'reviews', access: 'staff', php: true, constraint: { reviewList: 'private' } },
  moderateReview: { method: 'PUT', path: 'reviews', access: 'staff', php: true },
  deleteReview: { method: 'DELETE', path: 'reviews', access: 'staff', php: true },
} as const satisfies Record<string, Call>;
