import { z } from 'zod';
import type { Contract } from '../../common/api/contract';
import { CONNECTIONS, LEAD_KINDS, METRICS, TAP_LEADS } from './insights.words';
import type { INSIGHT_BEACON_CALLS } from './beacon.calls';
import type { INSIGHT_REPORT_CALLS } from './report.calls';

/**
 * The contract of Insights, the owners' statistics (docs/decisions/0022-insights.md): what a
 * visitor's browser reports (`InsightEvent`, sent to POST /api/insights/event) and what the admin's
 * Insights screen reads (`InsightsReport`, from GET /api/insights). Nothing here names a person: a
 * browser reports a page, where the visit came from and how fast the page was; the server adds
 * the device class and browser family it reads from the user agent, and a daily visitor hash.
 */

/** A site path as the browser reports it: no query, no fragment, bounded. */
const Path = z.string().max(300).regex(/^\/[^\s?#]*$/, 'expected a path');
const Utm = z.string().trim().max(100);

const ViewEvent = z.object({
  type: z.literal('view'),
  path: Path,
  /** The page's document.referrer, only on the first page of a visit. */
  referrer: z.string().max(500).optional(),
  /** True on the first page of a visit: a full load that did not come from this site. */
  entry: z.boolean(),
  utm: z.object({ source: Utm.optional(), medium: Utm.optional(), campaign: Utm.optional() }).strict().optional(),
  connection: z.enum(CONNECTIONS).optional(),
  /** The page was the "page not found" screen. */
  notFound: z.boolean().optional(),
}).strict();

const LeadEvent = z.object({ type: z.literal('lead'), path: Path, lead: z.enum(TAP_LEADS) }).strict();

const VitalsEvent = z.object({
  type: z.literal('vitals'),
  path: Path,
  connection: z.enum(CONNECTIONS).optional(),
  metrics: z
    .object({
      LCP: z.number().min(0).max(120_000).optional(),
      INP: z.number().min(0).max(60_000).optional(),
      CLS: z.number().min(0).max(100).optional(),
      TTFB: z.number().min(0).max(120_000).optional(),
    })
    .strict()
    .refine((m) => Object.keys(m).length > 0, 'expected at least one figure'),
}).strict();

export const InsightEventSchema = z.discriminatedUnion('type', [ViewEvent, LeadEvent, VitalsEvent]);
export type InsightEvent = z.input<typeof InsightEventSchema>;

/** A day as YYYY-MM-DD (in Lagos time, like every day Insights counts). */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');
export const InsightsQuerySchema = z.object({ from: Day, to: Day }).strict();

const Count = z.number().int().nonnegative();
const Rating = z.enum(['good', 'needs-improvement', 'poor']);
const Figure = z.object({ metric: z.enum(METRICS), p75: z.number(), samples: Count, rating: Rating });
const Named = z.object({ name: z.string(), views: Count, people: Count });

export const InsightsReportSchema = z.object({
  status: z.literal('success'),
  from: Day,
  to: Day,
  /** When the figures were last brought up to date (they are rolled up every few minutes). */
  updatedAt: z.string().nullable(),
  totals: z.object({ people: Count, views: Count, visits: Count, leads: Count, notFound: Count }),
  /** One entry per day of the range; per hour (key "00".."23") when the range is one day. */
  series: z.array(z.object({ key: z.string(), people: Count, views: Count, leads: Count })),
  pages: z.array(Named),
  entryPages: z.array(z.object({ name: z.string(), visits: Count })),
  /**
   * Per source and per campaign: visits, leads counted by Insights (forms and taps), and of the
   * enquiries that came in over the range (contact messages and topic requests, spam left out),
   * how many came from it (`enquiries`), how many were won and their value in naira.
   */
  sources: z.array(z.object({ name: z.string(), group: z.string(), visits: Count, leads: Count, enquiries: Count, won: Count, wonNaira: Count })),
  campaigns: z.array(
    z.object({ source: z.string(), medium: z.string(), campaign: z.string(), visits: Count, leads: Count, enquiries: Count, won: Count, wonNaira: Count }),
  ),
  devices: z.array(Named),
  browsers: z.array(Named),
  connections: z.array(Named),
  notFound: z.array(z.object({ name: z.string(), views: Count })),
  leads: z.object({
    byKind: z.array(z.object({ kind: z.enum(LEAD_KINDS), count: Count })),
    bySource: z.array(z.object({ name: z.string(), count: Count })),
    byPage: z.array(z.object({ name: z.string(), count: Count })),
  }),
  /** Real visitors' speed over the 28 days that end with `to`, at the 75th percentile. */
  speed: z.object({
    from: Day,
    site: z.array(Figure),
    byDevice: z.array(z.object({ name: z.string(), figures: z.array(Figure) })),
    byConnection: z.array(z.object({ name: z.string(), figures: z.array(Figure) })),
    pages: z.array(z.object({ name: z.string(), figures: z.array(Figure) })),
  }),
});
export type InsightsReport = z.output<typeof InsightsReportSchema>;

/** The dashboard's summary: the last 7 days. */
export const InsightsSummarySchema = z.object({
  status: z.literal('success'),
  people: Count,
  views: Count,
  leads: Count,
  /** The same figures for the 7 days before, to say whether things go up or down. */
  before: z.object({ people: Count, views: Count, leads: Count }),
});
export type InsightsSummary = z.output<typeof InsightsSummarySchema>;

/** The visitors' report (./beacon.calls.ts), answered at once whatever it carried. */
export const INSIGHT_BEACON_CONTRACTS = {
  insightEvent: { body: InsightEventSchema, ok: 200, answer: z.object({ status: z.literal('success') }) },
} as const satisfies Record<keyof typeof INSIGHT_BEACON_CALLS, Contract>;

/** The admin's figures (./report.calls.ts): the report over a range of days, and the dashboard's summary. */
export const INSIGHT_REPORT_CONTRACTS = {
  insights: { query: InsightsQuerySchema, ok: 200, answer: InsightsReportSchema },
  insightsSummary: { ok: 200, answer: InsightsSummarySchema },
} as const satisfies Record<keyof typeof INSIGHT_REPORT_CALLS, Contract>;
