import type { Call } from '../../common/api/calls';

/**
 * A review sent by a visitor or member from the review form: a multipart form with an optional
 * picture. Declared here once (docs/decisions/0033-domain-modules.md); the contract is in
 * ./reviews.schemas.ts, the handler in ./review-form.server.ts. Zod-free and apart from the staff's
 * calls, so the public pages' table of calls (common/api/public-routes.ts) carries this entry only.
 */
export const REVIEW_FORM_CALLS = {
  sendReview: { method: 'POST', path: 'reviews', access: 'public', php: true },
} as const satisfies Record<string, Call>;
