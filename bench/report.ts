import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Row } from './load';
import { CONNECTIONS, DURATION, LOG_LEVEL, TARGETS, WARMUP } from './options';

/** What the bench writes: the verdicts against the targets, and its blocks of BENCHMARKS.md. */

/** Puts `block` (which starts and ends with its <!-- name:start/end --> markers) into BENCHMARKS.md, in place of the last one. */
export function writeBlock(name: string, block: string) {
  const file = 'BENCHMARKS.md';
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  writeFileSync(file, marked.test(text) ? text.replace(marked, () => block) : `${text.trimEnd()}\n\n${block}\n`);
}

/**
 * The throughput run's verdicts against the performance targets (TARGETS), printed, and its table
 * written to the bench block of BENCHMARKS.md.
 */
export function writeThroughputReport(rows: Row[], memoryMb: number, machine: string) {
  const pct = (x: number) => `${(x * 100).toFixed(x < 0.1 ? 1 : 0)} %`;
  // Verdicts against the performance targets (TARGETS).
  const checks: string[] = [];
  for (const r of rows.filter((x) => x.kind === 'api' || x.kind === 'page')) {
    const min = r.kind === 'api' ? TARGETS.apiRatio : TARGETS.pageRatio;
    checks.push(`${r.ratio! >= min ? 'ok  ' : 'MISS'} ${r.name}: ${pct(r.ratio!)} of baseline (target ≥ ${min * 100} %)`);
    checks.push(`${r.p99 < TARGETS.p99Ms ? 'ok  ' : 'MISS'} ${r.name}: p99 ${r.p99} ms (target < ${TARGETS.p99Ms} ms)`);
    if (r.non2xx || r.errors) checks.push(`MISS ${r.name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  }
  const ceiling = rows.find((r) => r.name.startsWith('ceiling'));
  const home = rows.find((r) => r.name === 'GET / (server-rendered)');
  if (ceiling && home) {
    checks.push(`note GET / reaches ${pct(home.ratio! / ceiling.ratio!)} of the ceiling for its bytes (bare Fastify sending them: ${pct(ceiling.ratio!)} of baseline)`);
  }
  checks.push(`${memoryMb < TARGETS.memoryMb ? 'ok  ' : 'MISS'} peak memory ${memoryMb.toFixed(0)} MB (target < ${TARGETS.memoryMb} MB)`);
  console.log(`\n${checks.join('\n')}`);

  const [normal, fullRow] = [rows.find((r) => r.name.includes('=normal'))!, rows.find((r) => r.name.includes('=full'))!];
  const fmt = (n: number) => n.toFixed(0);
  const table = [
    '| what | req/s | p50 ms | p99 ms | baseline req/s (same slices) | vs baseline |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.baselineRps === undefined ? '' : fmt(r.baselineRps)} | ${r.ratio === undefined ? '' : pct(r.ratio)} |`,
    ),
  ];
  const block = [
    '<!-- bench:start -->',
    '## Throughput and latency (`npm run bench`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
    `autocannon, ${CONNECTIONS} connections, ${DURATION} s per read after a ${WARMUP} s warm-up; the site in production mode (\`node dist/server/index.js\`)`,
    `on SQLite with LOG_LEVEL=${LOG_LEVEL}, 12 approved reviews, the built-in client lists. Writes: 10 connections, 5 s.`,
    'The reads send `accept-encoding: gzip, deflate, br`, as browsers do; the rows marked "no Accept-Encoding"',
    'are the same reads taking the uncompressed bytes, for reference (the targets apply to the first four).',
    'Each read alternates with the baseline (a bare Fastify "hello" started by the bench) in five 2 s slices',
    'of each; its ratio is to the baseline of those same slices, so load from elsewhere on a shared machine',
    'moves both alike. p99 is the worst slice\'s, p50 the median slice\'s.',
    '',
    ...table,
    '',
    `Peak memory of the site process (VmHWM, after the reads): **${fmt(memoryMb)} MB**.`,
    '',
    `SQLite durability (docs/decisions/0004-shared-uploads.md): \`synchronous=full\` gives ${fmt(fullRow.rps)} writes/s against`,
    `${fmt(normal.rps)} with \`normal\` (p99 ${fullRow.p99} ms against ${normal.p99} ms).`,
    '',
    'Targets: API reads ≥ 50 % of the baseline, pages ≥ 30 %, p99 < 50 ms, peak memory < 250 MB.',
    '',
    '```',
    ...checks,
    '```',
    '<!-- bench:end -->',
  ].join('\n');
  writeBlock('bench', block);
}
