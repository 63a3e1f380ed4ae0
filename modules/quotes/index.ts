/**
 * The quotes module's screens (docs/decisions/0033-domain-modules.md): the customer's quote page,
 * shown by app/routes/quote.tsx, and the lead detail's "Quotes" panel for the admin
 * area. Browser code: no server file is reachable from here.
 */
export { QuoteView, type QuoteFormAnswer } from './customer/quote-view';
export { QuotesPanel } from './staff/quotes-panel';
export { VatRatePanel } from './staff/vat-rate-panel';
