import { z } from 'zod';
import { IdQuerySchema, IdSchema, ReviewStatusSchema, ReviewSubmissionSchema } from '../../common/schemas';
import { MessageAnswer, success, type Contract } from '../../common/api/contract';
import type { REVIEW_FORM_CALLS } from './review-form.calls';
import type { REVIEW_MODERATION_CALLS } from './moderation.calls';

/**
 * The contracts of the reviews' calls (./review-form.calls.ts, ./moderation.calls.ts), under the same names. The review form's
 * fields stay in common/schemas.ts with the other public forms' (the one schema bundle those pages load).
 */

const ReviewSchema = z.object({
  id: z.number(),
  username: z.string(),
  rating: z.number(),
  review_text: z.string(),
  image_path: z.string(),
  image_srcset: z.string(),
  status: ReviewStatusSchema,
  created_at: z.string(),
});
/**
 * A review as the staff's lists show it, with how it was checked for spam (common/spam-check.ts).
 * The approved list is the public one, served without that mark: hence optional.
 */
const ModeratedReviewSchema = ReviewSchema.extend({ spam_check: z.enum(['captcha', 'form']).optional() });
export type Review = z.output<typeof ModeratedReviewSchema>;

/** What the staff's approve or reject sends (as JSON, or form-encoded by the original clients). */
export const ReviewActionSchema = z.object({
  id: IdSchema,
  action: z.enum(['approve', 'reject'], { error: 'Action must be approve or reject.' }),
});

/** The public submission: a multipart form with an optional picture. */
export const REVIEW_FORM_CONTRACTS = {
  sendReview: {
    form: { fields: ReviewSubmissionSchema, files: ['profile_pic'] },
    ok: 201,
    answer: MessageAnswer.extend({ id: z.number() }),
  },
} as const satisfies Record<keyof typeof REVIEW_FORM_CALLS, Contract>;

/** The public list, the staff's lists by status, approve or reject, delete. */
export const REVIEW_MODERATION_CONTRACTS = {
  reviews: {
    // Should a query string ever reach the public list with another status, it is refused, not served.
    query: z.object({
      status: ReviewStatusSchema.optional()
        .default('approved')
        .refine((s) => s === 'approved', 'Please log in as an administrator to see reviews that are not approved.'),
    }),
    ok: 200,
    answer: success({ reviews: z.array(ReviewSchema) }),
  },
  reviewQueue: {
    query: z.object({ status: ReviewStatusSchema.optional().default('approved') }),
    ok: 200,
    answer: success({ reviews: z.array(ModeratedReviewSchema) }),
  },
  moderateReview: { body: ReviewActionSchema, ok: 200, answer: MessageAnswer },
  deleteReview: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<keyof typeof REVIEW_MODERATION_CALLS, Contract>;
