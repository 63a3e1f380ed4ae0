/**
 * What the customer's invoice page (app/routes/invoice.tsx) shows of the invoices module: the
 * invoice with its totals, how to pay it and the proof's form. Kept apart from ./index.ts so the
 * page carries none of the admin area's screens or their styles.
 */
export { InvoiceView } from './customer/invoice-view';
