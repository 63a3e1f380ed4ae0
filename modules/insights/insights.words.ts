/**
 * Insights' words and figures (docs/decisions/0022-insights.md): the kinds of leads it counts, the
 * speed figures a browser reports and Google's thresholds for them, the connection types. Zod-free
 * and page-safe: the admin's report screen, the server's counting and the contracts
 * (./insights.schemas.ts) all read them here.
 */

/** Leads a browser reports itself: taps on the phone number, a WhatsApp link, the e-mail address. */
export const TAP_LEADS = ['phone', 'whatsapp', 'email'] as const;
/** Leads the server records when a form is stored: a contact message, a review, a sign-up. */
export const FORM_LEADS = ['contact', 'review', 'signup'] as const;
export const LEAD_KINDS = [...FORM_LEADS, ...TAP_LEADS] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The speed figures of Google's Core Web Vitals (and the time to first byte) a browser reports. */
export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];

/**
 * Google's thresholds at the 75th percentile: at or below `good` is good, above `poor` is poor,
 * between them "needs improvement" (web.dev/articles/vitals). LCP, INP and TTFB in milliseconds.
 */
export const THRESHOLDS: Record<Metric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

/** The connection types the Network Information API reports (Chromium-based browsers only). */
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;
