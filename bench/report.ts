import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Row } from './load';
import { CONNECTIONS, DURATION, LOG_LEVEL, ROUNDS, TARGETS, WARMUP } from './options';

/** What the bench writes: the verdicts against the targets, and its blocks of BENCHMARKS.md. */

/** Puts `block` (which starts and ends with its <!-- name:start/end --> markers) into BENCHMARKS.md, in place of the last one. */
export function writeBlock(name: string, block: string) {
  const file = 'BENCHMARKS.md';
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  writeFileSync(file, marked.test(text) ? text.replace(marked, () => block) : `${text.trimEnd()}\n\n${block}\n`);
}

/** The verdicts of the reads (against their ceilings) and of the peak memory, one line each. */
export function throughputChecks(rows: Row[], memoryMb: number): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
  const checks: string[] = [];
  for (const r of rows.filter((x) => x.kind === 'api' || x.kind === 'page')) {
    const min = TARGETS.rpsRatio[r.kind as 'api' | 'page'];
    checks.push(`${r.ratio! >= min ? 'ok  ' : 'MISS'} ${r.name}: ${pct(r.ratio!)} of its ceiling's req/s (target ≥ ${pct(min)})`);
    checks.push(`${r.p99Ratio! <= TARGETS.p99Ratio ? 'ok  ' : 'MISS'} ${r.name}: p99 ${r.p99Ratio!.toFixed(2)} × its ceiling's (target ≤ ${TARGETS.p99Ratio.toFixed(2)})`);
    if (r.non2xx || r.errors) checks.push(`MISS ${r.name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  }
  checks.push(`${memoryMb < TARGETS.memoryMb ? 'ok  ' : 'MISS'} peak memory ${memoryMb.toFixed(0)} MB (target < ${TARGETS.memoryMb} MB)`);
  return checks;
}

/** The reads' table: each against its ceiling, the ratios last. */
export function throughputTable(rows: Row[]): string[] {
  const fmt = (n: number) => n.toFixed(0);
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
  return [
    '| what | body bytes | CPU µs per answer, site / ceiling | req/s | p50 ms | p99 ms | ceiling req/s | ceiling p99 ms | req/s ÷ ceiling | p99 ÷ ceiling |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((r) =>
      r.ratio === undefined
        ? `| ${r.name} | | | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | | | | |`
        : `| ${r.name} | ${r.bytes} | ${fmt(r.cpuUs!)} / ${fmt(r.ceilingCpuUs!)} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.ceilingRps!)} | ${r.ceilingP99} | ${pct(r.ratio)} | ${r.p99Ratio!.toFixed(2)} |`,
    ),
  ];
}

/**
 * The throughput run's verdicts against the performance targets (TARGETS), printed, and its table
 * written to the bench block of BENCHMARKS.md.
 */
export function writeThroughputReport(rows: Row[], memoryMb: number, machine: string) {
  const checks = throughputChecks(rows, memoryMb);
  console.log(`\n${checks.join('\n')}`);

  const [normal, fullRow] = [rows.find((r) => r.name.includes('=normal'))!, rows.find((r) => r.name.includes('=full'))!];
  const fmt = (n: number) => n.toFixed(0);
  const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
  const block = [
    '<!-- bench:start -->',
    '## Throughput and latency (`npm run bench`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
    `autocannon, ${CONNECTIONS} connections; the site in production mode (\`node dist/server/index.js\`) on SQLite with LOG_LEVEL=${LOG_LEVEL},`,
    '12 approved reviews, the built-in client lists and gallery. Writes: 10 connections, 5 s.',
    'The reads send `accept-encoding: gzip, deflate, br`, as browsers do; the rows marked "no Accept-Encoding"',
    'are the same reads taking the uncompressed bytes, for reference (the targets apply to the first five).',
    "Each read's ceiling is a bare Fastify (bench/ceiling-server.mjs, same Node with the same options, one process like the site)",
    "sending the site's answer for that read, captured at the start of the run: the same status, headers",
    '(content-type, etag, cache-control, content-encoding, vary, the security headers…) and bytes, from memory.',
    `Site and ceiling alternate in ${ROUNDS} rounds of ${(DURATION / ROUNDS).toFixed(1)} s slices (after a ${WARMUP} s warm-up of each), the order swapped`,
    "every round; the ratios are the medians of the rounds' ratios, so load from elsewhere on a shared machine",
    'moves both sides alike. req/s, p50 and p99 are the median slice\'s.',
    '',
    ...throughputTable(rows),
    '',
    `Peak memory of the site process (VmHWM, after the reads): **${fmt(memoryMb)} MB**.`,
    '',
    normal && fullRow
      ? `SQLite durability (docs/decisions/0004-shared-uploads.md): \`synchronous=full\` gives ${fmt(fullRow.rps)} writes/s against ${fmt(normal.rps)} with \`normal\` (p99 ${fullRow.p99} ms against ${normal.p99} ms).`
      : '',
    '',
    `Targets (why these, in "Targets against a ceiling" below): each read at least ${pct(TARGETS.rpsRatio.api)} of its ceiling's requests per second (API)`,
    `or ${pct(TARGETS.rpsRatio.page)} (pages), with a p99 at most ${TARGETS.p99Ratio.toFixed(2)} times the ceiling's; peak memory < ${TARGETS.memoryMb} MB.`,
    '',
    '```',
    ...checks,
    '```',
    '<!-- bench:end -->',
  ].join('\n');
  writeBlock('bench', block);
}
