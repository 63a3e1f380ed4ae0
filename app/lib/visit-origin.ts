/**
 * Where this visit came from: the address of the first page the browser loaded (path and query,
 * with any utm_ parameters of a campaign link) and that page's referrer. Read when the site's
 * script starts on the first page and kept in this module: no cookie, no identifier, nothing kept
 * in the browser. Across the ordinary page loads of the pages served without React
 * (docs/decisions/0038-pages-without-react-in-the-browser.md) it is handed over in the tab's
 * session storage: written as the page is left, read and removed at once by the next page, which
 * uses it only when it was reached through a link of the site (a page reached from elsewhere, a
 * campaign link or an address typed starts a new visit). The public forms send it with what they
 * send, and the server classifies it as Insights classifies a visit (docs/decisions/0024-leads.md).
 */
import type { VisitOrigin } from '../../common/schemas';

export type { VisitOrigin };

let origin: VisitOrigin | undefined;

/** The longest landing address or referrer the forms' schema takes (common/schemas.ts VisitOriginShape). */
const MAX = 600;

/** The tab's session storage entry. */
const KEY = 'visit-origin';

/** The origin the page before handed over, removed at once; used when this page was reached through the site. */
function handedOver(): VisitOrigin | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as VisitOrigin | null;
    sessionStorage.removeItem(KEY);
    const { referrer } = document;
    const throughSite = referrer !== '' && new URL(referrer).origin === window.location.origin;
    const campaign = [...new URLSearchParams(window.location.search).keys()].some((k) => k.startsWith('utm_'));
    if (!throughSite || campaign) return undefined;
    return stored && typeof stored.landing === 'string' ? stored : undefined;
  } catch {
    // No storage (a private window, storage turned off) or a bad entry: this page starts the visit.
    return undefined;
  }
}

/**
 * Called once by the client entry (and by the widget script of a page served without React), before
 * anything navigates; later calls change nothing.
 */
export function rememberVisitOrigin(): void {
  if (origin || typeof window === 'undefined') return;
  handOver();
  origin = handedOver();
  if (origin) return;
  const { pathname, search } = window.location;
  let landing = `${pathname}${search}`;
  if (landing.length > MAX) {
    // Too long to carry whole: the path and the campaign's parameters, which are what is read.
    const utm = [...new URLSearchParams(search)].filter(([k]) => k.startsWith('utm_'));
    const query = new URLSearchParams(utm.map(([k, v]) => [k, v.slice(0, 100)])).toString();
    landing = `${pathname.slice(0, 300)}${query ? `?${query}` : ''}`;
  }
  origin = { landing, ...(document.referrer ? { referrer: document.referrer.slice(0, MAX) } : {}) };
}

/** Hands the origin to the next page as this one is left; a page shown again from the back-forward cache takes it back. */
function handOver(): void {
  const store = (value: VisitOrigin | null) => {
    try {
      if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
      else sessionStorage.removeItem(KEY);
    } catch {
      // Without storage the origin is kept for this page only.
    }
  };
  window.addEventListener('pagehide', () => store(origin ?? null));
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) store(null);
  });
}

/** Where the visit came from, for a form to send; empty before the script has started. */
export const visitOrigin = (): VisitOrigin => origin ?? {};
