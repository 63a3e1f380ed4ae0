/**
 * Where this visit came from: the address of the first page the browser loaded (path and query,
 * with any utm_ parameters of a campaign link) and that page's referrer. Read once, when the
 * site's script starts on the first page, and kept in this module only: no cookie, no storage, so
 * it is gone when the tab is closed. The public forms send it with what they send, and the server
 * classifies it as Insights classifies a visit (docs/decisions/0024-leads.md).
 */
import type { VisitOrigin } from '../../common/schemas';

export type { VisitOrigin };

let origin: VisitOrigin | undefined;

/** The longest landing address or referrer the forms' schema takes (common/schemas.ts VisitOriginShape). */
const MAX = 600;

/** Called once by the client entry, before anything navigates; later calls change nothing. */
export function rememberVisitOrigin(): void {
  if (origin || typeof window === 'undefined') return;
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

/** Where the visit came from, for a form to send; empty before the script has started. */
export const visitOrigin = (): VisitOrigin => origin ?? {};
