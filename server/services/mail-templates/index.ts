/**
 * E-mail bodies. Pure functions: no I/O, no configuration lookups, so they are trivial to test.
 *
 * Every value that ends up in HTML goes through `escapeHtml` — names, subjects and messages come
 * straight from web forms. The plain-text part is not escaped (it is not interpreted), but header
 * values (the subject) are stripped of line breaks so a form field can never start a new header.
 *
 * One file per family of mails; this index only re-exports them (the files import each other,
 * never this index): layout.ts (escaping, links, buttons and the HTML shell they all share),
 * account.ts (the code mails of an account), account-notice.ts (a change to an account) and
 * inbox.ts (contact messages and reviews to the company inbox). A domain module's own mails sit in
 * its folder (`quote-mails.server.ts`, `invoice-mails.server.ts`, `invitation-mail.server.ts`, `reply-mail.server.ts`) and use layout.ts (the invitation, the quote, the invoice and receipt, a reply to a lead).
 */
export { escapeHtml, type RenderedMail } from './layout';
export {
  otpMail,
  passwordResetMail,
  emailChangeCodeMail,
  type OtpMailInput,
  type PasswordResetMailInput,
  type EmailChangeMailInput,
} from './account';
export { accountNoticeMail, type AccountNoticeMailInput } from './account-notice';
export { contactMail, reviewMail, type ContactMailInput, type RenderedContactMail, type ReviewMailInput } from './inbox';
export { contactChangeMail, type ContactChangeMailInput } from './contact-change';
