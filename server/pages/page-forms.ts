import type { AppContext } from '../context';
import { ContactFieldsSchema, REPLY_NEEDS_PHONE, ReviewSubmissionSchema, replyNeedsPhone, type VisitOrigin } from '../../common/schemas';
import { STAMP_FIELD, TRAP_FIELD } from '../../common/spam-check';
import { fieldErrors, textValues, type FormOutcome, type FormRefusal } from '../../common/form-result';
import { HttpError } from '../http/errors';
import { formStamp, guardFormPost } from '../services/form-guard';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../services/images';
import { visitFacts } from '../services/submissions';
import { receiveContactMessage } from '../../modules/leads/calls.server';
import { receiveReview } from '../../modules/reviews/calls.server';

/** Who posted a page's form: the client address Fastify worked out (TRUST_PROXY), for the limits. */
/** Who sent a page's request: the client address, the host it named and the request's headers. */
export interface PageClient {
  ip: string;
  host?: string;
  headers: Record<string, string | string[] | undefined>;
}

export const FORM_UNREADABLE = 'The form could not be read. Please try again.';

const ContactFields = ContactFieldsSchema.omit({ captchaToken: true }).refine(replyNeedsPhone, REPLY_NEEDS_PHONE);
const ReviewFields = ReviewSubmissionSchema.omit({ captchaToken: true });
/** Never shown again: the trap, the stamp (a fresh one comes with the page) and the file field. */
const NOT_ECHOED = [TRAP_FIELD, STAMP_FIELD, 'profile_pic'];

/**
 * The page actions of the public forms, for visitors whose browser runs no JavaScript (or has not
 * yet run it): the same schema and the same storing as the API, with the server's own spam checks
 * in place of the captcha (server/services/form-guard.ts). Pages post here; the API stays as it is.
 * docs/decisions/0020-forms-without-javascript.md
 */
export function createPageForms(ctx: AppContext) {
  const refuse = (status: FormRefusal['status'], values: Record<string, string>, message?: string, errors: Record<string, string> = {}): FormRefusal => ({
    ok: false,
    status,
    errors,
    values,
    ...(message ? { message } : {}),
  });

  async function read(request: Request): Promise<FormData | null> {
    try {
      return await request.formData();
    } catch {
      return null;
    }
  }

  return {
    /** The signed time a form is served with (its minimum fill time is counted from it). */
    stamp: () => formStamp(ctx.config.jwtSecret),

    /** Where the visit of a page request came from, for the hidden fields of its form (visitOriginOf). */
    origin: (request: Request, client: PageClient): VisitOrigin => {
      const referer = request.headers.get('referer') ?? undefined;
      return visitOriginOf(new URL(request.url), referer, ctx.config.publicHost ?? String(client.host ?? ''));
    },

    async contact(request: Request, client: PageClient): Promise<FormOutcome> {
      const form = await read(request);
      if (!form) return refuse(400, {}, FORM_UNREADABLE);
      const values = textValues(form, NOT_ECHOED);
      const parsed = ContactFields.safeParse(values);
      if (!parsed.success) return refuse(400, values, undefined, fieldErrors(parsed.error));
      const refused = await guardFormPost(ctx, form, client, 'contact');
      if (refused) return refuse(refused.status, values, refused.message);
      await receiveContactMessage(ctx, parsed.data, { userId: null, spamCheck: 'form' }, visitFacts(client));
      void ctx.insights.formLead(client, 'contact', '/contact');
      return { ok: true };
    },

    async review(request: Request, client: PageClient): Promise<FormOutcome> {
      const form = await read(request);
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
  };
}

export type PageForms = ReturnType<typeof createPageForms>;

/**
 * The pages whose form carries where the visit came from when it is posted without JavaScript
 * (docs/decisions/0024-leads.md). A page view of one of them that carries an origin is rendered for
 * that visitor alone, never from or into the page cache, which would hand one visitor's referrer and
 * campaign to the next.
 */
export const ORIGIN_FORM_PAGES: ReadonlySet<string> = new Set(['/contact']);

/**
 * What a page request says of where its visit came from: its own address (path and query) when it
 * has utm_ parameters or came from another site, and its Referer when that is another site (a
 * visitor without JavaScript arrives on each page afresh, so this page is only known to be the
 * first of the visit when the Referer is not the site itself). `siteHost` is the host the site is
 * published at (PUBLIC_URL's, else the request's). Empty when there is nothing to tell.
 */
export function visitOriginOf(url: URL, referer: string | undefined, siteHost: string): VisitOrigin {
  let referrer: string | undefined;
  if (referer) {
    try {
      if (new URL(referer).host.toLowerCase() !== siteHost.toLowerCase()) referrer = referer.slice(0, 600);
    } catch {
      // Not an address: says nothing.
    }
  }
  const campaign = [...url.searchParams.keys()].some((k) => k.startsWith('utm_'));
  if (!campaign && !referrer) return {};
  const landing = `${url.pathname}${url.search}`;
  return { landing: landing.length <= 600 ? landing : url.pathname.slice(0, 600), ...(referrer ? { referrer } : {}) };
}

/** True when a page request must be rendered for its visitor alone: see ORIGIN_FORM_PAGES. */
export function carriesVisitOrigin(url: URL, referer: string | undefined, siteHost: string): boolean {
  return ORIGIN_FORM_PAGES.has(url.pathname) && Object.keys(visitOriginOf(url, referer, siteHost)).length > 0;
}
