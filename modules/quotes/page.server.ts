import type { AppContext } from '../../server/context';
import { acceptQuote, askAboutQuote, quotePage, type LinkOutcome } from './quote-link.service';
import { AcceptSchema, QuestionSchema } from './quotes.schemas';
import { fieldErrors } from '../../common/form-result';

/** A form of the quote page refused with the message and errors under its fields. */
type FormAnswer = LinkOutcome | { ok: false; status: 400; message: string; errors: Record<string, string> };
const CHECK_FORM = 'Please check the form: something is missing.';

/**
 * The quotes module's page side (docs/decisions/0033-domain-modules.md): the customer's quote page
 * (app/routes/quote.tsx), what it shows, its acceptance and its questions, for the page's loader
 * and form actions (gathered with the other domains' in server/pages/page-services.ts).
 */
export const quotePages = (ctx: AppContext) => ({
  page: (token: string) => quotePage(ctx, token),
  /** The accept form as posted (`name`, `agree=yes`), checked by the API's own contract. */
  async accept(token: string, form: Record<string, string>, ip: string): Promise<FormAnswer> {
    const parsed = AcceptSchema.safeParse({ name: form.name ?? '', agree: form.agree === 'yes' });
    if (!parsed.success) return { ok: false, status: 400, message: CHECK_FORM, errors: fieldErrors(parsed.error) };
    return acceptQuote(ctx, token, parsed.data.name, ip);
  },
  async ask(token: string, form: Record<string, string>): Promise<FormAnswer> {
    const parsed = QuestionSchema.safeParse({ question: form.question ?? '' });
    if (!parsed.success) return { ok: false, status: 400, message: CHECK_FORM, errors: fieldErrors(parsed.error) };
    return askAboutQuote(ctx, token, parsed.data.question);
  },
});
export type { QuotePage, QuoteState, LinkOutcome } from './quote-link.service';
