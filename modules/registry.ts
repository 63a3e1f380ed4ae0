import type { Call } from '../common/api/calls';
import { PUBLIC_ROUTES } from '../common/api/public-routes';
import { HEALTH_CALLS } from '../common/api/health.calls';
import { ADMIN_RESEND_CALLS } from './accounts/admin-resend.calls';
import { LEAD_INBOX_CALLS } from './leads/inbox.calls';
import { LEAD_MESSAGE_CALLS } from './leads/messages.calls';
import { INSIGHT_BEACON_CALLS } from './insights/beacon.calls';
import { INSIGHT_REPORT_CALLS } from './insights/report.calls';
import { DASHBOARD_CALLS } from './dashboard/dashboard.calls';
import { QUOTE_CALLS } from './quotes/quotes.calls';
import { CLIENT_CALLS } from './clients/clients.calls';
import { GALLERY_CALLS } from './gallery/gallery.calls';
import { PHOTO_UPLOAD_CALLS } from './gallery/photo-upload.calls';
import { REVIEW_MODERATION_CALLS } from './reviews/moderation.calls';
import { TOPIC_CHANGE_CALLS } from './topics/topic-changes.calls';
import { USER_ADMIN_CALLS } from './staff/users.calls';
import { INVITATION_CALLS } from './staff/invitations.calls';
import { ENQUIRY_INBOX_CALLS } from './staff/enquiry-inbox.calls';
import { SECURITY_LOG_CALLS } from './staff/security-log.calls';
import { INVOICE_CALLS } from './invoices/invoices.calls';
import { PAYMENT_CALLS } from './payments/payments.calls';
import { DELIVERY_CALLS } from './deliveries/deliveries.calls';
import { CONTENT_DOCUMENT_CALLS } from './site-content/documents.calls';
import { CONTENT_REVISION_CALLS } from './site-content/revisions.calls';
import { CONTENT_PREVIEW_CALLS } from './site-content/preview.calls';
import { CONTENT_IMAGE_CALLS } from './site-content/content-images.calls';

/**
 * Every call the modules declare (docs/decisions/0033-domain-modules.md), in one list: the table of
 * calls (common/api/routes.ts) and who may make each (common/api/access.ts) are this list, not lists
 * of their own. A new module's `*.calls.ts` is named here once; a file of calls the public pages
 * make is named in common/api/public-routes.ts instead, which this list takes whole: that part is
 * the public pages' first load, so it must not name the admin's calls (a file goes whole into one
 * chunk, and this one holds them all). Zod-free, page-safe.
 */
export const MODULE_CALLS = /* @__PURE__ */ (() => ({
  // The public pages' and My account's calls: accounts, the leads' forms, the review form, the
  // members' topics, an invitation's acceptance, the captcha's challenge.
  ...PUBLIC_ROUTES,
  // The server's own health check (common/api/health.calls.ts).
  ...HEALTH_CALLS,
  // Accounts (modules/accounts): an account's new verification code, sent by an administrator.
  ...ADMIN_RESEND_CALLS,
  // The leads inbox, and the older door to the contact messages for the original clients (modules/leads).
  ...LEAD_INBOX_CALLS,
  ...LEAD_MESSAGE_CALLS,
  // Insights (modules/insights): what visitors' browsers report, and the admin's figures.
  ...INSIGHT_BEACON_CALLS,
  ...INSIGHT_REPORT_CALLS,
  // The dashboard's counts and its "Before you go live" list (modules/dashboard).
  ...DASHBOARD_CALLS,
  // Selling (modules/quotes, modules/invoices, modules/payments).
  ...QUOTE_CALLS,
  ...INVOICE_CALLS,
  ...PAYMENT_CALLS,
  // Deliveries of project research (modules/deliveries): the lead's panel and the dashboard's list.
  ...DELIVERY_CALLS,
  // Clients and the gallery (modules/clients, modules/gallery): the public lists and the admin's changes.
  ...CLIENT_CALLS,
  ...GALLERY_CALLS,
  ...PHOTO_UPLOAD_CALLS,
  // Reviews' moderation and the topics' changes (modules/reviews, modules/topics).
  ...REVIEW_MODERATION_CALLS,
  ...TOPIC_CHANGE_CALLS,
  // Accounts and roles, invitations, where enquiries are sent and the security log (modules/staff).
  ...USER_ADMIN_CALLS,
  ...INVITATION_CALLS,
  ...ENQUIRY_INBOX_CALLS,
  ...SECURITY_LOG_CALLS,
  // Site content (modules/site-content): a document by its key, its draft, its published versions,
  // the previews and the pictures.
  ...CONTENT_DOCUMENT_CALLS,
  ...CONTENT_REVISION_CALLS,
  ...CONTENT_PREVIEW_CALLS,
  ...CONTENT_IMAGE_CALLS,
}) as const satisfies Record<string, Call>)();
