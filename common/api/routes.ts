import { INSIGHT_ROUTES } from './insight-routes';
import { PUBLIC_ROUTES, urlOf, type Route, type UrlValues } from './public-routes';
import { LEAD_INBOX_CALLS } from '../../modules/leads/inbox.calls';
import { LEAD_MESSAGE_CALLS } from '../../modules/leads/messages.calls';
import { INVOICE_CALLS } from '../../modules/invoices/invoices.calls';
import { PAYMENT_CALLS } from '../../modules/payments/payments.calls';

/**
 * Every API call, by name: its method and its address under /api. This file carries no schema, so
 * a page that calls the API ships these few bytes and not the validation library; the schemas of
 * each call are in ./endpoints.ts, under the same name, and the server registers its routes from
 * them (docs/decisions/0021-api-contract.md). An address may name a record in its path
 * (`content/:key`); apiUrl() fills it in. The calls of the public pages and My account are a part
 * of their own (./public-routes.ts); this table adds the admin area's.
 */
export { INSIGHT_ROUTES } from './insight-routes';
export { PUBLIC_ROUTES, urlOf, type PublicName, type Route, type UrlValues } from './public-routes';

export const API_ROUTES = {
  ...PUBLIC_ROUTES,
  // Project topics (server/routes/topics.ts): the admin's changes.
  addTopic: { method: 'POST', path: 'topics' },
  updateTopic: { method: 'PUT', path: 'topics' },
  deleteTopic: { method: 'DELETE', path: 'topics' },
  ...INSIGHT_ROUTES,
  // Clients (server/routes/clients.ts): the public list, the admin's changes (a multipart form with the logo).
  clients: { method: 'GET', path: 'clients' },
  saveClient: { method: 'POST', path: 'clients' },
  updateClient: { method: 'PUT', path: 'clients' },
  deleteClient: { method: 'DELETE', path: 'clients' },
  // Reviews (server/routes/reviews.ts): the public list; the admin's lists by status (same address,
  // other scope) and moderation.
  reviews: { method: 'GET', path: 'reviews' },
  reviewQueue: { method: 'GET', path: 'reviews' },
  moderateReview: { method: 'PUT', path: 'reviews' },
  deleteReview: { method: 'DELETE', path: 'reviews' },
  // The gallery (server/routes/gallery.ts): the public list; the admin's upload (multipart), edit, delete, order.
  gallery: { method: 'GET', path: 'gallery' },
  uploadImage: { method: 'POST', path: 'gallery' },
  updateImage: { method: 'PATCH', path: 'gallery' },
  deleteImage: { method: 'DELETE', path: 'gallery' },
  reorderGallery: { method: 'PUT', path: 'gallery/order' },
  // The older door to the contact messages, for the original clients (modules/leads/messages.calls.ts).
  ...LEAD_MESSAGE_CALLS,
  // The leads inbox (modules/leads/inbox.calls.ts): contact messages and topic requests, worked by staff.
  ...LEAD_INBOX_CALLS,
  // Invoices and payments (modules/invoices, modules/payments): the lead's panel and the bank account setting.
  ...INVOICE_CALLS,
  ...PAYMENT_CALLS,
  // Accounts (server/routes/users.ts): the paged list, what was done to them, and the changes.
  users: { method: 'GET', path: 'users' },
  usersLog: { method: 'GET', path: 'users/audit' },
  setRole: { method: 'PUT', path: 'users/role' },
  setDisabled: { method: 'PUT', path: 'users/status' },
  resendVerification: { method: 'POST', path: 'users/resend' },
  deleteUser: { method: 'DELETE', path: 'users' },
  // Invitations of colleagues as staff or administrators (server/routes/invitations.ts).
  invitations: { method: 'GET', path: 'invitations' },
  invite: { method: 'POST', path: 'invitations' },
  resendInvitation: { method: 'POST', path: 'invitations/:id/resend' },
  withdrawInvitation: { method: 'DELETE', path: 'invitations/:id' },
  // Settings only administrators change (server/routes/settings.ts): where enquiries are sent.
  enquiryInbox: { method: 'GET', path: 'settings/enquiry-inbox' },
  setEnquiryInbox: { method: 'PUT', path: 'settings/enquiry-inbox' },
  // The security log (server/routes/audit.ts) and the dashboard's counts (server/routes/stats.ts).
  securityLog: { method: 'GET', path: 'audit' },
  stats: { method: 'GET', path: 'stats' },
  // The dashboard's "Before you go live" list (server/routes/go-live.ts).
  goLive: { method: 'GET', path: 'go-live' },
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
