import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { createDatabase, migrateToLatest, sqliteFileOf, sqliteSynchronousOf, type Database } from '../server/db/database';
import { buildReport } from '../modules/insights/report.service';
import { rollUpDay } from '../modules/insights/rollup.service';
import { createRollupThread } from '../modules/insights/rollup-thread.service';
import { addDays, lagosTime } from '../common/lagos-days';
import { createFreshPgDatabase, startThrowawayPg } from '../tests/support/pg-server';
import { generateDay, generateYear } from './insights-data';
import { BROWSER, DURATION, SLICES, WARMUP } from './options';
import { writeBlock } from './report';
import { startSite } from './site';

/**
 * Insights in `npm run bench` (docs/decisions/0022-insights.md):
 *
 * 1. Counting must not slow pages. Two sites run side by side, one with INSIGHTS=on and one with
 *    INSIGHTS=off. GET / is measured on each in alternating slices, while a second client sends
 *    each site 200 beacons a second, a steady stream far above 20,000 page views a day. Result:
 *    page throughput with counting on as a share of counting off. Target: at least 95 %.
 * 2. The Insights screen must stay quick with a year of data. A year at 20,000 page views a day is
 *    generated (bench/insights-data.ts) on SQLite and on PostgreSQL. Each query the screen and
 *    the dashboard make is then timed: the report for today, 7 days, 30 days and 365 days, the
 *    summary, and the roll-up of a full day (what opening the screen renews). Target: every one
 *    under 300 ms (median of 5).
 * 3. The roll-up must not stall requests: while each query runs, a 1 ms timer notes the longest
 *    stretch the process served nothing else. The roll-up of today (20,000 views) and of a busy
 *    day (100,000 views) is timed as the server runs it: on SQLite its queries in the roll-up's
 *    worker thread (modules/insights/rollup-thread.service.ts), on PostgreSQL side by side; and on
 *    SQLite also as before the worker, one query at a time in the server's own thread, the
 *    baseline of the same run. Target: the roll-up as the server runs it holds the process for at
 *    most a tenth of its time in one piece.
 */

const PHONE = 'Mozilla/5.0 (Linux; Android 13; SM-A146P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const BEACONS_PER_SECOND = 200;
const VIEWS_PER_DAY = 20_000;
/** A busy day, rolled up too: five times the generated year's. */
const BUSY_DAY_VIEWS = 100_000;
const TARGET_MS = 300;
const TARGET_RATIO = 0.95;
/**
 * A roll-up runs every minute on every instance: it may hold the process (and every request
 * waiting) for at most this share of its time in one piece. Run in one go, SQLite's queries held it
 * for all of it (100 %); one at a time in the server's thread, for a quarter of it (its longest
 * query); in the worker thread, where the roll-up reads and writes, only the counting of the rows
 * read and the compiling of the statements that write them hold it.
 */
const TARGET_HOLD_SHARE = 0.1;

export async function runInsightsBench(machine: string, connections: number): Promise<void> {
  const counting = await countingBench(connections);
  const sqlite = await dashboardBench('SQLite');
  const postgres = await dashboardBench('PostgreSQL');
  const rows = [...sqlite.rows, ...postgres.rows];
  const checks = [
    `${counting.ratio >= TARGET_RATIO ? 'ok  ' : 'MISS'} GET / with counting on: ${(counting.ratio * 100).toFixed(0)} % of counting off (target ≥ ${TARGET_RATIO * 100} %)`,
    ...rows.map((r) => `${r.median < TARGET_MS ? 'ok  ' : 'MISS'} ${r.db}: ${r.name}: median ${r.median.toFixed(0)} ms, slowest ${r.max.toFixed(0)} ms (target < ${TARGET_MS} ms)`),
    ...rows
      .filter((r) => r.name.startsWith('roll-up') && !r.name.endsWith(BEFORE))
      .map((r) => `${r.holdShare <= TARGET_HOLD_SHARE ? 'ok  ' : 'MISS'} ${r.db}: ${r.name} held the process for at most ${(r.holdShare * 100).toFixed(0)} % of its time in one piece, ${r.hold.toFixed(0)} ms (target ≤ ${TARGET_HOLD_SHARE * 100} %)`),
    ...sqlite.rows
      .filter((r) => r.name.endsWith(BEFORE))
      .map((before) => {
        const after = sqlite.rows.find((r) => r.name === before.name.replace(BEFORE, WORKER))!;
        return `     SQLite: ${after.name}: longest hold ${after.hold.toFixed(0)} ms, ${((after.hold / before.hold) * 100).toFixed(0)} % of the same roll-up ${BEFORE} (${before.hold.toFixed(0)} ms, this run)`;
      }),
  ];
  console.log(`\n${checks.join('\n')}`);
  writeBlock(
    'insights',
    [
      '<!-- insights:start -->',
      '## Insights (`npm run bench`, bench/insights.ts)',
      '',
      `${machine}. Written ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      '',
      `Counting and page speed: GET / on two sites at once, INSIGHTS=on and off, each also receiving ${BEACONS_PER_SECOND} beacons a second, measured in ${SLICES} alternating slices (${connections} connections, ${DURATION} s each side):`,
      '',
      '| site | GET / req/s | p50 ms | p99 ms | beacons answered |',
      '|---|---|---|---|---|',
      `| counting on | ${counting.on.rps.toFixed(0)} | ${counting.on.p50} | ${counting.on.p99} | ${counting.on.beacons} |`,
      `| counting off | ${counting.off.rps.toFixed(0)} | ${counting.off.p50} | ${counting.off.p99} | ${counting.off.beacons} (404) |`,
      `| **on / off** | **${(counting.ratio * 100).toFixed(0)} %** | | | target ≥ ${TARGET_RATIO * 100} % |`,
      '',
      `The Insights screen on a generated year (${VIEWS_PER_DAY.toLocaleString('en')} page views a day; single events for the last 30 days, daily totals for 365): ${sqlite.note}; ${postgres.note}.`,
      '',
      `Longest hold: the longest stretch in which the query held the process and no request was served (a 1 ms timer watching the event loop), and that as a share of the run (the median of 5 runs, and the worst run's hold). The roll-ups of today and of a busy day (${BUSY_DAY_VIEWS.toLocaleString('en')} views) as the server runs them (on SQLite ${WORKER}), and on SQLite also ${BEFORE} (the baseline: one query at a time in the server's thread).`,
      '',
      '| database | query | median ms | slowest of 5 ms | longest hold ms, median of 5 | in the worst run | hold ÷ run (median) |',
      '|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.db} | ${r.name} | ${r.median.toFixed(1)} | ${r.max.toFixed(1)} | ${r.hold.toFixed(0)} | ${r.holdMax.toFixed(0)} | ${(r.holdShare * 100).toFixed(0)} % |`),
      '',
      ...checks.map((c) => `    ${c}`),
      '<!-- insights:end -->',
    ].join('\n'),
  );
}

interface Side {
  rps: number;
  p50: number;
  p99: number;
  beacons: number;
}

async function countingBench(connections: number): Promise<{ on: Side; off: Side; ratio: number }> {
  console.log(`Insights: GET / with counting on and off, each site also getting ${BEACONS_PER_SECOND} beacons a second`);
  const env = { RATE_LIMIT_INSIGHTS: '100000000/1m', RATE_LIMIT_INSIGHTS_DAY: '100000000/24h', RATE_LIMIT_INSIGHTS_TAPS: '100000000/24h', INSIGHTS_SOURCES_PER_ADDRESS: '1000000' };
  const on = await startSite({ ...env, INSIGHTS: 'on' });
  const off = await startSite({ ...env, INSIGHTS: 'off' });
  try {
    const beacon = (base: string, duration: number) =>
      autocannon({
        url: `${base}/api/insights/event`,
        method: 'POST',
        connections: 4,
        overallRate: BEACONS_PER_SECOND,
        duration,
        headers: { 'content-type': 'application/json', 'user-agent': PHONE },
        body: JSON.stringify({ type: 'view', path: '/POS', entry: true, referrer: 'android-app://com.whatsapp/', connection: '3g' }),
      });
    const page = (base: string, duration: number) => autocannon({ url: `${base}/`, connections, duration, headers: { ...BROWSER, 'user-agent': PHONE } });
    const slice = DURATION / SLICES;
    const results = { on: [] as Result[], off: [] as Result[], onBeacons: 0, offBeacons: 0 };
    for (const site of [on, off]) await Promise.all([page(site.base, WARMUP), beacon(site.base, WARMUP)]);
    for (let i = 0; i < SLICES; i++) {
      for (const [name, site] of [['on', on], ['off', off]] as const) {
        const [pages, beacons] = await Promise.all([page(site.base, slice), beacon(site.base, slice)]);
        results[name].push(pages);
        if (name === 'on') results.onBeacons += beacons['2xx'];
        else results.offBeacons += beacons.non2xx;
      }
    }
    const side = (rs: Result[], beacons: number): Side => ({
      rps: rs.reduce((n, r) => n + r.requests.total, 0) / rs.reduce((n, r) => n + r.duration, 0),
      p50: rs.map((r) => r.latency.p50).sort((a, b) => a - b)[Math.floor(rs.length / 2)],
      p99: Math.max(...rs.map((r) => r.latency.p99)),
      beacons,
    });
    const result = { on: side(results.on, results.onBeacons), off: side(results.off, results.offBeacons) };
    console.log(`  on ${result.on.rps.toFixed(0)} req/s, off ${result.off.rps.toFixed(0)} req/s: ${((result.on.rps / result.off.rps) * 100).toFixed(0)} %`);
    return { ...result, ratio: result.on.rps / result.off.rps };
  } finally {
    await on.close();
    await off.close();
  }
}

interface Timing {
  db: string;
  name: string;
  median: number;
  max: number;
  /** The longest the operation held the process (ms; median of the 5 runs): a request arriving then waited this long. */
  hold: number;
  /** The longest hold of the worst of the 5 runs. */
  holdMax: number;
  /** The share of a run's time held in one piece (median of the 5 runs): 1 when the whole run blocks. */
  holdShare: number;
}

/**
 * Runs `run` while a 1 ms timer notes the longest gap between its turns: the longest stretch in
 * which the process served nothing else (a synchronous SQLite query holds it until done).
 */
async function longestHold(run: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await run();
  } finally {
    clearInterval(tick);
  }
  return Math.max(longest, performance.now() - last);
}

async function dashboardBench(kind: 'SQLite' | 'PostgreSQL'): Promise<{ rows: Timing[]; note: string }> {
  console.log(`Insights: a generated year on ${kind}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-insights-'));
  const pg = kind === 'PostgreSQL' ? await startThrowawayPg() : undefined;
  const fresh = pg ? await createFreshPgDatabase(pg.url) : undefined;
  const db: Database = createDatabase(fresh ? { kind: 'postgres', url: fresh.url } : { kind: 'sqlite', file: path.join(dir, 'site.db') }, { sqliteSynchronous: 'normal' });
  try {
    await migrateToLatest(db);
    const today = lagosTime(new Date()).day;
    const started = performance.now();
    const year = await generateYear(db, today, { viewsPerDay: VIEWS_PER_DAY, rawDays: 30 });
    // A busy day, a year and a day ago (outside the reports' ranges): its single events only.
    const busyDay = addDays(today, -366);
    year.rawRows += await generateDay(db, busyDay, BUSY_DAY_VIEWS);
    const note = `${kind} holds ${year.rawRows.toLocaleString('en')} single events, ${year.dailyRows.toLocaleString('en')} daily rows and ${year.speedRows.toLocaleString('en')} speed rows (generated in ${((performance.now() - started) / 1000).toFixed(0)} s)`;
    console.log(`  ${note}`);
    const time = async (name: string, run: () => Promise<unknown>): Promise<Timing> => {
      await run();
      const ms: number[] = [];
      const holds: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        holds.push(await longestHold(run));
        ms.push(performance.now() - t);
      }
      // The median run's: one run's longest gap may be a garbage collection or another process taking
      // the core (on a busy machine PostgreSQL's roll-up, which holds nothing, showed 300 ms once).
      const holdShare = [...holds.map((h, i) => h / ms[i])].sort((a, b) => a - b)[2];
      const holdMax = Math.max(...holds);
      ms.sort((a, b) => a - b);
      const row = { db: kind, name, median: ms[2], max: ms[4], hold: [...holds].sort((a, b) => a - b)[2], holdMax, holdShare };
      console.log(`  ${name.padEnd(34)} median ${row.median.toFixed(1)} ms, slowest ${row.max.toFixed(1)} ms, longest hold ${row.hold.toFixed(0)} ms (median of 5; ${holdMax.toFixed(0)} ms in the worst run)`);
      return row;
    };
    return {
      note,
      rows: [
        await time('report: today (by hour)', () => buildReport(db, today, today)),
        await time('report: 7 days', () => buildReport(db, addDays(today, -6), today)),
        await time('report: 30 days', () => buildReport(db, addDays(today, -29), today)),
        await time('report: 365 days', () => buildReport(db, addDays(today, -364), today)),
        await time('dashboard summary (two weeks)', () => Promise.all([buildReport(db, addDays(today, -6), today), buildReport(db, addDays(today, -13), addDays(today, -7))])),
        ...(await rollUps(db, kind, [[today, VIEWS_PER_DAY], [busyDay, BUSY_DAY_VIEWS]], time)),
      ],
    };
  } finally {
    await db.destroy();
    await fresh?.drop();
    await pg?.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

const BEFORE = 'in this thread (before)';
const WORKER = 'in the worker thread';

/**
 * The roll-ups of `days` ([day, views]): as the server runs them (on SQLite in the worker thread,
 * on PostgreSQL side by side), and on SQLite also one query at a time in this thread, as before the
 * worker.
 */
async function rollUps(db: Database, kind: string, days: [string, number][], time: (name: string, run: () => Promise<unknown>) => Promise<Timing>): Promise<Timing[]> {
  const file = sqliteFileOf(db);
  if (kind === 'SQLite' && !file) throw new Error('The SQLite database has no file the roll-up worker can read.');
  const thread = file ? createRollupThread(file, { synchronous: sqliteSynchronousOf(db) }) : undefined;
  const rows: Timing[] = [];
  try {
    for (const [day, views] of days) {
      const name = `roll-up of a day (${views.toLocaleString('en')} views)`;
      if (!thread) {
        rows.push(await time(name, () => rollUpDay(db, day, new Date())));
        continue;
      }
      rows.push(await time(`${name} ${BEFORE}`, () => rollUpDay(db, day, new Date())));
      rows.push(await time(`${name} ${WORKER}`, () => rollUpDay(db, day, new Date(), thread)));
    }
  } finally {
    await thread?.close();
  }
  return rows;
}
