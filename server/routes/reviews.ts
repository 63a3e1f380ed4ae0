import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { IdQuerySchema, ReviewActionSchema, ReviewStatusSchema, ReviewSubmissionSchema } from '../../common/schemas';
import type { ReviewStatus } from '../db/schema';
import { conflict, notFound } from '../errors';
import { publicRead } from '../plugins/public-cache';
import { assertAdmin, currentUser, requireAdmin } from '../plugins/auth';
import { readForm } from '../plugins/multipart';
import { rateLimit } from '../plugins/rate-limit';
import { parseOr400 } from '../validate';
import * as reviews from '../db/repositories/reviews';
import { deleteImage, keysFromSrcset, storeImage } from '../services/images';

const ReviewOut = z.object({
  id: z.number(),
  username: z.string(),
  rating: z.number(),
  review_text: z.string(),
  image_path: z.string(),
  image_srcset: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: z.string(),
});
const Message = z.object({ status: z.literal('success'), message: z.string(), id: z.number().optional() });

/** The only moves a review may make (spec section 4); deletion is allowed from any status. */
const TRANSITIONS: Record<'approve' | 'reject', ReviewStatus[]> = {
  approve: ['pending'],
  reject: ['pending', 'approved'],
};

/**
 * One notice per new (always pending) review, to the same inbox as contact messages: CONTACT_INBOX,
 * else the published company e-mail (README, "Mail"). Sent after the answer, as the contact mail is:
 * the review is already stored; a failure is kept on the row (mail_error) and the notice is tried
 * again with backoff (server/services/notices.ts).
 */
function notifyNewReview(ctx: AppContext, id: number) {
  ctx.background('review mail', () => ctx.notices.deliver('review', id));
}

export function reviewRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/', {
      ...publicRead(ctx.publicCache),
      schema: {
        querystring: z.object({ status: ReviewStatusSchema.optional().default('approved') }),
        response: { 200: z.object({ status: z.literal('success'), reviews: z.array(ReviewOut) }) },
      },
    }, async (req, reply) => {
      if (req.query.status !== 'approved') {
        await assertAdmin(ctx, req);
        reply.header('cache-control', 'private, no-store');
      }
      return { status: 'success' as const, reviews: await reviews.listByStatus(ctx.db, req.query.status) };
    });

    app.post('/', { schema: { response: { 201: Message } }, onRequest: rateLimit(ctx, 'review') }, async (req, reply) => {
      const form = await readForm(req, ['profile_pic']);
      const fields = parseOr400(ReviewSubmissionSchema, form.fields);
      // A member who is logged in owns the review (My account: download, and anonymised on deletion);
      // for anyone else, a missing or stale token is no reason to refuse it.
      const author = req.headers.authorization ? await currentUser(ctx, req).catch(() => null) : null;
      const image = form.file ? await storeImage(ctx.storage, form.file.data, 'avatar') : undefined;
      try {
        const id = await reviews.create(ctx.db, {
          user_id: author?.id ?? null,
          username: fields.name,
          rating: fields.rating,
          review_text: fields.review_text,
          image_path: image?.url ?? '',
          image_srcset: image?.srcset ?? '',
        });
        notifyNewReview(ctx, id);
        reply.code(201);
        return { status: 'success' as const, message: 'Review submitted successfully! In review.', id };
      } catch (e) {
        if (image) await deleteImage(ctx.storage, image.variants.map((v) => v.key));
        throw e;
      }
    });

    app.put('/', { schema: { body: ReviewActionSchema, response: { 200: Message } }, onRequest: requireAdmin(ctx) }, async (req) => {
      const { id, action } = req.body;
      const row = await reviews.findById(ctx.db, id);
      if (!row) throw notFound('This review no longer exists.');
      const to: ReviewStatus = action === 'approve' ? 'approved' : 'rejected';
      if (!TRANSITIONS[action].includes(row.status) || !(await reviews.transition(ctx.db, id, row.status, to))) {
        throw conflict(`A ${row.status} review cannot be ${to}.`);
      }
      ctx.contentChanged();
      return { status: 'success' as const, message: action === 'approve' ? 'Review approved.' : 'Review rejected.' };
    });

    app.delete('/', { schema: { querystring: IdQuerySchema, response: { 200: Message } }, onRequest: requireAdmin(ctx) }, async (req) => {
      const row = await reviews.findById(ctx.db, req.query.id);
      if (!row) throw notFound('This review no longer exists.');
      await reviews.remove(ctx.db, row.id);
      await deleteImage(ctx.storage, keysFromSrcset(row.image_srcset));
      ctx.contentChanged();
      return { status: 'success' as const, message: 'Review deleted.' };
    });
  };
}
