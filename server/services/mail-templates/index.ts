/**
 * E-mail bodies. Pure functions: no I/O, no configuration lookups, so they are trivial to test.
 *
 * Every value that ends up in HTML goes through `escapeHtml` — names, subjects and messages come
 * straight from web forms. The plain-text part is not escaped (it is not interpreted), but header
 * values (the subject) are stripped of line breaks so a form field can never start a new header.
 *
 * One file per family of mails; this index only re-exports them (the files import each other,
 * never this index): layout.ts (escaping, links, buttons and the HTML shell they all share). A
 * domain module's own mails sit in its folder and use layout.ts: the notices of a new lead and a
 * new review to the company inbox (modules/leads `lead-notice-mail.server.ts`, modules/reviews
 * `review-notice-mail.server.ts`, which server/services/notices.ts delivers), an account's code
 * mails and change notices (modules/accounts `account-mails.server.ts`, `account-notice-mail.server.ts`),
 * the invitation and the notice of a changed contact detail (modules/staff), the quote, the invoice
 * and receipt, a reply to a lead, a delivery.
 */
export { escapeHtml, type RenderedMail } from './layout';
