import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { API, routeSchema } from '../../common/api/endpoints';
import type { ReviewStatus } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { messages as texts } from '../../common/messages';
import { publicRead } from '../http/public-cache';
import { optionalUser } from '../services/sessions';
import { readForm } from '../http/multipart';
import { admitUploadBody } from '../http/upload-admission';
import { rateLimit } from '../http/rate-limit';
import { acceptFormUrlEncoded } from '../http/form-urlencoded';
import { parseOr400 } from '../http/validate';
import * as reviews from '../db/repositories/reviews';
import { deleteImage, keysFromSrcset } from '../services/images';
import { receiveReview } from '../services/submissions';

const submission = API.sendReview.form;

/** The only moves a review may make (a pending one is approved or rejected, an approved one may still be rejected); deletion is allowed from any status. */
const TRANSITIONS: Record<'approve' | 'reject', ReviewStatus[]> = {
  approve: ['pending'],
  reject: ['pending', 'approved'],
};

/**
 * The list of approved reviews is public; the pending and rejected lists are the admin's, at the
 * same address (`GET /api/reviews?status=…`, as the original clients call it). This route
 * constraint sends each request to the scope it belongs to, before any hook runs, so the admin
 * scope's check guards the private lists like every other admin call.
 */
export const reviewListAccess: Parameters<FastifyInstance['addConstraintStrategy']>[0] = {
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

/** The approved list and the submission form. */
export function publicReviewRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/', { ...publicRead(ctx.publicCache), constraints: { reviewList: 'public' }, schema: routeSchema('reviews') }, async (req) => {
      return { status: 'success' as const, reviews: await reviews.listByStatus(ctx.db, req.query.status) };
    });

    app.post('/', { schema: routeSchema('sendReview'), onRequest: rateLimit(ctx, 'review'), preHandler: admitUploadBody }, async (req, reply) => {
      const form = await readForm(req, submission.files);
      const { captchaToken, ...fields } = parseOr400(submission.fields, form.fields);
      // The spam check comes before the picture is decoded: an unsolved form costs no image work.
      if (!(await ctx.captcha.verify(captchaToken, req.ip))) throw badRequest(texts.captchaUnsolved);
      // A member who is logged in owns the review (My account: download, and anonymised on deletion).
      const author = await optionalUser(ctx, req);
      const id = await receiveReview(ctx, fields, form.file?.data, { userId: author?.id ?? null, spamCheck: 'captcha' });
      void ctx.insights.formLead(req, 'review', '/reviewForm');
      reply.code(201);
      return { status: 'success' as const, message: texts.reviewSuccess, id };
    });

  };
}

/** Moderation: the pending and rejected lists, approve or reject, delete. */
export function adminReviewRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/', { constraints: { reviewList: 'private' }, schema: routeSchema('reviewQueue') }, async (req) => {
      return { status: 'success' as const, reviews: await reviews.listByStatus(ctx.db, req.query.status) };
    });

    // The original admin screen sent the review action form-encoded, and its clients still may: the
    // only route that parses that encoding (its own plugin, so the parser stays here). The pages send
    // it as JSON, as the contract's body.
    await app.register(async (formBase) => {
      acceptFormUrlEncoded(formBase);
      const form = formBase.withTypeProvider<ZodTypeProvider>();
      form.put('/', { schema: routeSchema('moderateReview') }, async (req) => {
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
    });

    app.delete('/', { schema: routeSchema('deleteReview') }, async (req) => {
      const row = await reviews.findById(ctx.db, req.query.id);
      if (!row) throw notFound('This review no longer exists.');
      await reviews.remove(ctx.db, row.id);
      await deleteImage(ctx.storage, keysFromSrcset(row.image_srcset));
      ctx.contentChanged();
      return { status: 'success' as const, message: 'Review deleted.' };
    });
  };
}
