/**
 * What the other domains take from the invoices module (docs/decisions/0034-selling.md): the issue
 * of an accepted quote's invoice and its state for the quote's page (for the quotes module), and, for the payments module, the sending
 * of an invoice's receipt and the invoice as staff see it.
 */
export { issueInvoiceForQuote, invoiceOfQuote, type IssueResult, type QuoteInvoice } from './invoices.service';
export { sendSoon as invoiceMailSoon, invoiceLinkKey } from './invoice-mail.service';
