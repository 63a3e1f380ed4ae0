/**
 * `npm run bench`: builds the site, starts it in production mode on a temporary data folder, and
 * measures with autocannon (50 connections, 10 s each, after a 2 s warm-up):
 *
 *   - the baseline: a bare Fastify "hello" server started here (bench/hello-server.ts);
 *   - GET /api/reviews?status=approved and GET /api/clients?module=Hotels (API reads);
 *   - the server-rendered / and /hotels (pages);
 *   - SQLite writes (POST /api/topics, 10 connections, 5 s) with SQLITE_SYNCHRONOUS=normal and full;
 *   - enumeration by timing (the answer time must not tell whether an address has an account):
 *     POST /api/forgot-password for a known and for an unknown address, one request at a time in a
 *     shuffled order (rate limits raised, resend cooldown off, so every known request issues and
 *     mails a code), median and p95 of each and their ratio.
 *
 * The reads send `accept-encoding: gzip, deflate, br` as every browser does, so they measure what a
 * visitor gets (a compressed body); the same reads without it are measured too and shown for
 * reference. Each read is paired with its own baseline: five 2-second slices of the read alternate
 * with five of the baseline (10 s each in all), so a shared machine that gets busier or quieter
 * during the run moves both sides of a ratio alike.
 *
 * Prints requests per second, p50 and p99 latency, each read's ratio to the baseline of the same
 * run and the server's peak memory (VmHWM), checks the performance targets (TARGETS below) and
 * writes the results between the bench markers of BENCHMARKS.md.
 *
 * Options: --no-build (reuse $BUILD_DIR, default build/), --duration <s>, --connections <n>,
 * --only enumeration (just the forgot-password timing, written to its own block of BENCHMARKS.md),
 * --only insights (just Insights: page speed with counting on and off, and the Insights screen's
 * queries on a generated year on SQLite and PostgreSQL; bench/insights.ts),
 * --requests <n> (forgot-password requests per kind of address, default 1000),
 * --compare <git revision> (only this: the pages and an API read of this checkout against the same
 * ones built from that revision, in alternating slices, written to its own block; the revision is
 * checked out in a temporary git worktree that borrows this checkout's node_modules, so it must
 * build with today's dependencies).
 * The server logs at LOG_LEVEL=warn (BENCH_LOG_LEVEL to change): request logging at info costs
 * throughput and is a choice of the operator.
 *
 * The parts: bench/options.ts (options and constants), bench/load.ts (measuring reads and writes),
 * bench/wire.ts (bytes as a browser gets them), bench/enumeration.ts (the forgot-password timing),
 * bench/compare.ts (--compare), bench/report.ts (verdicts and BENCHMARKS.md) and bench/site.ts
 * (building, starting and stopping the site).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite, freePort, peakMemoryMb, projectRoot, startProcess, startSite, stopProcess } from './site';
import { runComparison } from './compare';
import { runEnumeration } from './enumeration';
import { againstCeiling, measure, seedReviews, writeTest, type Row } from './load';
import { argv, BROWSER, COMPARE, CONNECTIONS, DURATION, ONLY, RESET_ENV, ROUNDS, WARMUP } from './options';
import { writeThroughputReport } from './report';
import { captureAnswer } from './wire';
import { runInsightsBench } from './insights';

process.chdir(projectRoot);

/** The reads with targets: each is also measured without Accept-Encoding, for reference. */
const READS = [
  ['GET /api/reviews?status=approved', 'api', '/api/reviews?status=approved'],
  ['GET /api/clients?module=Hotels', 'api', '/api/clients?module=Hotels'],
  ['GET /api/gallery', 'api', '/api/gallery'],
  ['GET / (server-rendered)', 'page', '/'],
  ['GET /hotels (server-rendered)', 'page', '/hotels'],
] as const;

async function main() {
  buildSite(argv.includes('--no-build') || process.env.BENCH_SKIP_BUILD === '1');

  const cpu = os.cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at start`;
  console.log(
    ONLY && ONLY !== 'throughput'
      ? `\n${machine}`
      : `\n${machine}\nautocannon: ${CONNECTIONS} connections; each read and its ceiling ${DURATION} s each in ${ROUNDS} alternating rounds, after a ${WARMUP} s warm-up of each\n`,
  );
  const rows: Row[] = [];
  const common = { connections: CONNECTIONS, duration: DURATION };

  if (ONLY === 'enumeration') {
    const only = await startSite(RESET_ENV);
    try {
      await runEnumeration(only.base, machine);
    } finally {
      await only.close();
    }
    console.log('\nWritten to BENCHMARKS.md (the enumeration block only).');
    return;
  }
  if (ONLY === 'insights') {
    await runInsightsBench(machine, CONNECTIONS);
    console.log('\nWritten to BENCHMARKS.md (the insights block only).');
    return;
  }
  if (ONLY && ONLY !== 'throughput') throw new Error(`--only ${ONLY}: the parts that run alone are "throughput", "enumeration" and "insights".`);
  if (COMPARE) {
    console.log(`Comparing with ${COMPARE}:`);
    await runComparison(COMPARE, machine);
    console.log('\nWritten to BENCHMARKS.md (the comparison block only).');
    return;
  }

  let memoryMb = NaN;
  let ceiling: Awaited<ReturnType<typeof startProcess>> | undefined;
  const site = await startSite(RESET_ENV);
  try {
    await seedReviews(site.base, site.token);
    // Each read's answer as the site sends it (bytes and headers), for its ceiling.
    const reads = [...READS.map(([name, kind, url]) => ({ name, kind, url, headers: BROWSER })), ...READS.map(([name, , url]) => ({ name: `${name}, no Accept-Encoding`, kind: 'reference' as const, url, headers: {} }))];
    const captures = [];
    for (const r of reads) {
      const c = await captureAnswer(site.base + r.url, r.headers);
      captures.push(c);
      console.log(`  captured ${r.name}: ${c.status}, ${c.bytes} B${c.headers.some(([n]) => n === 'content-encoding') ? ` ${c.headers.find(([n]) => n === 'content-encoding')![1]}` : ''}, headers: ${c.headers.map(([n]) => n).join(' ')}`);
    }
    const capturesFile = path.join(site.dataDir, 'ceiling-captures.json');
    writeFileSync(capturesFile, JSON.stringify(captures));
    const ceilingPort = await freePort();
    ceiling = await startProcess(
      [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), 'bench/ceiling-server.mjs'],
      { PORT: String(ceilingPort), CAPTURES_FILE: capturesFile, NODE_ENV: 'production' },
      /listening \d+/,
      ceilingPort,
    );
    const ceilingBase = `http://127.0.0.1:${ceilingPort}`;
    // The ceiling must send what the site sends: the same status, headers (but Date) and bytes.
    for (const [i, r] of reads.entries()) {
      const mine = await captureAnswer(`${ceilingBase}/ceiling/${i}`, r.headers);
      const same = (c: typeof mine) => `${c.status} ${JSON.stringify([...c.headers].sort())} ${c.body}`;
      if (same(mine) !== same(captures[i])) throw new Error(`The ceiling of ${r.name} does not send what the site sends:\n${JSON.stringify(mine.headers)}\n${JSON.stringify(captures[i].headers)}`);
    }
    rows.push(await measure('reference: bare Fastify "hello" (the machine\'s yardstick)', 'reference', { ...common, duration: 2, url: `${ceilingBase}/` }));
    for (const [i, r] of reads.entries()) {
      rows.push(
        await againstCeiling(r.name, r.kind, { ...common, url: site.base + r.url, headers: r.headers }, `${ceilingBase}/ceiling/${i}`, captures[i].bytes, {
          site: site.child.pid!,
          ceiling: ceiling.pid!,
        }),
      );
    }
    memoryMb = peakMemoryMb(site.child.pid!);
    console.log(`  peak memory of the site process (VmHWM): ${memoryMb.toFixed(0)} MB`);
    rows.push(await writeTest(site.base, site.token, 'normal'));
    if (!ONLY) await runEnumeration(site.base, machine);
  } finally {
    await site.close();
    if (ceiling) await stopProcess(ceiling);
  }
  const full = await startSite({ SQLITE_SYNCHRONOUS: 'full' });
  try {
    rows.push(await writeTest(full.base, full.token, 'full'));
  } finally {
    await full.close();
  }

  writeThroughputReport(rows, memoryMb, machine);
  if (!ONLY) await runInsightsBench(machine, CONNECTIONS);
  console.log(ONLY ? '\nWritten to BENCHMARKS.md (the throughput block only).' : '\nWritten to BENCHMARKS.md.');
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
