import type { ApiName } from './routes';
import { accessOf, type Access } from './calls';
import { LEAD_FORM_CALLS } from '../../modules/leads/forms.calls';
import { LEAD_INBOX_CALLS } from '../../modules/leads/inbox.calls';
import { LEAD_MESSAGE_CALLS } from '../../modules/leads/messages.calls';
import { INVOICE_CALLS } from '../../modules/invoices/invoices.calls';
import { PAYMENT_CALLS } from '../../modules/payments/payments.calls';

/**
 * The calls declared once in a domain module (docs/decisions/0033-domain-modules.md), which carry
 * who may make them. A domain still in the old layout has its names in ./routes.ts, its access
 * below and a hand mount in server/routes/index.ts.
 */
export const MODULE_CALLS = { ...LEAD_FORM_CALLS, ...LEAD_INBOX_CALLS, ...LEAD_MESSAGE_CALLS, ...INVOICE_CALLS, ...PAYMENT_CALLS } as const;

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
  signup: 'public',
  verify: 'public',
  resendCode: 'public',
  login: 'public',
  forgotPassword: 'public',
  resetPassword: 'public',
  sendReview: 'public',
  captchaChallenge: 'public',
  insightEvent: 'public',
  clients: 'public',
  reviews: 'public',
  gallery: 'public',
  account: 'member',
  changePassword: 'member',
  changeEmail: 'member',
  confirmEmail: 'member',
  logout: 'member',
  logoutAll: 'member',
  deleteAccount: 'member',
  exportAccount: 'member',
  session: 'member',
  keepSession: 'member',
  topics: 'member',
  addTopic: 'staff',
  updateTopic: 'staff',
  deleteTopic: 'staff',
  insights: 'staff',
  insightsSummary: 'staff',
  saveClient: 'staff',
  updateClient: 'staff',
  deleteClient: 'staff',
  reviewQueue: 'staff',
  moderateReview: 'staff',
  deleteReview: 'staff',
  uploadImage: 'staff',
  updateImage: 'staff',
  deleteImage: 'staff',
  reorderGallery: 'staff',
  stats: 'staff',
  goLive: 'staff',
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
  users: 'admin',
  usersLog: 'admin',
  setRole: 'admin',
  setDisabled: 'admin',
  resendVerification: 'admin',
  deleteUser: 'admin',
  securityLog: 'admin',
  enquiryInbox: 'admin',
  setEnquiryInbox: 'admin',
  invitations: 'admin',
  invite: 'admin',
  resendInvitation: 'admin',
  withdrawInvitation: 'admin',
  checkInvitation: 'public',
  acceptInvitation: 'public',
} as const satisfies Record<ApiName, Access>;
