/**
 * `npm run bench`: builds the site, starts it in production mode on a temporary data folder, and
 * measures with autocannon (50 connections, 10 s each, after a 2 s warm-up):
 *
 *   - the baseline: a bare Fastify "hello" server started here (bench/hello-server.ts);
 *   - GET /api/reviews?status=approved and GET /api/clients?module=Hotels (API reads);
 *   - the server-rendered / and /hotels (pages);
 *   - SQLite writes (POST /api/topics, 10 connections, 5 s) with SQLITE_SYNCHRONOUS=normal and full.
 *
 * The reads send `accept-encoding: gzip, deflate, br` as every browser does, so they measure what a
 * visitor gets (a compressed body); the same reads without it are measured too and shown for
 * reference. The baseline is measured before and after the site's reads and their mean is used, so
 * a machine that gets busier or quieter during the run skews the ratios less.
 *
 * Prints requests per second, p50 and p99 latency, each read's ratio to the baseline of the same
 * run and the server's peak memory (VmHWM), checks the targets of issue 6 and writes the results
 * between the bench markers of BENCHMARKS.md.
 *
 * Options: --no-build (reuse $BUILD_DIR, default build/), --duration <s>, --connections <n>.
 * The server logs at LOG_LEVEL=warn (BENCH_LOG_LEVEL to change): request logging at info costs
 * throughput and is a choice of the operator.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { buildSite, freePort, json, peakMemoryMb, projectRoot, startProcess, startSite, stopProcess } from './site';

process.chdir(projectRoot);

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const DURATION = option('--duration', 10);
const CONNECTIONS = option('--connections', 50);
const WARMUP = 2;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';

const TARGETS = { apiRatio: 0.5, pageRatio: 0.3, p99Ms: 50, memoryMb: 250 };

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

interface Row {
  name: string;
  kind: 'baseline' | 'api' | 'page' | 'write' | 'reference';
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  ratio?: number;
}

async function measure(name: string, kind: Row['kind'], opts: Parameters<typeof autocannon>[0]): Promise<Row> {
  await autocannon({ ...opts, duration: WARMUP });
  const r: Result = await autocannon(opts);
  const row = { name, kind, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
  console.log(`  ${name.padEnd(42)} ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms${row.non2xx || row.errors ? `   (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}`);
  return row;
}

/** Approved reviews, so the review list and the home page show real content. */
async function seedReviews(base: string, token: string) {
  for (let i = 1; i <= 12; i++) {
    const form = new FormData();
    form.set('name', `Customer ${i}`);
    form.set('rating', String((i % 5) + 1));
    form.set('review_text', `Review number ${i}: the team delivered our system on time and trained our staff well.`);
    const { id } = await json(`${base}/api/reviews`, { method: 'POST', body: form });
    await json(`${base}/api/reviews`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, action: 'approve' }),
    });
  }
}

function writeTest(base: string, token: string, label: string): Promise<Row> {
  let n = 0;
  const run = `${Date.now().toString(36)}-${label}`;
  return measure(`POST /api/topics (SQLITE_SYNCHRONOUS=${label})`, 'write', {
    url: base,
    connections: 10,
    duration: 5,
    requests: [
      {
        method: 'POST',
        path: '/api/topics',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ title: `Bench topic ${run} ${++n}` }) }),
      },
    ],
  });
}

/** The body of / as a browser gets it: brotli, from the page cache once it has compressed the entry. */
async function homeBytes(base: string): Promise<Buffer> {
  for (let i = 0; i < 50; i++) {
    const r = await fetch(`${base}/`, { headers: BROWSER });
    const raw = r.headers.get('content-encoding') === 'br' ? await rawBody(`${base}/`) : null;
    if (r.headers.get('x-page-cache') === 'hit' && raw) return raw;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('/ was not served from the page cache with brotli');
}

/** fetch() decodes bodies; the ceiling needs the bytes on the wire. */
function rawBody(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

async function main() {
  buildSite(argv.includes('--no-build') || process.env.BENCH_SKIP_BUILD === '1');

  const cpu = os.cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at start`;
  console.log(`\n${machine}\nautocannon: ${CONNECTIONS} connections, ${DURATION} s each after a ${WARMUP} s warm-up\n`);
  const rows: Row[] = [];
  const common = { connections: CONNECTIONS, duration: DURATION };

  let memoryMb = NaN;
  let hello: Awaited<ReturnType<typeof startProcess>> | undefined;
  const site = await startSite();
  try {
    await seedReviews(site.base, site.token);
    // The bytes a browser gets for / (brotli, once the cache has compressed them), for the ceiling row.
    const home = await homeBytes(site.base);
    const bodyFile = path.join(site.dataDir, 'home.br');
    writeFileSync(bodyFile, home);
    const helloPort = await freePort();
    hello = await startProcess(
      ['--import', 'tsx', 'bench/hello-server.ts'],
      { PORT: String(helloPort), BODY_FILE: bodyFile, BODY_ENCODING: 'br' },
      /listening \d+/,
      helloPort,
    );
    const measureBaseline = (when: string) =>
      measure(`baseline: bare Fastify "hello" (${when})`, 'baseline', { ...common, url: `http://127.0.0.1:${helloPort}/` });
    const before = await measureBaseline('before');
    rows.push(before);
    const reads = [
      ['GET /api/reviews?status=approved', 'api', '/api/reviews?status=approved'],
      ['GET /api/clients?module=Hotels', 'api', '/api/clients?module=Hotels'],
      ['GET / (server-rendered)', 'page', '/'],
      ['GET /hotels (server-rendered)', 'page', '/hotels'],
    ] as const;
    const measured: Row[] = [];
    for (const [name, kind, url] of reads) measured.push(await measure(name, kind, { ...common, url: site.base + url, headers: BROWSER }));
    for (const [name, , url] of reads) measured.push(await measure(`${name}, no Accept-Encoding`, 'reference', { ...common, url: site.base + url }));
    measured.push(
      await measure(`ceiling: bare Fastify sending the ${(home.length / 1024).toFixed(1)} KB of / (brotli) from memory`, 'reference', {
        ...common,
        url: `http://127.0.0.1:${helloPort}/bytes`,
      }),
    );
    const after = await measureBaseline('after');
    const baseline: Row = { ...after, name: 'baseline: mean of before and after', rps: (before.rps + after.rps) / 2 };
    rows.push(after, baseline, ...measured);
    for (const row of measured) row.ratio = row.rps / baseline.rps;
    memoryMb = peakMemoryMb(site.child.pid!);
    console.log(`  peak memory of the site process (VmHWM): ${memoryMb.toFixed(0)} MB`);
    rows.push(await writeTest(site.base, site.token, 'normal'));
  } finally {
    await site.close();
    if (hello) await stopProcess(hello);
  }
  const full = await startSite({ SQLITE_SYNCHRONOUS: 'full' });
  try {
    rows.push(await writeTest(full.base, full.token, 'full'));
  } finally {
    await full.close();
  }

  const pct = (x: number) => `${(x * 100).toFixed(x < 0.1 ? 1 : 0)} %`;
  // Verdicts against the targets of issue 6.
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
    checks.push(`note GET / reaches ${pct(home.rps / ceiling.rps)} of the ceiling for its bytes (bare Fastify sending them: ${pct(ceiling.ratio!)} of baseline)`);
  }
  checks.push(`${memoryMb < TARGETS.memoryMb ? 'ok  ' : 'MISS'} peak memory ${memoryMb.toFixed(0)} MB (target < ${TARGETS.memoryMb} MB)`);
  console.log(`\n${checks.join('\n')}`);

  const [normal, fullRow] = [rows.find((r) => r.name.includes('=normal'))!, rows.find((r) => r.name.includes('=full'))!];
  const fmt = (n: number) => n.toFixed(0);
  const table = [
    '| what | req/s | p50 ms | p99 ms | vs baseline |',
    '|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.ratio === undefined ? '' : pct(r.ratio)} |`),
  ];
  const block = [
    '<!-- bench:start -->',
    '## Throughput and latency (`npm run bench`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
    `autocannon, ${CONNECTIONS} connections, ${DURATION} s per read after a ${WARMUP} s warm-up; the site in production mode`,
    `on SQLite with LOG_LEVEL=${LOG_LEVEL}, 12 approved reviews, the built-in client lists. Writes: 10 connections, 5 s.`,
    'The reads send `accept-encoding: gzip, deflate, br`, as browsers do; the rows marked "no Accept-Encoding"',
    'are the same reads taking the uncompressed bytes, for reference (the targets apply to the first four).',
    'Ratios are to the mean of the baseline measured before and after the reads.',
    '',
    ...table,
    '',
    `Peak memory of the site process (VmHWM, after the reads): **${fmt(memoryMb)} MB**.`,
    '',
    `SQLite durability (docs/decisions/0004-shared-uploads.md): \`synchronous=full\` gives ${fmt(fullRow.rps)} writes/s against`,
    `${fmt(normal.rps)} with \`normal\` (p99 ${fullRow.p99} ms against ${normal.p99} ms).`,
    '',
    'Targets (issue 6): API reads ≥ 50 % of the baseline, pages ≥ 30 %, p99 < 50 ms, peak memory < 250 MB.',
    '',
    '```',
    ...checks,
    '```',
    '<!-- bench:end -->',
  ].join('\n');
  const file = 'BENCHMARKS.md';
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  text = /<!-- bench:start -->[\s\S]*<!-- bench:end -->/.test(text)
    ? text.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, block)
    : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
  console.log(`\nWritten to ${file}.`);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
