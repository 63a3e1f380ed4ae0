import type { AppContext } from '../../server/context';
import type { ServedCalls } from '../../server/http/declared-calls';
import { quoteHandlers } from './quotes.server';
import { acceptQuote, askAboutQuote, quotePage } from './quote-link.service';

/**
 * What the server's own layers take from the quotes module (docs/decisions/0033-domain-modules.md):
 * its calls with their handlers, for server/routes/index.ts, and the customer's side of a quote
 * for the quote page's loader and form actions (server/pages/page-services.ts).
 */
export const quoteCalls = (ctx: AppContext): ServedCalls[] => [quoteHandlers(ctx)];

export const quotePages = (ctx: AppContext) => ({
  page: (token: string) => quotePage(ctx, token),
  accept: (token: string, name: string, ip: string) => acceptQuote(ctx, token, name, ip),
  ask: (token: string, question: string) => askAboutQuote(ctx, token, question),
});
export type { QuotePage, QuoteState, LinkOutcome } from './quote-link.service';
