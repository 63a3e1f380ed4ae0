import type { AppContext } from '../../server/context';
import type { ContentKey, ContentValue } from '../../common/site-content';
import { ContactFieldsSchema, REPLY_NEEDS_PHONE, replyNeedsPhone } from '../../common/schemas';
import { fieldErrors, textValues, type FormOutcome } from '../../common/form-result';
import { guardFormPost } from '../../server/services/form-guard';
import { visitFacts } from '../../server/services/submissions';
import { FORM_UNREADABLE, NOT_ECHOED, readForm, refuse, type PageClient } from '../../server/pages/page-kit';
import { receiveContactMessage } from './leads.service';
import { quoteItemOf } from './quote-items.service';

/** The page's reader of site content: the published value, or in an admin's `?preview=` view the draft. */
type PageContent = <K extends ContentKey>(key: K, request: Request) => Promise<ContentValue<K>>;

const ContactFields = ContactFieldsSchema.omit({ captchaToken: true }).refine(replyNeedsPhone, REPLY_NEEDS_PHONE);

/**
 * The leads module's page side (docs/decisions/0033-domain-modules.md): the contact page's
 * (app/routes/contact.tsx) own action, for visitors whose browser runs no JavaScript (or has not yet
 * run it), and what its "Get a quote" link names, for its loader. Gathered with the other domains'
 * in server/pages/page-services.ts.
 */
export const leadPages = (ctx: AppContext, content: PageContent) => ({
  /**
   * The contact form posted without JavaScript: the API's schema and the API's storing, with the
   * server's own spam checks in place of the captcha (server/services/form-guard.ts).
   * docs/decisions/0020-forms-without-javascript.md
   */
  async contact(request: Request, client: PageClient): Promise<FormOutcome> {
    const form = await readForm(request);
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

  /**
   * What a "Get a quote" or "Request a demo" link names (`/contact?item=hospital`): the product,
   * service or course with its current name and page, or null for a key that names none.
   */
  quoteItem: (key: string | null, request: Request) => quoteItemOf((k) => content(k, request), key),
});
