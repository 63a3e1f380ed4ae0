import { onCLS, onINP, onLCP, onTTFB, type Metric as Measured } from 'web-vitals';
import { readSession } from '../../../app/lib/session';
import type { InsightEvent } from '../insights.schemas';
import { VIEW_EVENT, type ViewDetail } from './view-event';
import { INSIGHT_BEACON_CALLS } from '../beacon.calls';
import { urlOf } from '../../../common/api/public-routes';
import { isStaff } from '../../../common/roles';
import { maskCustomerPath } from '../customer-paths';

/**
 * What a visitor's browser tells Insights (docs/decisions/0022-insights.md), loaded only once the
 * page has loaded, so it costs nothing before the page is usable. No cookie, no storage, no
 * identifier: each report is a page path plus what the browser knows of the visit (where it came
 * from, the connection type), a tap on a phone number, WhatsApp link or e-mail address, or the speed
 * figures Google's web-vitals package measured. Reports go with navigator.sendBeacon, which never
 * delays a navigation. Admins and previews are not counted.
 */

/** The Network Information API's answer (Chromium-based browsers; others report nothing). */
type ConnectionType = 'slow-2g' | '2g' | '3g' | '4g';
const CONNECTIONS: readonly string[] = ['slow-2g', '2g', '3g', '4g'] satisfies ConnectionType[];

function connection(): ConnectionType | undefined {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return type && CONNECTIONS.includes(type) ? (type as ConnectionType) : undefined;
}

/** Not counted: the owners and their staff, and drafts shown in a preview. */
function counted(): boolean {
  const role = readSession()?.user.role;
  if (isStaff(role)) return false;
  return !new URLSearchParams(window.location.search).has('preview');
}

function send(event: InsightEvent): void {
  const body = JSON.stringify(event);
  const url = urlOf(INSIGHT_BEACON_CALLS.insightEvent);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses the beacon (a blocker, a size limit) falls back to a keepalive fetch.
  }
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
}

/** The first page of a visit: not a reload, and not reached from a page of this site. */
function isEntry(): boolean {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav?.type === 'reload' || nav?.type === 'back_forward') return false;
  try {
    return !document.referrer || new URL(document.referrer).origin !== window.location.origin;
  } catch {
    return true;
  }
}

function utm(): { source?: string; medium?: string; campaign?: string } | undefined {
  const q = new URLSearchParams(window.location.search);
  const pick = (k: string) => q.get(`utm_${k}`)?.slice(0, 100) || undefined;
  const found = { source: pick('source'), medium: pick('medium'), campaign: pick('campaign') };
  return found.source || found.medium || found.campaign ? found : undefined;
}

let landingPath: string | undefined;
/** Sends the server-rendered page's last speed figures and stops measuring (see watchSpeed). */
let endSpeed: (() => void) | undefined;

/** A page was shown: `firstLoad` on the server-rendered page, false on a navigation inside the site. */
function pageView(fullPath: string, firstLoad: boolean): void {
  // A customer's quote or invoice link is a secret: reported as `/quote/…` or `/invoice/…`.
  const path = maskCustomerPath(fullPath);
  if (!firstLoad) {
    endSpeed?.();
    endSpeed = undefined;
  }
  if (!counted()) return;
  const entry = firstLoad && isEntry();
  const notFound = document.querySelector('main.not-found') !== null || document.title.startsWith('404');
  const campaign = entry ? utm() : undefined;
  const type = connection();
  send({
    type: 'view',
    path: path.slice(0, 300),
    entry,
    ...(entry && document.referrer ? { referrer: document.referrer.slice(0, 500) } : {}),
    ...(campaign ? { utm: campaign } : {}),
    ...(type ? { connection: type } : {}),
    ...(notFound ? { notFound: true } : {}),
  });
  if (firstLoad && !landingPath) {
    landingPath = path.slice(0, 300);
    watchTaps();
    endSpeed = watchSpeed();
  }
}

/** Leads that happen outside the site: a tap on the phone number, a WhatsApp link or the e-mail address. */
function tapKind(href: string): 'phone' | 'whatsapp' | 'email' | null {
  if (/^tel:/i.test(href)) return 'phone';
  if (/^mailto:/i.test(href)) return 'email';
  if (/^whatsapp:|^https?:\/\/(wa\.me|(api|web|chat)\.whatsapp\.com)\//i.test(href)) return 'whatsapp';
  return null;
}

function watchTaps(): void {
  document.addEventListener(
    'click',
    (e) => {
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      const kind = link ? tapKind(link.getAttribute('href') ?? '') : null;
      if (kind && counted()) send({ type: 'lead', path: maskCustomerPath(window.location.pathname).slice(0, 300), lead: kind });
    },
    true,
  );
}

/**
 * The server-rendered page's speed. The package reports each figure again as it changes
 * (`reportAllChanges`); the latest of each goes in one beacon when the page is hidden or left, the
 * moment the figures are final. (Waiting for the package's own final reports does not work when a
 * page is left for another: they come on `visibilitychange`, which a navigation does not always fire.)
 *
 * A navigation inside the site also leaves the page: the package would go on measuring the next
 * pages' shifts and taps as if they were the first page's, so the returned function, called then,
 * sends the figures so far and ends the measuring.
 */
function watchSpeed(): () => void {
  let pending: Partial<Record<'LCP' | 'INP' | 'CLS' | 'TTFB', number>> = {};
  let ended = false;
  const flush = () => {
    if (ended || !Object.keys(pending).length || !counted()) return;
    const type = connection();
    send({ type: 'vitals', path: landingPath!, metrics: pending, ...(type ? { connection: type } : {}) });
    pending = {};
  };
  const take = (m: Measured) => {
    if (ended) return;
    pending[m.name as keyof typeof pending] = m.name === 'CLS' ? Math.round(m.value * 1000) / 1000 : Math.round(m.value);
  };
  const all = { reportAllChanges: true };
  onLCP(take, all);
  onINP(take, all);
  onCLS(take, all);
  // The time to first byte is final at once: sent straight away, so every page has one figure even
  // when the page is closed in a way that fires no event.
  onTTFB((m) => {
    take(m);
    flush();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return () => {
    flush();
    ended = true;
  };
}

window.addEventListener(VIEW_EVENT, (e) => {
  const { path, firstLoad } = (e as CustomEvent<ViewDetail>).detail;
  pageView(path, firstLoad);
});
