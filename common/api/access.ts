import type { ApiName } from './routes';
import { accessOf, type Access } from './calls';
import { SIGN_UP_CALLS } from '../../modules/accounts/sign-up.calls';
import { LOGIN_CALLS } from '../../modules/accounts/login.calls';
import { PASSWORD_RESET_CALLS } from '../../modules/accounts/password-reset.calls';
import { MY_ACCOUNT_CALLS } from '../../modules/accounts/my-account.calls';
import { SESSION_CALLS } from '../../modules/accounts/sessions.calls';
import { ADMIN_RESEND_CALLS } from '../../modules/accounts/admin-resend.calls';
import { LEAD_FORM_CALLS } from '../../modules/leads/forms.calls';
import { LEAD_INBOX_CALLS } from '../../modules/leads/inbox.calls';
import { LEAD_MESSAGE_CALLS } from '../../modules/leads/messages.calls';
import { INSIGHT_BEACON_CALLS } from '../../modules/insights/beacon.calls';
import { INSIGHT_REPORT_CALLS } from '../../modules/insights/report.calls';
import { DASHBOARD_CALLS } from '../../modules/dashboard/dashboard.calls';
import { QUOTE_CALLS } from '../../modules/quotes/quotes.calls';
import { CLIENT_CALLS } from '../../modules/clients/clients.calls';
import { GALLERY_CALLS } from '../../modules/gallery/gallery.calls';
import { PHOTO_UPLOAD_CALLS } from '../../modules/gallery/photo-upload.calls';
import { REVIEW_FORM_CALLS } from '../../modules/reviews/review-form.calls';
import { REVIEW_MODERATION_CALLS } from '../../modules/reviews/moderation.calls';
import { TOPIC_LIST_CALLS } from '../../modules/topics/topic-list.calls';
import { TOPIC_CHANGE_CALLS } from '../../modules/topics/topic-changes.calls';
import { USER_ADMIN_CALLS } from '../../modules/staff/users.calls';
import { INVITATION_CALLS } from '../../modules/staff/invitations.calls';
import { INVITATION_ACCEPT_CALLS } from '../../modules/staff/invitation-accept.calls';
import { ENQUIRY_INBOX_CALLS } from '../../modules/staff/enquiry-inbox.calls';
import { SECURITY_LOG_CALLS } from '../../modules/staff/security-log.calls';
import { INVOICE_CALLS } from '../../modules/invoices/invoices.calls';
import { PAYMENT_CALLS } from '../../modules/payments/payments.calls';
import { DELIVERY_CALLS } from '../../modules/deliveries/deliveries.calls';
import { MY_DELIVERY_CALLS } from '../../modules/deliveries/my-deliveries.calls';

/**
 * The calls declared once in a domain module (docs/decisions/0033-domain-modules.md), which carry
 * who may make them. A domain still in the old layout has its names in ./routes.ts, its access
 * below and a hand mount in server/routes/index.ts.
 */
export const MODULE_CALLS = {
  ...SIGN_UP_CALLS,
  ...LOGIN_CALLS,
  ...PASSWORD_RESET_CALLS,
  ...MY_ACCOUNT_CALLS,
  ...SESSION_CALLS,
  ...ADMIN_RESEND_CALLS,
  ...LEAD_FORM_CALLS,
  ...LEAD_INBOX_CALLS,
  ...LEAD_MESSAGE_CALLS,
  ...USER_ADMIN_CALLS,
  ...INVITATION_CALLS,
  ...INVITATION_ACCEPT_CALLS,
  ...ENQUIRY_INBOX_CALLS,
  ...SECURITY_LOG_CALLS,
  ...REVIEW_FORM_CALLS,
  ...REVIEW_MODERATION_CALLS,
  ...TOPIC_LIST_CALLS,
  ...TOPIC_CHANGE_CALLS,
  ...CLIENT_CALLS,
  ...GALLERY_CALLS,
  ...PHOTO_UPLOAD_CALLS,
  ...INSIGHT_BEACON_CALLS,
  ...INSIGHT_REPORT_CALLS,
  ...DASHBOARD_CALLS,
  ...QUOTE_CALLS,
  ...INVOICE_CALLS,
  ...PAYMENT_CALLS,
  ...DELIVERY_CALLS,
  ...MY_DELIVERY_CALLS,
} as const;

/**
 * Who may make each call of the contract (./routes.ts), as the server's scopes decide it
 * (server/http/scopes.ts, mounted in server/routes/index.ts; docs/decisions/0025-staff-role.md):
 * - public: anyone;
 * - member: any signed-in, verified account;
 * - staff: staff and administrators — the admin area's daily work;
 * - admin: administrators only — accounts, roles, invitations, where enquiries are sent and the security log.
 * tests/api/roles.test.ts checks every call against the server with a token of each role, so this
 * table and the server cannot drift apart; the admin area reads it to show a role its sections.
 * The calls of a domain module carry their access in their declaration and are not listed here
 * (docs/decisions/0033-domain-modules.md).
 */
export type { Access };

export const ACCESS = {
  ...accessOf(MODULE_CALLS),
  captchaChallenge: 'public',
  contentDocument: 'staff',
  saveDraft: 'staff',
  discardDraft: 'staff',
  publishDraft: 'staff',
  contentRevisions: 'staff',
  contentRevision: 'staff',
  restoreRevision: 'staff',
  previewToken: 'staff',
  renderMarkdown: 'staff',
  uploadContentImage: 'staff',
} as const satisfies Record<ApiName, Access>;
