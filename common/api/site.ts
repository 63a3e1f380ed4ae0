import { z } from 'zod';
import {
  IdQuerySchema,
  ReviewActionSchema,
  ReviewStatusSchema,
  ReviewSubmissionSchema,
  TopicSchema,
} from '../schemas';
import { MessageAnswer, success, type Contract } from './contract';
import { topicCategories } from '../../content/topic-meta';

// The site's own records: topics and reviews, and the contact form. Public reads and the admin's
// changes of each, by resource (server/routes/<resource>.ts). The clients and the gallery are
// modules of their own (modules/clients, modules/gallery).

/** Project topics: the list for members, the changes for admins. */
export const TOPIC_CALLS = {
  // `category`: the one staff chose, else the one a built-in title is listed under, else null.
  topics: {
    ok: 200,
    answer: success({ topics: z.array(z.object({ id: z.number(), title: z.string(), category: z.enum(topicCategories).nullable() })) }),
  },
  addTopic: { body: TopicSchema, ok: 201, answer: MessageAnswer.extend({ id: z.number() }) },
  updateTopic: { query: IdQuerySchema, body: TopicSchema, ok: 200, answer: MessageAnswer },
  deleteTopic: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<string, Contract>;
export type Topic = z.output<(typeof TOPIC_CALLS)['topics']['answer']>['topics'][number];

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
 * A review as the admin's lists show it, with how it was checked for spam (common/spam-check.ts).
 * The approved list is the public one, served without that mark: hence optional.
 */
const ModeratedReviewSchema = ReviewSchema.extend({ spam_check: z.enum(['captcha', 'form']).optional() });
export type Review = z.output<typeof ModeratedReviewSchema>;

/**
 * Reviews: the approved list is public; the pending and rejected lists are the admin's, at the same
 * address (`GET /api/reviews?status=…`, server/routes/reviews.ts sends each to its scope). The public
 * submission is a multipart form with an optional picture; the admin approves, rejects, deletes.
 */
export const REVIEW_CALLS = {
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
  sendReview: {
    form: { fields: ReviewSubmissionSchema, files: ['profile_pic'] },
    ok: 201,
    answer: MessageAnswer.extend({ id: z.number() }),
  },
  moderateReview: { body: ReviewActionSchema, ok: 200, answer: MessageAnswer },
  deleteReview: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<string, Contract>;

/**
 * The public forms' own calls: the contact message, and the ALTCHA challenge the spam-check widget
 * fetches for itself (it reads the challenge; no page does, hence the open shape).
 */
export const FORM_CALLS = {
  captchaChallenge: { ok: 200, answer: z.record(z.string(), z.unknown()).describe('An ALTCHA proof-of-work challenge') },
} as const satisfies Record<string, Contract>;
