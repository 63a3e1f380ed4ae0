import type { Call } from '../../common/api/calls';

/**
 * The quotes' calls (docs/decisions/0034-selling.md), declared once (docs/decisions/0033-domain-modules.md):
 * staff build, send and withdraw a lead's quotes; an administrator sets the VAT rate new quotes
 * start with; the customer, holding the link, accepts or asks a question (the same service
 * functions the quote page's own form actions use without JavaScript). Contracts in
 * ./quotes.schemas.ts, handlers in ./quotes.server.ts. Zod-free.
 */
export const QUOTE_CALLS = {
  leadQuotes: { method: 'GET', path: 'leads/:id/quotes', access: 'staff' },
  createQuote: { method: 'POST', path: 'leads/:id/quotes', access: 'staff' },
  updateQuote: { method: 'PUT', path: 'quotes/:id', access: 'staff' },
  sendQuote: { method: 'POST', path: 'quotes/:id/send', access: 'staff' },
  revokeQuoteLink: { method: 'POST', path: 'quotes/:id/revoke', access: 'staff' },
  withdrawQuote: { method: 'POST', path: 'quotes/:id/withdraw', access: 'staff' },
  vatRate: { method: 'GET', path: 'settings/vat', access: 'admin' },
  setVatRate: { method: 'PUT', path: 'settings/vat', access: 'admin' },
  acceptQuote: { method: 'POST', path: 'quote-links/:token/accept', access: 'public' },
  askAboutQuote: { method: 'POST', path: 'quote-links/:token/questions', access: 'public' },
} as const satisfies Record<string, Call>;
