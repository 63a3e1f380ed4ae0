import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import type { Database } from '../../server/db/database';
import * as repo from './insights.repository';
import { METRICS } from './insights.words';
import type { InsightEvent, InsightsReport, InsightsSummary } from './insights.schemas';
import { runPeriodically, type PeriodicJob } from '../../server/services/periodic';
import { buildReport } from './report.service';
import { formPage, OTHER_PAGE, pageKey } from './pages.service';
import { rollUpDay } from './rollup.service';
import { createRollupThread, type RollupThreadTestHooks } from './rollup-thread.service';
import { classifySource } from './sources.service';
import { createPeopleCap } from './people-cap.service';
import { createNotFoundCap, createSourceCap } from './source-cap.service';
import { bucketOf } from './speed.service';
import { readUserAgent, visitorHash } from './visitors.service';
import { addDays, lagosDayStart, lagosTime } from '../../common/lagos-days';

/**
 * Insights: counting visits without cookies (docs/decisions/0022-insights.md).
 *
 * Events arrive from visitors' browsers (page views, taps, speed figures) and from the server's own
 * form handlers (a stored contact message, review or sign-up). They are checked (no bots, no
 * prefetches), reduced to what is counted (the address and user agent become a daily hash, a device
 * class and a browser name) and kept in memory for a moment: writes go to the database in batches,
 * so counting never makes a page or an API call wait. Every minute today is rolled up (and
 * yesterday, until its last events are in); the Insights screen reads only roll-ups.
 */

export interface InsightsSettings {
  enabled: boolean;
  rawDays: number;
  keepDays: number;
  /** How often today is rolled up (INSIGHTS_ROLLUP_SECONDS); the screen renews a roll-up twice as old. */
  rollupMs: number;
  /** The site's host, when PUBLIC_URL says it: a referrer from it is not a source. */
  siteHost?: string;
  /** Sources and campaigns of its own one address may add a day (INSIGHTS_SOURCES_PER_ADDRESS, source-cap.service.ts). */
  sourcesPerAddress?: number;
  /** People one address may count as a day (INSIGHTS_PEOPLE_PER_ADDRESS, people-cap.service.ts). */
  peoplePerAddress?: number;
  /** Pages not found of its own one address may add a day (INSIGHTS_NOT_FOUND_PER_ADDRESS, source-cap.service.ts). */
  notFoundPerAddress?: number;
}

export interface InsightsOptions {
  /** The clock (tests move it to another day). */
  now?: () => Date;
  /** How long events wait in memory before they are written together (default 2 s). */
  flushMs?: number;
  /** A roll-up of today older than this is renewed when the Insights screen asks (default: twice the roll-up period). */
  freshMs?: number;
  /** A SQLite file other connections may open, and its `synchronous` (server/db/database.ts): the roll-up then runs in a worker (rollup-thread.service.ts). Hooks: tests. */
  sqliteFile?: string;
  sqliteSynchronous?: 'normal' | 'full';
  rollupThreadHooks?: RollupThreadTestHooks;
}

/**
 * What Insights needs of a request: the client address, the host it was sent to, and its headers
 * (user agent, referrer, Sec-Purpose). A Fastify request is one; so is a page action's client.
 */
export interface RequestFacts {
  ip: string;
  host?: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface Insights {
  readonly enabled: boolean;
  /** Takes an event a browser reported; false when it is not counted (a bot, a prefetch). */
  record(req: RequestFacts, event: InsightEvent): Promise<boolean>;
  /** Counts a lead the server itself saw: a stored contact message, review or sign-up. Never throws. */
  formLead(req: RequestFacts, kind: 'contact' | 'review' | 'signup', page: string): Promise<void>;
  /** Writes the events waiting in memory. */
  flush(): Promise<void>;
  /** Rolls up `day` (default: today) now. */
  rollUp(day?: string): Promise<void>;
  /** Today's Lagos day. */
  today(): string;
  report(from: string, to: string): Promise<InsightsReport>;
  summary(): Promise<InsightsSummary>;
  /** What the timer runs: rolls up yesterday and today, then deletes what is past its keeping. */
  maintain(): Promise<void>;
  /** Starts the timer of maintain(). */
  start(log: FastifyBaseLogger): void;
  stop(): Promise<void>;
}

/** At most this many events wait in memory; more (a flood, or a database that is down) are dropped. */
const MAX_WAITING = 20_000;
/** Written at once when this many are waiting, without waiting for the timer. */
const BATCH = 500;

export function createInsights(db: Database, settings: InsightsSettings, opts: InsightsOptions = {}): Insights {
  const now = opts.now ?? (() => new Date());
  const flushMs = opts.flushMs ?? 2000;
  const freshMs = opts.freshMs ?? 2 * settings.rollupMs;
  let waiting: repo.EventBatch = { views: [], leads: [], vitals: [] };
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let salt: { day: string; value: Promise<string> } | undefined;
  let job: PeriodicJob | undefined;
  let log: FastifyBaseLogger | undefined;

  const capSources = createSourceCap(settings.sourcesPerAddress);
  const capNotFound = createNotFoundCap(settings.notFoundPerAddress);
  const person = createPeopleCap(settings.peoplePerAddress);
  const count = () => waiting.views.length + waiting.leads.length + waiting.vitals.length;

  /** The day's salt, asked of the database once per day and instance; older salts are deleted then. */
  const saltOf = (day: string) => {
    if (salt?.day !== day) {
      // The older salts are gone before the first hash of the new day is made with the new one (a
      // failed delete is tried again by the next instance or day; it never stops the counting).
      const value = repo.saltOf(db, day).then(async (s) => {
        await repo.deleteSaltsBefore(db, day).catch(() => {});
        return s;
      });
      salt = { day, value };
      value.catch(() => (salt = undefined));
    }
    return salt.value;
  };

  const schedule = () => {
    if (count() >= BATCH) void flush();
    else if (!timer) {
      timer = setTimeout(() => void flush(), flushMs);
      timer.unref();
    }
  };

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    writing = writing.then(async () => {
      if (count() === 0) return;
      const batch = waiting;
      waiting = { views: [], leads: [], vitals: [] };
      try {
        await repo.insertEvents(db, batch);
      } catch (err) {
        // Kept for the next try, within the bound: statistics may lose events, never the site its memory.
        log?.warn({ err: { message: (err as Error).message } }, 'insights: events not written yet');
        if (count() + batch.views.length + batch.leads.length + batch.vitals.length <= MAX_WAITING) {
          waiting = { views: [...batch.views, ...waiting.views], leads: [...batch.leads, ...waiting.leads], vitals: [...batch.vitals, ...waiting.vitals] };
        }
        schedule();
      }
    });
    return writing;
  }

  const counted = (req: RequestFacts) => {
    const ua = String(req.headers['user-agent'] ?? '');
    if (!ua || isbot(ua)) return null;
    // Speculative loads (prefetch, prerender) announce themselves; they are not visits.
    if (/prefetch|prerender/i.test(String(req.headers['sec-purpose'] ?? req.headers.purpose ?? ''))) return null;
    if (count() >= MAX_WAITING) return null;
    return ua;
  };

  const facts = async (req: RequestFacts, ua: string) => {
    const at = now();
    const { day, hour } = lagosTime(at);
    const who = person(day, req.ip, ua);
    const visitor = visitorHash(await saltOf(day), who.address, who.userAgent);
    return { at: at.toISOString(), day, hour, visitor, ...readUserAgent(ua) };
  };

  const rollupThread = opts.sqliteFile ? createRollupThread(opts.sqliteFile, { synchronous: opts.sqliteSynchronous, hooks: opts.rollupThreadHooks }) : undefined;
  // Roll-ups (the timer's, the screen's) run one at a time, each after the last one asked for; one asked for and not started is shared.
  let rolling: Promise<unknown> = Promise.resolve();
  const queued = new Map<string, Promise<void>>();

  function rollUp(day = lagosTime(now()).day): Promise<void> {
    const waiting = queued.get(day);
    if (waiting) return waiting;
    // It starts after the one in progress, and flushes first: everything counted before the ask is in it.
    const run = rolling.then(async () => {
      queued.delete(day);
      await flush();
      await rollUpDay(db, day, now(), rollupThread);
    });
    queued.set(day, run);
    rolling = run.catch(() => {});
    return run;
  }

  const insights: Insights = {
    enabled: settings.enabled,

    async record(req, event) {
      const ua = counted(req);
      if (!settings.enabled || !ua) return false;
      const f = await facts(req, ua);
      if (event.type === 'view') {
        const classified = event.entry
          ? classifySource({ referrer: event.referrer, utm: event.utm, userAgent: ua, siteHost: settings.siteHost ?? String(req.host ?? '') })
          : null;
        const source = classified && capSources(f.day, req.ip, classified);
        waiting.views.push({
          at: f.at,
          day: f.day,
          hour: f.hour,
          // A page not found is named by the report itself: an address names a few of its own a day (source-cap.service.ts).
          path: event.notFound && pageKey(event.path) === OTHER_PAGE ? capNotFound(f.day, req.ip, event.path) : pageKey(event.path),
          visitor: f.visitor,
          entry: event.entry ? 1 : 0,
          source: source?.name ?? null,
          medium: source?.medium ?? null,
          campaign: source?.campaign ?? null,
          device: f.device,
          browser: f.browser,
          connection: event.connection ?? null,
          not_found: event.notFound ? 1 : 0,
        });
      } else if (event.type === 'lead') {
        waiting.leads.push({ at: f.at, day: f.day, hour: f.hour, kind: event.lead, path: pageKey(event.path), visitor: f.visitor });
      } else {
        for (const metric of METRICS) {
          const value = event.metrics[metric];
          if (value === undefined) continue;
          waiting.vitals.push({ day: f.day, path: pageKey(event.path), metric, bucket: bucketOf(metric, value), device: f.device, connection: event.connection ?? null });
        }
      }
      schedule();
      return true;
    },

    async formLead(req, kind, page) {
      const ua = counted(req);
      if (!settings.enabled || !ua) return;
      try {
        const f = await facts(req, ua);
        waiting.leads.push({ at: f.at, day: f.day, hour: f.hour, kind, path: pageKey(formPage(req, page, settings.siteHost)), visitor: f.visitor });
        schedule();
      } catch (err) {
        // The message, review or account is stored already; only its count is lost.
        log?.warn({ err: { message: (err as Error).message } }, 'insights: lead not counted');
      }
    },

    flush,
    rollUp,
    today: () => lagosTime(now()).day,

    async report(from, to) {
      const today = lagosTime(now()).day;
      // The screen shows today as it is: a roll-up older than a minute is renewed first.
      if (from <= today && today <= to) {
        const at = await repo.rolledAt(db, today);
        if (!at || now().getTime() - Date.parse(at) > freshMs) await rollUp(today);
      }
      return buildReport(db, from, to);
    },

    async summary() {
      const today = lagosTime(now()).day;
      const [week, before] = await Promise.all([
        insights.report(addDays(today, -6), today),
        buildReport(db, addDays(today, -13), addDays(today, -7)),
      ]);
      const figures = (r: InsightsReport) => ({ people: r.totals.people, views: r.totals.views, leads: r.totals.leads });
      return { status: 'success', ...figures(week), before: figures(before) };
    },

    async maintain() {
      const today = lagosTime(now()).day;
      const yesterday = addDays(today, -1);
      // Yesterday is final once rolled up after its end (plus a few minutes for late batches).
      const yesterdayAt = await repo.rolledAt(db, yesterday);
      if (!yesterdayAt || Date.parse(yesterdayAt) < Date.parse(lagosDayStart(today)) + 5 * 60_000) await rollUp(yesterday);
      await rollUp(today);
      await repo.purge(db, addDays(today, -settings.rawDays), addDays(today, -settings.keepDays));
    },

    start(logger) {
      log = logger;
      if (!settings.enabled) return;
      const every = settings.rollupMs;
      job = runPeriodically(
        () => insights.maintain(),
        { firstDelayMs: Math.min(every, 30_000), everyMs: every },
        (err) => logger.error({ err: { message: err.message } }, 'insights roll-up failed'),
      );
    },

    async stop() {
      await job?.stop();
      await rolling;
      await rollupThread?.close();
      await flush();
    },
  };
  return insights;
}
