/**
 * Every API call, by name: its method and its address under /api. This file carries no schema, so
 * a page that calls the API ships these few bytes and not the validation library; the schemas of
 * each call are in ./endpoints.ts, under the same name, and the server registers its routes from
 * them (docs/decisions/0021-api-contract.md). An address may name a record in its path
 * (`content/:key`); apiUrl() fills it in.
 */
type Route = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string };

/**
 * Insights (server/routes/insights.ts): what visitors' browsers report, and the admin's figures. A
 * part of its own: the visitors' report is sent by a script of its own on every public page
 * (app/features/insights/beacon.ts), which takes this part and not the whole table.
 */
export const INSIGHT_ROUTES = {
  insightEvent: { method: 'POST', path: 'insights/event' },
  insights: { method: 'GET', path: 'insights' },
  insightsSummary: { method: 'GET', path: 'insights/summary' },
} as const satisfies Record<string, Route>;

export const API_ROUTES = {
  // Getting into an account (server/routes/auth.ts).
  signup: { method: 'POST', path: 'signup' },
  verify: { method: 'POST', path: 'verify' },
  resendCode: { method: 'POST', path: 'resend-email' },
  login: { method: 'POST', path: 'login' },
  forgotPassword: { method: 'POST', path: 'forgot-password' },
  resetPassword: { method: 'POST', path: 'reset-password' },
  // My account (server/routes/my-account.ts).
  account: { method: 'GET', path: 'account' },
  changePassword: { method: 'POST', path: 'account/password' },
  changeEmail: { method: 'POST', path: 'account/email' },
  confirmEmail: { method: 'POST', path: 'account/email/confirm' },
  logout: { method: 'POST', path: 'account/logout' },
  logoutAll: { method: 'POST', path: 'account/logout-all' },
  deleteAccount: { method: 'POST', path: 'account/delete' },
  exportAccount: { method: 'GET', path: 'account/export' },
  // Project topics (server/routes/topics.ts): the list for members, the changes for admins.
  topics: { method: 'GET', path: 'topics' },
  addTopic: { method: 'POST', path: 'topics' },
  updateTopic: { method: 'PUT', path: 'topics' },
  deleteTopic: { method: 'DELETE', path: 'topics' },
  ...INSIGHT_ROUTES,
  // Clients (server/routes/clients.ts): the public list, the admin's changes (a multipart form with the logo).
  clients: { method: 'GET', path: 'clients' },
  saveClient: { method: 'POST', path: 'clients' },
  updateClient: { method: 'PUT', path: 'clients' },
  deleteClient: { method: 'DELETE', path: 'clients' },
  // Reviews (server/routes/reviews.ts): the public list and submission (a multipart form with an
  // optional picture); the admin's lists by status (same address, other scope) and moderation.
  reviews: { method: 'GET', path: 'reviews' },
  reviewQueue: { method: 'GET', path: 'reviews' },
  sendReview: { method: 'POST', path: 'reviews' },
  moderateReview: { method: 'PUT', path: 'reviews' },
  deleteReview: { method: 'DELETE', path: 'reviews' },
  // The gallery (server/routes/gallery.ts): the public list; the admin's upload (multipart), edit, delete.
  gallery: { method: 'GET', path: 'gallery' },
  uploadImage: { method: 'POST', path: 'gallery' },
  updateImage: { method: 'PATCH', path: 'gallery' },
  deleteImage: { method: 'DELETE', path: 'gallery' },
  // The public forms (server/routes/contact.ts, health.ts): the contact message, the spam check's challenge.
  contact: { method: 'POST', path: 'contact' },
  captchaChallenge: { method: 'GET', path: 'captcha/challenge' },
  // The contact inbox (server/routes/messages.ts).
  messages: { method: 'GET', path: 'messages' },
  markMessage: { method: 'PATCH', path: 'messages' },
  deleteMessage: { method: 'DELETE', path: 'messages' },
  // Accounts (server/routes/users.ts): the paged list, what was done to them, and the changes.
  users: { method: 'GET', path: 'users' },
  usersLog: { method: 'GET', path: 'users/audit' },
  setRole: { method: 'PUT', path: 'users/role' },
  setDisabled: { method: 'PUT', path: 'users/status' },
  resendVerification: { method: 'POST', path: 'users/resend' },
  deleteUser: { method: 'DELETE', path: 'users' },
  // The security log (server/routes/audit.ts) and the dashboard's counts (server/routes/stats.ts).
  securityLog: { method: 'GET', path: 'audit' },
  stats: { method: 'GET', path: 'stats' },
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

/** A value of the address: a query parameter or a part of the path. Undefined leaves a parameter out. */
type UrlValues = Record<string, string | number | undefined>;

/**
 * The address of a call, as the browser requests it: the record it names in its path
 * (`content/home` for `content/:key`) and its query parameters (`?id=4`). The one way to write an
 * API address.
 */
export function apiUrl(name: ApiName, query?: UrlValues, params?: UrlValues): string {
  return urlOf(API_ROUTES[name], query, params);
}

/** The same, from a call's entry in a part of the table (INSIGHT_ROUTES.insightEvent). */
export function urlOf(route: Route, query?: UrlValues, params?: UrlValues): string {
  const path = route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
  const set = Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined);
  const search = new URLSearchParams(set.map(([k, v]) => [k, String(v)])).toString();
  return `/api/${path}${search ? `?${search}` : ''}`;
}
