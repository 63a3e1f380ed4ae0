import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import * as repo from './insights.repository';
import { outcomesBetween } from '../leads/index.server';
import { LEAD_KINDS, METRICS, type LeadKind, type Metric } from './insights.words';
import type { InsightsReport } from './insights.schemas';
import { CAMPAIGN_SEPARATOR, campaignKey } from './rollup.service';
import { sourceGroup } from './sources.service';
import { p75, rating } from './speed.service';
import { addDays, lagosDayStart } from '../../common/lagos-days';

/**
 * The Insights screen's figures for a range of days, read from the roll-ups only (never from the
 * single events), so a year costs a few thousand summed rows. People are counted per day and added
 * up: with a salt that changes daily, nobody can be recognised from one day to the next.
 */

/** How many rows each list shows at most. */
const TOP = 20;
/** Real-user speed is shown over 28 days, as Google's own reports do. */
export const SPEED_DAYS = 28;

const DIMS = ['site', 'page', 'entry', 'source', 'campaign', 'device', 'browser', 'connection', 'not_found', 'lead_kind', 'lead_page'];

export async function buildReport(db: Kysely<DB>, from: string, to: string): Promise<InsightsReport> {
  const speedFrom = addDays(to, -(SPEED_DAYS - 1));
  const [sums, series, speed, updatedAt, outcomes] = await Promise.all([
    repo.sumDaily(db, from, to, DIMS),
    from === to ? repo.dailyRows(db, from, to, 'hour') : repo.dailyRows(db, from, to, 'site'),
    repo.sumSpeed(db, speedFrom, to),
    repo.lastRolledAt(db, from, to),
    // The enquiries that came in from the first Lagos day's start to the end of the last.
    outcomesBetween(db, lagosDayStart(from), lagosDayStart(addDays(to, 1))),
  ]);
  const won = wonBy(outcomes);
  const of = (dim: string) => sums.filter((r) => r.dim === dim);
  const top = <T>(rows: T[], by: (r: T) => number) => [...rows].sort((a, b) => by(b) - by(a)).slice(0, TOP);
  const named = (dim: string) => top(of(dim), (r) => r.views).map((r) => ({ name: r.key, views: r.views, people: r.people }));
  const site = of('site')[0] ?? { views: 0, people: 0, visits: 0, leads: 0 };

  return {
    status: 'success',
    from,
    to,
    updatedAt,
    totals: {
      people: site.people,
      views: site.views,
      visits: site.visits,
      leads: site.leads,
      notFound: of('not_found').reduce((n, r) => n + r.views, 0),
    },
    series: seriesOf(series, from, to),
    pages: named('page'),
    entryPages: top(of('entry'), (r) => r.visits).map((r) => ({ name: r.key, visits: r.visits })),
    sources: top(withOutcomes(of('source'), won.sources), (r) => r.won * 1e6 + r.visits + r.leads).map((r) => ({
      name: r.key,
      group: sourceGroup(r.key),
      visits: r.visits,
      leads: r.leads,
      enquiries: r.enquiries,
      won: r.won,
      wonNaira: r.wonNaira,
    })),
    campaigns: top(withOutcomes(of('campaign'), won.campaigns), (r) => r.won * 1e6 + r.visits + r.leads).map((r) => {
      const [source, medium, campaign] = r.key.split(CAMPAIGN_SEPARATOR);
      return { source, medium, campaign, visits: r.visits, leads: r.leads, enquiries: r.enquiries, won: r.won, wonNaira: r.wonNaira };
    }),
    devices: named('device'),
    browsers: named('browser'),
    connections: named('connection'),
    notFound: top(of('not_found'), (r) => r.views).map((r) => ({ name: r.key, views: r.views })),
    leads: {
      byKind: of('lead_kind')
        .filter((r): r is typeof r & { key: LeadKind } => (LEAD_KINDS as readonly string[]).includes(r.key))
        .sort((a, b) => b.leads - a.leads)
        .map((r) => ({ kind: r.key, count: r.leads })),
      bySource: top(of('source').filter((r) => r.leads > 0), (r) => r.leads).map((r) => ({ name: r.key, count: r.leads })),
      byPage: top(of('lead_page'), (r) => r.leads).map((r) => ({ name: r.key, count: r.leads })),
    },
    speed: speedOf(speed, speedFrom),
  };
}

type Outcome = { enquiries: number; won: number; wonNaira: number };

/**
 * The enquiries of the range (contact messages and topic requests, spam left out) by the source and
 * campaign they carried, with how many were won and for how much: the end of the funnel that starts
 * with a visit (docs/decisions/0024-leads.md).
 */
function wonBy(rows: { source: string | null; medium: string | null; campaign: string | null; status: string; won_naira: number }[]) {
  const sources = new Map<string, Outcome>();
  const campaigns = new Map<string, Outcome>();
  const add = (m: Map<string, Outcome>, key: string, r: (typeof rows)[number]) => {
    const o = m.get(key) ?? { enquiries: 0, won: 0, wonNaira: 0 };
    o.enquiries++;
    if (r.status === 'won') {
      o.won++;
      // What the lead is worth: the leads module's rule (modules/leads/leads.repository.ts `wonNaira`).
      o.wonNaira += r.won_naira;
    }
    m.set(key, o);
  };
  for (const r of rows) {
    const source = r.source ?? 'Direct';
    add(sources, source, r);
    if (r.campaign) add(campaigns, campaignKey({ source, medium: r.medium ?? '', campaign: r.campaign }), r);
  }
  return { sources, campaigns };
}

/** Roll-up rows with their outcomes, and a row for a source or campaign that has outcomes but no visit in the range. */
function withOutcomes(rows: { key: string; visits: number; leads: number }[], outcomes: Map<string, Outcome>) {
  const none: Outcome = { enquiries: 0, won: 0, wonNaira: 0 };
  const out = rows.map((r) => ({ ...r, ...(outcomes.get(r.key) ?? none) }));
  for (const [key, o] of outcomes) if (!rows.some((r) => r.key === key)) out.push({ key, visits: 0, leads: 0, ...o });
  return out;
}

/** Every day of the range (or hour of the one day), with zeros where nothing was counted. */
function seriesOf(rows: { day: string; key: string; views: number; people: number; leads: number }[], from: string, to: string) {
  const hourly = from === to;
  const keys: string[] = [];
  if (hourly) for (let h = 0; h < 24; h++) keys.push(String(h).padStart(2, '0'));
  else for (let d = from; d <= to; d = addDays(d, 1)) keys.push(d);
  const byKey = new Map(rows.map((r) => [hourly ? r.key : r.day, r]));
  return keys.map((key) => {
    const r = byKey.get(key);
    return { key, people: r?.people ?? 0, views: r?.views ?? 0, leads: r?.leads ?? 0 };
  });
}

type SpeedRow = { metric: string; dim: string; key: string; bucket: number; n: number };

function speedOf(rows: SpeedRow[], from: string): InsightsReport['speed'] {
  // dim → key → metric → bucket → count
  const tree = new Map<string, Map<string, Map<Metric, Map<number, number>>>>();
  for (const r of rows) {
    if (!(METRICS as readonly string[]).includes(r.metric)) continue;
    const keys = tree.get(r.dim) ?? new Map();
    tree.set(r.dim, keys);
    const metrics = keys.get(r.key) ?? new Map();
    keys.set(r.key, metrics);
    const buckets = metrics.get(r.metric as Metric) ?? new Map<number, number>();
    metrics.set(r.metric as Metric, buckets);
    buckets.set(r.bucket, (buckets.get(r.bucket) ?? 0) + r.n);
  }
  const figures = (metrics: Map<Metric, Map<number, number>> | undefined) =>
    METRICS.filter((m) => metrics?.has(m)).map((metric) => {
      const { p75: value, samples } = p75(metric, metrics!.get(metric)!);
      return { metric, p75: value, samples, rating: rating(metric, value) };
    });
  const listOf = (dim: string, limit = TOP) => {
    const keys = [...(tree.get(dim) ?? new Map<string, Map<Metric, Map<number, number>>>())];
    const samplesOf = (m: Map<Metric, Map<number, number>>) => Math.max(0, ...[...m.values()].map((b) => [...b.values()].reduce((a, c) => a + c, 0)));
    return keys
      .sort((a, b) => samplesOf(b[1]) - samplesOf(a[1]))
      .slice(0, limit)
      .map(([name, metrics]) => ({ name, figures: figures(metrics) }));
  };
  return {
    from,
    site: figures(tree.get('site')?.get('')),
    byDevice: listOf('device'),
    byConnection: listOf('connection'),
    pages: listOf('page'),
  };
}
