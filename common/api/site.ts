import { z } from 'zod';
import { ClientFieldsSchema, GalleryOrderSchema, GalleryUpdateSchema, GalleryUploadSchema } from '../admin-schemas';
import {
  IdQuerySchema,
  IdSchema,
  ReviewActionSchema,
  ReviewStatusSchema,
  ReviewSubmissionSchema,
  TopicSchema,
} from '../schemas';
import { MessageAnswer, success, type Contract } from './contract';
import { topicCategories } from '../../content/topic-meta';

// The site's own records: topics, clients, reviews, gallery pictures, and the contact form. Public
// reads and the admin's changes of each, by resource (server/routes/<resource>.ts).

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

const ClientSchema = z.object({
  id: z.number(),
  module: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  url: z.string().nullable(),
  logo: z.string(),
  logo_srcset: z.string(),
});
/** One client logo row, as the list answers it. */
export type Client = z.output<typeof ClientSchema>;
const ClientSaved = MessageAnswer.extend({ id: z.number().optional() });
/** The client's text fields and its logo (optional). */
const clientForm = { fields: ClientFieldsSchema, files: ['logo'] } as const;

/** Clients: the public list (all, or one module); the admin's add, update and delete. */
export const CLIENT_CALLS = {
  clients: {
    query: z.object({ module: z.string().max(100).optional() }),
    ok: 200,
    answer: success({ module: z.string().nullable(), clients: z.array(ClientSchema) }),
  },
  // Creates, or updates the client of `?id=` (as the original backend's POST with _method=PUT).
  saveClient: { query: z.object({ id: IdSchema.optional() }), form: clientForm, ok: [201, 200], answer: ClientSaved },
  updateClient: { query: IdQuerySchema, form: clientForm, ok: 200, answer: ClientSaved },
  deleteClient: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<string, Contract>;

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

const GalleryImageSchema = z.object({
  id: z.number(),
  title: z.string(),
  alt: z.string(),
  image_url: z.string(),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
  created_at: z.string(),
  /** The admin's order, 0 first; the list comes in this order. */
  position: z.number(),
  /** Decoration: drawn with an empty alt (alt is then not read). */
  decorative: z.boolean(),
});
export type GalleryImage = z.output<typeof GalleryImageSchema>;
const ImageSaved = MessageAnswer.extend({ image: GalleryImageSchema });

/**
 * The gallery: the public list, in the admin's order; the admin's upload (a multipart form, the
 * image required; a new picture comes first), edit, delete, and the new order (the pictures' ids,
 * first first; a picture uploaded since the list was read stays first, a deleted one is passed over).
 */
export const GALLERY_CALLS = {
  gallery: { ok: 200, answer: success({ gallery: z.array(GalleryImageSchema) }) },
  uploadImage: { form: { fields: GalleryUploadSchema, files: ['image'] }, ok: 201, answer: ImageSaved },
  updateImage: { query: IdQuerySchema, body: GalleryUpdateSchema, ok: 200, answer: ImageSaved },
  deleteImage: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
  reorderGallery: { body: GalleryOrderSchema, ok: 200, answer: success({ message: z.string(), gallery: z.array(GalleryImageSchema) }) },
} as const satisfies Record<string, Contract>;

/**
 * The public forms' own calls: the contact message, and the ALTCHA challenge the spam-check widget
 * fetches for itself (it reads the challenge; no page does, hence the open shape).
 */
export const FORM_CALLS = {
  captchaChallenge: { ok: 200, answer: z.record(z.string(), z.unknown()).describe('An ALTCHA proof-of-work challenge') },
} as const satisfies Record<string, Contract>;
