import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { HttpError, notFound, tooManyRequests } from '../../server/http/errors';
import { accountOf } from '../../server/http/scopes';
import { audit } from '../../server/services/audit';
import { addDays, lagosToday } from '../../common/lagos-days';
import { findMessage } from '../leads/index.server';
import * as quotes from './quotes.repository';
import { QUOTE_CALLS } from './quotes.calls';
import { CATALOGUE, close, createDraft, quoteOr404, send, setVatRate, updateDraft, vatRate, wireQuote } from './quotes.service';
import { acceptQuote, askAboutQuote, type LinkOutcome } from './quote-link.service';
import { DEFAULT_VALID_DAYS, vatRateWords } from './quotes.words';

async function leadOr404(ctx: AppContext, id: number) {
  const lead = await findMessage(ctx.db, id);
  if (!lead) throw notFound('This lead no longer exists.');
  return lead;
}

/** A refusal of the customer's side as the API answers it. */
function answer(outcome: LinkOutcome) {
  if (outcome.ok) return { status: 'success' as const, message: outcome.message };
  if (outcome.status === 429) throw tooManyRequests(outcome.retryAfterSeconds ?? 60, outcome.message);
  throw new HttpError(outcome.status, outcome.message);
}

/**
 * The quotes' handlers, one per call of ./quotes.calls.ts (docs/decisions/0034-selling.md). Each
 * staff change names the version it was made on (409 on a stale one) and goes to the security log.
 */
export const quoteHandlers = (ctx: AppContext) =>
  served(QUOTE_CALLS, {
    leadQuotes: async (req) => {
      const lead = await leadOr404(ctx, req.params.id);
      const rows = await quotes.listByLead(ctx.db, lead.id);
      return {
        status: 'success' as const,
        quotes: rows.map(wireQuote),
        catalogue: CATALOGUE,
        vat_basis_points: await vatRate(ctx),
        valid_until: addDays(lagosToday(), DEFAULT_VALID_DAYS),
        can_email: lead.email !== '',
      };
    },

    createQuote: async (req, reply) => {
      const lead = await leadOr404(ctx, req.params.id);
      const q = await createDraft(ctx, req, accountOf(req), lead, req.body);
      reply.code(201);
      return { status: 'success' as const, message: 'Draft saved.', quote: wireQuote(q) };
    },

    updateQuote: async (req) => {
      const q = await quoteOr404(ctx, req.params.id);
      const { version, ...draft } = req.body;
      const lead = await leadOr404(ctx, q.lead_id);
      const next = await updateDraft(ctx, req, q, lead.name, version, draft);
      return { status: 'success' as const, message: 'Draft saved.', quote: wireQuote(next) };
    },

    sendQuote: async (req) => {
      const q = await quoteOr404(ctx, req.params.id);
      const lead = await leadOr404(ctx, q.lead_id);
      const sent = await send(ctx, req, accountOf(req), q, lead, req.body.version);
      const message = sent.mailedTo
        ? `Quote sent: it is being mailed to ${sent.mailedTo}. The link below is shown only now; copy it to share on WhatsApp.`
        : 'Quote ready: copy the link below and share it with the customer. It is shown only now.';
      return { status: 'success' as const, message, quote: wireQuote(sent.quote), link: sent.link, mailed_to: sent.mailedTo };
    },

    revokeQuoteLink: async (req) => {
      const q = await quoteOr404(ctx, req.params.id);
      const lead = await leadOr404(ctx, q.lead_id);
      const next = await close(ctx, req, accountOf(req), q, lead.name, req.body.version, false);
      return { status: 'success' as const, message: 'Link revoked: it no longer opens the quote. Send the quote again for a new link.', quote: wireQuote(next) };
    },

    withdrawQuote: async (req) => {
      const q = await quoteOr404(ctx, req.params.id);
      const lead = await leadOr404(ctx, q.lead_id);
      const next = await close(ctx, req, accountOf(req), q, lead.name, req.body.version, true);
      return { status: 'success' as const, message: 'Quote withdrawn: its page now says so and it can no longer be accepted.', quote: wireQuote(next) };
    },

    vatRate: async () => ({ status: 'success' as const, vat_basis_points: await vatRate(ctx) }),

    setVatRate: async (req) => {
      const before = await vatRate(ctx);
      const rate = req.body.vat_basis_points;
      await setVatRate(ctx, rate, accountOf(req).email);
      await audit(ctx, req, { action: 'settings.vat', target: { type: 'setting', label: 'the VAT rate of new quotes' }, detail: `${vatRateWords(before)} → ${vatRateWords(rate)}` });
      return { status: 'success' as const, message: `New quotes now start with VAT at ${vatRateWords(rate)}. Quotes already made keep their rate.` };
    },

    acceptQuote: async (req) => answer(await acceptQuote(ctx, req.params.token, req.body.name, req.ip)),

    askAboutQuote: async (req, reply) => {
      const out = answer(await askAboutQuote(ctx, req.params.token, req.body.question));
      reply.code(201);
      return out;
    },
  });
