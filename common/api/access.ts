import type { ApiName } from './routes';

/**
 * Who may make each call of the contract (./routes.ts), as the server's scopes decide it
 * (server/http/scopes.ts, mounted in server/routes/index.ts; docs/decisions/0025-staff-role.md):
 * - public: anyone;
 * - member: any signed-in, verified account;
 * - staff: staff and administrators — the admin area's daily work;
 * - admin: administrators only — accounts, roles, invitations and the security log.
 * tests/api/roles.test.ts checks every call against the server with a token of each role, so this
 * table and the server cannot drift apart; the admin area reads it to show a role its sections.
 */
export type Access = 'public' | 'member' | 'staff' | 'admin';

export const ACCESS = {
  signup: 'public',
  verify: 'public',
  resendCode: 'public',
  login: 'public',
  forgotPassword: 'public',
  resetPassword: 'public',
  sendReview: 'public',
  contact: 'public',
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
  topics: 'member',
  requestTopic: 'member',
  myTopicRequests: 'member',
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
  messages: 'staff',
  markMessage: 'staff',
  deleteMessage: 'staff',
  leads: 'staff',
  leadsExport: 'staff',
  lead: 'staff',
  updateLead: 'staff',
  addLeadNote: 'staff',
  replyToLead: 'staff',
  deleteLead: 'staff',
  stats: 'staff',
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
} as const satisfies Record<ApiName, Access>;
