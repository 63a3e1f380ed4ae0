import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { badRequest } from '../../server/http/errors';
import { readForm } from '../../server/http/multipart';
import { parseOr400 } from '../../server/http/validate';
import { admitUploadBody } from '../../server/http/upload-admission';
import { rateLimit } from '../../server/http/rate-limit';
import { optionalUser } from '../../server/services/sessions';
import { messages as texts } from '../../common/messages';
import { REVIEW_FORM_CALLS } from './review-form.calls';
import { REVIEW_FORM_CONTRACTS } from './reviews.schemas';
import { receiveReview } from './reviews.service';

const submission = REVIEW_FORM_CONTRACTS.sendReview.form;

/**
 * The handler of a review sent from the review form with JavaScript (./review-form.calls.ts): rate-limited, the upload admitted before its body is read, the captcha
 * solved; the page's own action without JavaScript is ./page.server.ts.
 */
export const reviewFormHandlers = (ctx: AppContext) =>
  served(REVIEW_FORM_CALLS, {
    sendReview: {
      onRequest: rateLimit(ctx, 'review'),
      preHandler: admitUploadBody,
      handler: async (req, reply) => {
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
      },
    },
  });
