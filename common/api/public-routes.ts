import type { Route } from './calls';
import { SIGN_UP_CALLS } from '../../modules/accounts/sign-up.calls';
import { LOGIN_CALLS } from '../../modules/accounts/login.calls';
import { PASSWORD_RESET_CALLS } from '../../modules/accounts/password-reset.calls';
import { MY_ACCOUNT_CALLS } from '../../modules/accounts/my-account.calls';
import { SESSION_CALLS } from '../../modules/accounts/sessions.calls';
import { LEAD_FORM_CALLS } from '../../modules/leads/forms.calls';
import { REVIEW_FORM_CALLS } from '../../modules/reviews/review-form.calls';
import { TOPIC_LIST_CALLS } from '../../modules/topics/topic-list.calls';
import { INVITATION_ACCEPT_CALLS } from '../../modules/staff/invitation-accept.calls';
import { CAPTCHA_CALLS } from './captcha.calls';
import { MY_DELIVERY_CALLS } from '../../modules/deliveries/my-deliveries.calls';

/**
 * The API calls the public pages and My account make, by name: method and address under /api. A
 * part of the table of calls (./routes.ts, which adds the admin area's calls): the pages with a
 * form load this part and the function that calls it (app/lib/call.ts) with the form kit, a few
 * hundred bytes, not the whole table (docs/decisions/0009-first-load-chunks.md). Free of zod; the
 * accounts' and the leads' calls come from their modules (modules/accounts/*.calls.ts,
 * modules/leads/forms.calls.ts, also zod-free).
 */
export type { Route };

// Built by a function marked pure: the bundler keeps an object of two or more spreads in every
// script that imports this file (the Insights beacon takes urlOf() alone), unless it is told that
// building it has no other effect.
export const PUBLIC_ROUTES = /* @__PURE__ */ (() => ({
  // Opening an account, logging in, a forgotten password, My account and the session in use (modules/accounts).
  ...SIGN_UP_CALLS,
  ...LOGIN_CALLS,
  ...PASSWORD_RESET_CALLS,
  ...MY_ACCOUNT_CALLS,
  ...SESSION_CALLS,
  // The members' list of project topics (modules/topics/topic-list.calls.ts).
  ...TOPIC_LIST_CALLS,
  // A review sent by a visitor (modules/reviews/review-form.calls.ts): a multipart form with an optional picture.
  ...REVIEW_FORM_CALLS,
  // An invitation to join as staff or administrator, opened from its mail (modules/staff).
  ...INVITATION_ACCEPT_CALLS,
  // The spam check's challenge (./captcha.calls.ts).
  ...CAPTCHA_CALLS,
  // The contact message and a member's topic requests (modules/leads).
  ...LEAD_FORM_CALLS,
  // Where a member's topic requests stand, and their delivered documents (modules/deliveries).
  ...MY_DELIVERY_CALLS,
}) as const satisfies Record<string, Route>)();

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
