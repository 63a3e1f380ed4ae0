import { PUBLIC_ROUTES, urlOf, type Route, type UrlValues } from './public-routes';
import { LEAD_INBOX_CALLS } from '../../modules/leads/inbox.calls';
import { LEAD_MESSAGE_CALLS } from '../../modules/leads/messages.calls';
import { INSIGHT_BEACON_CALLS } from '../../modules/insights/beacon.calls';
import { INSIGHT_REPORT_CALLS } from '../../modules/insights/report.calls';
import { DASHBOARD_CALLS } from '../../modules/dashboard/dashboard.calls';
import { QUOTE_CALLS } from '../../modules/quotes/quotes.calls';
import { CLIENT_CALLS } from '../../modules/clients/clients.calls';
import { GALLERY_CALLS } from '../../modules/gallery/gallery.calls';
import { PHOTO_UPLOAD_CALLS } from '../../modules/gallery/photo-upload.calls';
import { REVIEW_MODERATION_CALLS } from '../../modules/reviews/moderation.calls';
import { TOPIC_CHANGE_CALLS } from '../../modules/topics/topic-changes.calls';
import { USER_ADMIN_CALLS } from '../../modules/staff/users.calls';
import { ADMIN_RESEND_CALLS } from '../../modules/accounts/admin-resend.calls';
import { INVITATION_CALLS } from '../../modules/staff/invitations.calls';
import { ENQUIRY_INBOX_CALLS } from '../../modules/staff/enquiry-inbox.calls';
import { SECURITY_LOG_CALLS } from '../../modules/staff/security-log.calls';
import { INVOICE_CALLS } from '../../modules/invoices/invoices.calls';
import { PAYMENT_CALLS } from '../../modules/payments/payments.calls';
import { DELIVERY_CALLS } from '../../modules/deliveries/deliveries.calls';

/**
 * Every API call, by name: its method and its address under /api. This file carries no schema, so
 * a page that calls the API ships these few bytes and not the validation library; the schemas of
 * each call are in ./endpoints.ts, under the same name, and the server registers its routes from
 * them (docs/decisions/0021-api-contract.md). An address may name a record in its path
 * (`content/:key`); apiUrl() fills it in. The calls of the public pages and My account are a part
 * of their own (./public-routes.ts); this table adds the admin area's.
 */
export { PUBLIC_ROUTES, urlOf, type PublicName, type Route, type UrlValues } from './public-routes';

export const API_ROUTES = {
  ...PUBLIC_ROUTES,
  // Insights (modules/insights): what visitors' browsers report, and the admin's figures.
  ...INSIGHT_BEACON_CALLS,
  ...INSIGHT_REPORT_CALLS,
  // Clients (modules/clients/clients.calls.ts): the public list, the admin's changes (a multipart form with the logo).
  ...CLIENT_CALLS,
  // The gallery (modules/gallery): the public list; the admin's upload (multipart), edit, delete, order.
  ...GALLERY_CALLS,
  ...PHOTO_UPLOAD_CALLS,
  // Project topics (modules/topics/topic-changes.calls.ts): the staff's changes.
  ...TOPIC_CHANGE_CALLS,
  // Reviews (modules/reviews/moderation.calls.ts): the public list; the staff's lists by status (same
  // address, other scope) and moderation.
  ...REVIEW_MODERATION_CALLS,
  // The older door to the contact messages, for the original clients (modules/leads/messages.calls.ts).
  ...LEAD_MESSAGE_CALLS,
  // The leads inbox (modules/leads/inbox.calls.ts): contact messages and topic requests, worked by staff.
  ...LEAD_INBOX_CALLS,
  // Quotes (modules/quotes/quotes.calls.ts): built and sent by staff, accepted on the customer's page.
  ...QUOTE_CALLS,
  // The security log (server/routes/audit.ts).
  // The dashboard's counts and its "Before you go live" list (modules/dashboard).
  ...DASHBOARD_CALLS,
  // Accounts and roles, invitations, where enquiries are sent and the security log (modules/staff).
  ...USER_ADMIN_CALLS,
  // An account's new verification code, sent by an administrator (modules/accounts).
  ...ADMIN_RESEND_CALLS,
  ...INVITATION_CALLS,
  ...ENQUIRY_INBOX_CALLS,
  ...SECURITY_LOG_CALLS,
  // The dashboard's counts (server/routes/stats.ts).
  // Invoices and payments (modules/invoices, modules/payments): the lead's panel and the bank account setting.
  ...INVOICE_CALLS,
  ...PAYMENT_CALLS,
  // Deliveries of project research (modules/deliveries): the lead's panel and the dashboard's list.
  ...DELIVERY_CALLS,
  // Site content (server/routes/content.ts): a document by its key, its draft, its published versions.
  contentDocument: { method: 'GET', path: 'content/:key' },
  saveDraft: { method: 'PUT', path: 'content/:key/draft' },
  discardDraft: { method: 'DELETE', path: 'content/:key/draft' },
  publishDraft: { method: 'POST', path: 'content/:key/publish' },
  contentRevisions: { method: 'GET', path: 'content/:key/revisions' },
  contentRevision: { method: 'GET', path: 'content/:key/revisions/:id' },
  restoreRevision: { method: 'POST', path: 'content/:key/revisions/:id/restore' },
  previewToken: { method: 'POST', path: 'content/preview' },
  renderMarkdown: { method: 'POST', path: 'content/render' },
  uploadContentImage: { method: 'POST', path: 'content/images' },
} as const satisfies Record<string, Route>;

export type ApiName = keyof typeof API_ROUTES;


/**
 * The address of a call, as the browser requests it: the record it names in its path
 * (`content/home` for `content/:key`) and its query parameters (`?id=4`). The one way to write an
 * API address.
 */
export function apiUrl(name: ApiName, query?: UrlValues, params?: UrlValues): string {
  return urlOf(API_ROUTES[name], query, params);
}
