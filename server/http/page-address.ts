/**
 * How the page renderer reads a request's address. Everything here decodes the query the way React
 * Router and the page loaders do (URLSearchParams), so `?%70review=…` is the same `preview` for the
 * cache guard, the response headers and the log redaction as it is for the page that shows a draft
 * (docs/decisions/0014-http-edges-cache-keys-preview-dev-server.md).
 */

/**
 * The query parameters some page reads: the address of a cached page keeps these and drops every
 * other one (utm_*, fbclid, anything made up), so made-up parameters all share one cache entry.
 *
 * - `email`: /verify-email and /forgot-password fill in the address from the link in the mail, and
 *   /login the address an account form posted without JavaScript was for;
 * - `redirect`: /login returns there afterwards;
 * - `section`, `tab`, `screen`, `page`, `module`: the admin area's screens;
 * - `_routes`, `index`: React Router's own (client navigations load `<path>.data?_routes=…`);
 * - `paths`, `version`: React Router's route discovery (`/__manifest?paths=/admin&version=…`), without
 *   which a client navigation to a page not yet known to the browser would find no route (a 404);
 * - `sent`: a public form's page after its post without JavaScript succeeded (`/contact?sent=1`);
 * - `done`: the page an account form posted without JavaScript leads to, saying what was done
 *   (`/login?email=…&done=verified`; the values are in modules/accounts/accounts.words.ts);
 * - `item`, `intent`: /contact names the product, service or course a quote link asked about
 *   (modules/leads/quote.words.ts; a key that names nothing is ignored, and the cache keeps few
 *   addresses with a query, so made-up keys cannot crowd out the pages).
 * - `reference`, `paystack`: Paystack's return to an invoice (`/invoice/<token>/paystack?reference=…`,
 *   verified with Paystack) and the invoice page's word on how it went (modules/payments/paystack.words.ts).
 *
 * A page that starts reading another parameter must add it here, or it will never see it in a
 * page view served to anonymous visitors.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set(['email', 'redirect', 'section', 'tab', 'screen', 'page', 'module', '_routes', 'index', 'paths', 'version', 'sent', 'done', 'item', 'intent', 'reference', 'paystack']);

/** The query of a request target (`/about?x=1`), decoded as URLSearchParams decodes it. */
export function queryOf(url: string): URLSearchParams {
  const q = url.indexOf('?');
  return new URLSearchParams(q === -1 ? '' : url.slice(q + 1).split('#')[0]);
}

/** The preview token of an admin's `?preview=<token>` page view, however the name is spelt; null without one. */
export function previewTokenOf(url: string): string | null {
  return queryOf(url).get('preview') || null;
}

/**
 * The address a page view that anyone may be served from the cache is rendered and stored under:
 * the path as sent, and only the parameters of PAGE_QUERY_PARAMS (or `keep`), sorted, so that `/?utm_source=x`
 * and `/` are one entry and nobody can fill the cache with made-up addresses.
 */
export function normalisedPageUrl(url: string, keep: ReadonlySet<string> = PAGE_QUERY_PARAMS): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const kept = [...queryOf(url)].filter(([name]) => keep.has(name));
  if (kept.length === 0) return path;
  kept.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

/** A Host header value: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-_.]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

export type HostCheck = 'ok' | 'malformed' | 'foreign';

/**
 * Whether pages may be served for this Host: a malformed one never; with PUBLIC_URL set, only its
 * own host or a loopback name (a check or a curl on the machine itself). The pages never use the
 * Host for links or cache keys; this refuses a request that reached the site under a name it is
 * not published at (a stray DNS record, a rebinding attack).
 */
export function checkHost(host: string | undefined, publicHost: string | undefined): HostCheck {
  if (!host) return 'ok';
  if (!HOST.test(host)) return 'malformed';
  if (publicHost === undefined || LOOPBACK.test(host)) return 'ok';
  return host.toLowerCase() === publicHost.toLowerCase() ? 'ok' : 'foreign';
}
