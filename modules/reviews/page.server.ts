import type { AppContext } from '../../server/context';
import { ReviewSubmissionSchema } from '../../common/schemas';
import { fieldErrors, textValues, type FormOutcome, type FormRefusal } from '../../common/form-result';
import { HttpError } from '../../server/http/errors';
import { guardFormPost } from '../../server/services/form-guard';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../../server/services/images';
import { FORM_UNREADABLE, NOT_ECHOED, readForm, refuse, type PageClient, type PageQueries } from '../../server/pages/page-kit';
import { receiveReview } from './reviews.service';
import { listByStatus } from './reviews.repository';

const ReviewFields = ReviewSubmissionSchema.omit({ captchaToken: true });

/**
 * The reviews module's page side (docs/decisions/0033-domain-modules.md): the approved reviews the
 * home page and /allreviews show, and the review form's own action (app/routes/review-form.tsx).
 * Gathered with the other domains' in server/pages/page-services.ts.
 */
export const reviewPages = (ctx: AppContext, { safely }: PageQueries) => ({
  /** The newest approved reviews, at most `limit` (the pages pass REVIEWS_SHOWN, ./pages/review-cards.tsx); none when the query failed. */
  approved: (limit: number) => safely('reviews', () => listByStatus(ctx.db, 'approved', limit)),

  /**
   * The review form posted without JavaScript: the API's schema and the API's storing, with the
   * server's own spam checks in place of the captcha (server/services/form-guard.ts).
   * docs/decisions/0020-forms-without-javascript.md
   */
  async submit(request: Request, client: PageClient): Promise<FormOutcome> {
    const form = await readForm(request);
    if (!form) return refuse(400, {}, FORM_UNREADABLE);
    const values = textValues(form, NOT_ECHOED);
    const parsed = ReviewFields.safeParse(values);
    if (!parsed.success) return refuse(400, values, undefined, fieldErrors(parsed.error));
    const file = form.get('profile_pic');
    const picture = file instanceof File && file.size > 0 ? file : undefined;
    if (picture && picture.size > IMAGE_LIMITS.maxBytes) {
      return refuse(413, values, IMAGE_MESSAGES.tooBig, { profile_pic: IMAGE_MESSAGES.tooBig });
    }
    const refused = await guardFormPost(ctx, form, client, 'review');
    if (refused) return refuse(refused.status, values, refused.message);
    try {
      const data = picture ? Buffer.from(await picture.arrayBuffer()) : undefined;
      await receiveReview(ctx, parsed.data, data, { userId: null, spamCheck: 'form' });
      void ctx.insights.formLead(client, 'review', '/reviewForm');
    } catch (e) {
      // The picture was refused (not an image, too many pixels, the image queue full): said under it.
      if (e instanceof HttpError && [400, 413, 415, 503].includes(e.statusCode)) {
        return refuse(e.statusCode as FormRefusal['status'], values, e.message, { profile_pic: e.message });
      }
      throw e;
    }
    return { ok: true };
  },
});
