import type { Route } from './calls';
import { LEAD_FORM_CALLS } from '../../modules/leads/forms.calls';
import { REVIEW_FORM_CALLS } from '../../modules/reviews/review-form.calls';
import { TOPIC_LIST_CALLS } from '../../modules/topics/topic-list.calls';
import { INVITATION_ACCEPT_CALLS } from '../../modules/staff/invitation-accept.calls';

/**
 * The API calls the public pages and My account make, by name: method and address under /api. A
 * part of the table of calls (./routes.ts, which adds the admin area's calls): the pages with a
 * form load this part and the function that calls it (app/lib/call.ts) with the form kit, a few
 * hundred bytes, not the whole table (docs/decisions/0009-first-load-chunks.md). Free of zod; the
 * leads' form calls come from their module (modules/leads/forms.calls.ts, also zod-free).
 */
export type { Route };

export const PUBLIC_ROUTES = {
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
  // The session in use: how long it may stay unused, and keeping it alive while someone types.
  session: { method: 'GET', path: 'account/session' },
  keepSession: { method: 'POST', path: 'account/session' },
  deleteAccount: { method: 'POST', path: 'account/delete' },
  exportAccount: { method: 'GET', path: 'account/export' },
  // The members' list of project topics (modules/topics/topic-list.calls.ts).
  ...TOPIC_LIST_CALLS,
  // A review sent by a visitor (modules/reviews/review-form.calls.ts): a multipart form with an optional picture.
  ...REVIEW_FORM_CALLS,
  // An invitation to join as staff or administrator, opened from its mail (modules/staff).
  ...INVITATION_ACCEPT_CALLS,
  // The spam check's challenge (server/routes/health.ts).
  captchaChallenge: { method: 'GET', path: 'captcha/challenge' },
  // The contact message and a member's topic requests (modules/leads).
  ...LEAD_FORM_CALLS,
} as const satisfies Record<string, Route>;

export type PublicName = keyof typeof PUBLIC_ROUTES;

/** A value of the address: a query parameter or a part of the path. Undefined leaves a parameter out. */
export type UrlValues = Record<string, string | number | undefined>;

/**
 * The address of a call, as the browser requests it, from its entry in the table: the record it
 * names in its path (`content/home` for `content/:key`) and its query parameters (`?id=4`).
 */
export function urlOf(route: Route, query?: UrlValues, params?: UrlValues): string {
  const path = route.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
  const set = Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined);
  const search = new URLSearchParams(set.map(([k, v]) => [k, String(v)])).toString();
  return `/api/${path}${search ? `?${search}` : ''}`;
}
