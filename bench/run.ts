/**
 * `npm run bench`: builds the site, starts it in production mode on a temporary data folder, and
 * measures with autocannon (50 connections):
 *
 *   - GET /api/reviews?status=approved, GET /api/clients?module=Hotels and GET /api/gallery (API
 *     reads) and the server-rendered / and /hotels (pages), each against its own ceiling;
 *   - a bare Fastify "hello", once, as a yardstick of how busy the machine is (no target);
 *   - SQLite writes (POST /api/topics, 10 connections, 5 s) with SQLITE_SYNCHRONOUS=normal and full;
 *   - enumeration by timing (the answer time must not tell whether an address has an account):
 *     POST /api/forgot-password for a known and for an unknown address, one request at a time in a
 *     shuffled order (rate limits raised, resend cooldown off, so every known request issues and
 *     mails a code), median and p95 of each and their ratio.
 *
 * A read's ceiling: at the start of the run the bench captures the site's answer to it (status,
 * headers but Date and the framing, the body's bytes: bench/wire.ts), and a bare Fastify of the same
 * Node, one process like the site, sends that answer from memory (bench/ceiling-server.mjs); the
 * bench checks that it sends exactly what the site sent. So a read and its ceiling put the same
 * bytes on the wire and differ only by the site's own work. Absolute requests per second follow
 * whatever else the machine is doing (a bare "hello" reached 44 k a second on a quiet machine and
 * 17–25 k on busy ones); the ratio to a ceiling measured alongside does not, or much less.
 *
 * The reads send `accept-encoding: gzip, deflate, br` as every browser does, so they measure what a
 * visitor gets (a compressed body); the same reads without it are measured too, against their own
 * ceilings, for reference. Read and ceiling alternate in --rounds rounds (10) of one slice of each
 * (--duration ÷ --rounds seconds, 1 s), the order swapped every round, after a 2 s warm-up of each;
 * each round gives a ratio of requests per second and one of p99s, and the verdicts use their
 * medians, so a machine getting busier or quieter during the run moves both sides alike. The CPU
 * time each server process spent per answer is shown too (Linux).
 *
 * Prints each read's requests per second, p50 and p99 latency, its ceiling's, their ratios and the
 * server's peak memory (VmHWM), checks the performance targets (TARGETS in bench/options.ts) and
 * writes the results between the bench markers of BENCHMARKS.md.
 *
 * Options: --no-build (reuse $BUILD_DIR, default build/), --duration <s> (seconds of each side per
 * read, default 10), --rounds <n> (default 10), --connections <n>,
 * --only throughput (just the reads against their ceilings, the peak memory and the writes: the
 * bench block of BENCHMARKS.md; no enumeration, no Insights),
 * --only enumeration (just the forgot-password timing, written to its own block of BENCHMARKS.md),
 * --only insights (just Insights: page speed with counting on and off, and the Insights screen's
 * queries on a generated year on SQLite and PostgreSQL; bench/insights.ts),
 * --only uploads (just the photo uploads: peak memory and /api/health during a burst of 20 camera
 * photos; bench/uploads.ts),
 * --only pictures (just the bytes of the pictures of / and /gallery at 375 px: WebP, AVIF and
 * Save-Data; bench/pictures.ts),
 * --requests <n> (forgot-password requests per kind of address, default 1000),
 * --compare <git revision> (only this: the pages and an API read of this checkout against the same
 * ones built from that revision, in alternating slices, written to its own block; the revision is
 * checked out in a temporary git worktree that borrows this checkout's node_modules, so it must
 * build with today's dependencies).
 * The server logs at LOG_LEVEL=warn (BENCH_LOG_LEVEL to change): request logging at info costs
 * throughput and is a choice of the operator.
 *
 * The parts: bench/options.ts (options and constants), bench/load.ts (measuring reads and writes),
 * bench/wire.ts (answers as a browser gets them, captured for the ceilings), bench/ceiling-server.mjs
 * (the ceilings), bench/enumeration.ts (the forgot-password timing),
 * bench/compare.ts (--compare), bench/report.ts (verdicts and BENCHMARKS.md) and bench/site.ts
 * (building, starting and stopping the site).
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SITE_NODE_ARGS, buildSite, freePort, peakMemoryMb, projectRoot, startProcess, startSite, stopProcess } from './site';
import { runComparison } from './compare';
import { runEnumeration } from './enumeration';
import { againstCeiling, measure, seedReviews, writeTest, type Row } from './load';
import { argv, BROWSER, COMPARE, CONNECTIONS, DURATION, ONLY, RESET_ENV, ROUNDS, WARMUP } from './options';
import { writeThroughputReport } from './report';
import { captureAnswer, captureAnswers, sameAnswer } from './wire';
import { runInsightsBench } from './insights';
import { runUploadsBench } from './uploads';
import { runPicturesBench } from './pictures';

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
  if (ONLY === 'uploads') {
    await runUploadsBench(machine);
    console.log('\nWritten to BENCHMARKS.md (the uploads block only).');
    return;
  }
  if (ONLY === 'pictures') {
    await runPicturesBench(machine);
    console.log('\nWritten to BENCHMARKS.md (the pictures block only).');
    return;
  }
  if (ONLY && ONLY !== 'throughput') throw new Error(`--only ${ONLY}: the parts that run alone are "throughput", "enumeration", "insights", "uploads" and "pictures".`);
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
    const captures = await captureAnswers(reads.map((r) => ({ url: site.base + r.url, headers: r.headers })));
    for (const [i, c] of captures.entries()) {
      const encoding = c.headers.find(([n]) => n === 'content-encoding')?.[1];
      console.log(`  captured ${reads[i].name}: ${c.status}, ${c.bytes} B${encoding ? ` ${encoding}` : ''}, headers: ${c.headers.map(([n]) => n).join(' ')}`);
    }
    const capturesFile = path.join(site.dataDir, 'ceiling-captures.json');
    writeFileSync(capturesFile, JSON.stringify(captures));
    const ceilingPort = await freePort();
    ceiling = await startProcess(
      // The same Node with the same options as the site, so the two differ only by the site's own work.
      [...SITE_NODE_ARGS, 'bench/ceiling-server.mjs'],
      { PORT: String(ceilingPort), CAPTURES_FILE: capturesFile, NODE_ENV: 'production' },
      /listening \d+/,
      ceilingPort,
    );
    const ceilingBase = `http://127.0.0.1:${ceilingPort}`;
    // The ceiling must send what the site sends: the same status, headers (but Date) and bytes.
    for (const [i, r] of reads.entries()) {
      const mine = await captureAnswer(`${ceilingBase}/ceiling/${i}`, r.headers);
      if (!sameAnswer(mine, captures[i])) throw new Error(`The ceiling of ${r.name} does not send what the site sends:\n${JSON.stringify(mine.headers)}\n${JSON.stringify(captures[i].headers)}`);
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
    // And the site must still send what was captured (its cache entries expire and are made again during the run).
    for (const [i, r] of reads.entries()) {
      if (!sameAnswer(await captureAnswer(site.base + r.url, r.headers), captures[i])) {
        const row = rows.find((x) => x.name === r.name)!;
        row.name += ' (the site\'s answer changed during the run: compare with care)';
        console.log(`  note: the site's answer to ${r.name} changed during the run`);
      }
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
  if (!ONLY) await runUploadsBench(machine);
  if (!ONLY) await runPicturesBench(machine);
  console.log(ONLY ? '\nWritten to BENCHMARKS.md (the throughput block only).' : '\nWritten to BENCHMARKS.md.');
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
