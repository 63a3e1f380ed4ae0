import { PostgresAdapter, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { InsightDailyTable, InsightSpeedTable } from './insights.table';
import * as repo from './insights.repository';
import type { RollupThread } from './rollup-thread.service';

/**
 * The roll-up of one day: everything the Insights screen shows, counted once from that day's single
 * events into insight_daily (one row per dimension and key) and insight_speed (counts per speed
 * bucket). A roll-up replaces the day's rows as a whole, so running it again, or on two instances at
 * once, gives the same rows: nothing is ever counted twice (docs/decisions/0022-insights.md).
 *
 * Dimensions of insight_daily (`key` in brackets):
 * site (''), hour ('00'..'23'), page (path), entry (path of a visit's first page), source (name),
 * campaign (source, medium and campaign, tab-separated), device, browser, connection,
 * not_found (path), lead_kind, lead_page (path). Leads are also added to site, hour, source and
 * campaign. `people` is the number of distinct visitor hashes of the day within the row.
 */

export const CAMPAIGN_SEPARATOR = '\t';
/**
 * At most this many keys a day per dimension whose keys a visitor's browser names (pages not found,
 * sources, campaigns): the rest are added up under OTHER_KEY. Real traffic has a few dozen; forged
 * reports with a new value each would otherwise grow the kept totals, and every report read, without
 * bound. Their `people` are added up too, so the "other" row may count one person more than once.
 */
export const MAX_KEYS_PER_DAY = 100;
export const OTHER_KEY = '(other)';
const CAPPED_DIMS = new Set(['page', 'entry', 'not_found', 'lead_page', 'source', 'campaign']);
/** Shown for browsers that do not report their connection (Safari, Firefox). */
export const UNKNOWN_CONNECTION = 'Not reported';

type Row = Omit<InsightDailyTable, 'day' | 'dim' | 'key'>;

/**
 * Rolls up `day`. On SQLite `thread` (rollup-thread.service.ts) runs its queries and its write in a worker
 * thread; without one they run here.
 */
export async function rollUpDay(db: Kysely<DB>, day: string, now: Date, thread?: RollupThread): Promise<void> {
  const rows = new Map<string, Row>();
  const add = (dim: string, key: string, r: Partial<Row>) => {
    const id = `${dim}\n${key}`;
    const row = rows.get(id) ?? { views: 0, people: 0, visits: 0, leads: 0 };
    row.views += r.views ?? 0;
    row.people += r.people ?? 0;
    row.visits += r.visits ?? 0;
    row.leads += r.leads ?? 0;
    rows.set(id, row);
  };

  const sideBySide = db.getExecutor().adapter instanceof PostgresAdapter;
  const [site, hours, pages, entries, sources, devices, browsers, connections, notFound, campaigns, leads, speed] = await gather(sideBySide ? 'side by side' : thread ?? 'one at a time', [
    repo.groupViews(db, day, null),
    repo.groupViews(db, day, 'hour'),
    repo.groupViews(db, day, 'path'),
    repo.groupViews(db, day, 'path', { entriesOnly: true }),
    repo.groupViews(db, day, 'source', { entriesOnly: true }),
    repo.groupViews(db, day, 'device'),
    repo.groupViews(db, day, 'browser'),
    repo.groupViews(db, day, 'connection'),
    repo.groupViews(db, day, 'path', { notFound: true }),
    repo.campaignVisits(db, day),
    repo.leadsWithSource(db, day),
    repo.speedCounts(db, day, UNKNOWN_CONNECTION),
  ] as const);

  for (const r of site) add('site', '', r);
  for (const r of hours) add('hour', r.key.padStart(2, '0'), r);
  for (const r of pages) add('page', r.key, r);
  for (const r of entries) add('entry', r.key, { visits: r.visits, people: r.people });
  for (const r of sources) add('source', r.key || 'Direct', { visits: r.visits, people: r.people });
  for (const r of devices) add('device', r.key, r);
  for (const r of browsers) add('browser', r.key, r);
  for (const r of connections) add('connection', r.key || UNKNOWN_CONNECTION, r);
  for (const r of notFound) add('not_found', r.key, { views: r.views, people: r.people });
  for (const c of campaigns) add('campaign', campaignKey(c), { visits: c.visits });

  for (const l of leads) {
    const source = l.source ?? 'Direct';
    add('site', '', { leads: 1 });
    add('hour', String(l.hour).padStart(2, '0'), { leads: 1 });
    add('lead_kind', l.kind, { leads: 1 });
    add('lead_page', l.path, { leads: 1 });
    add('source', source, { leads: 1 });
    if (l.campaign) add('campaign', campaignKey({ source, medium: l.medium ?? '', campaign: l.campaign }), { leads: 1 });
  }

  capKeys(rows);
  // A day without visits has no rows (its site row would be all zeros).
  const daily = [...rows].filter(([, r]) => r.views + r.people + r.visits + r.leads > 0).map(([id, r]) => {
    const [dim, key] = id.split('\n');
    return { day, dim, key, ...r };
  });

  const speedRows: InsightSpeedTable[] = speed.map((r) => ({ day, ...r }));

  if (sideBySide) return repo.replaceRollup(db, day, daily, speedRows, now.toISOString());
  // On SQLite the counting above and the compiling or writing below each hold the thread on their own.
  await nextTurn();
  if (!thread) return repo.replaceRollup(db, day, daily, speedRows, now.toISOString());
  await thread.write(repo.rollupWrites(db, day, daily, speedRows, now.toISOString()));
}

type Results<T extends readonly repo.RollupRead<unknown>[]> = { -readonly [K in keyof T]: T[K] extends repo.RollupRead<infer R> ? R : never };

/**
 * Runs the reads. PostgreSQL answers over the network without holding the process: side by side.
 * On SQLite a query holds the thread that runs it until it is done (all twelve in one go held every
 * request for a quarter of a second for a day of 20,000 views). So there they run in the roll-up's
 * worker thread (rollup-thread.service.ts), and only for a database the worker cannot open (in memory)
 * here, one after another with a turn of the event loop before each, so a request waits at most for
 * one query. bench/insights.ts measures the longest hold of each way.
 */
async function gather<T extends readonly repo.RollupRead<unknown>[]>(how: 'side by side' | 'one at a time' | RollupThread, reads: T): Promise<Results<T>> {
  if (how === 'side by side') return (await Promise.all(reads.map(repo.runRead))) as Results<T>;
  if (how !== 'one at a time') {
    const rows = await how.read(reads.map((r) => r.query.compile()));
    return reads.map((r, i) => r.map(rows[i] as unknown[])) as Results<T>;
  }
  const results: unknown[] = [];
  for (const r of reads) {
    await nextTurn();
    results.push(await repo.runRead(r));
  }
  return results as Results<T>;
}

/**
 * Lets the event loop serve what is waiting (timers, requests) before going on. Twice: called while
 * the loop handles I/O (a worker's message is I/O), a setImmediate runs in that same round, before
 * any timer or new request; the second one, set from there, waits for the next round.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/** Keeps the MAX_KEYS_PER_DAY busiest keys of each capped dimension and folds the others into one. */
function capKeys(rows: Map<string, Row>): void {
  const byDim = new Map<string, [string, Row][]>();
  for (const entry of rows) {
    const dim = entry[0].slice(0, entry[0].indexOf('\n'));
    if (!CAPPED_DIMS.has(dim)) continue;
    const list = byDim.get(dim);
    if (list) list.push(entry);
    else byDim.set(dim, [entry]);
  }
  for (const [dim, entries] of byDim) {
    if (entries.length <= MAX_KEYS_PER_DAY) continue;
    const weight = (r: Row) => r.views + r.visits + r.leads;
    entries.sort((a, b) => weight(b[1]) - weight(a[1]) || (a[0] < b[0] ? -1 : 1));
    const other: Row = { views: 0, people: 0, visits: 0, leads: 0 };
    for (const [id, r] of entries.slice(MAX_KEYS_PER_DAY - 1)) {
      rows.delete(id);
      other.views += r.views;
      other.people += r.people;
      other.visits += r.visits;
      other.leads += r.leads;
    }
    const key = dim === 'campaign' ? campaignKey({ source: OTHER_KEY, medium: '', campaign: OTHER_KEY }) : OTHER_KEY;
    rows.set(`${dim}\n${key}`, other);
  }
}

export function campaignKey(c: { source: string; medium: string; campaign: string }): string {
  return [c.source, c.medium, c.campaign].join(CAMPAIGN_SEPARATOR);
}
