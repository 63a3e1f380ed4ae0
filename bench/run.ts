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
 * --requests <n> (forgot-password requests per kind of address, default 1000),
 * --compare <git revision> (only this: the pages and an API read of this checkout against the same
 * ones built from that revision, in alternating slices, written to its own block; the revision is
 * checked out in a temporary git worktree that borrows this checkout's node_modules, so it must
 * build with today's dependencies).
 * The server logs at LOG_LEVEL=warn (BENCH_LOG_LEVEL to change): request logging at info costs
 * throughput and is a choice of the operator.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { ADMIN, buildSite, freePort, json, peakMemoryMb, projectRoot, startProcess, startSite, stopProcess } from './site';
import { solveAltchaForTests } from '../tests/support/captcha';

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
const ONLY = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
const COMPARE = argv.includes('--compare') ? argv[argv.indexOf('--compare') + 1] : undefined;
const RESET_REQUESTS = option('--requests', 1000);
/** Raised for the bench only: every forgot-password request is answered and, for a known address, issues a code. */
const RESET_ENV = { RATE_LIMIT_RESET: '1000000/1m', RATE_LIMIT_RESET_EMAIL: '1000000/1m', OTP_RESEND_SECONDS: '0' };

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

interface Row {
  name: string;
  kind: 'api' | 'page' | 'write' | 'reference';
  rps: number;
  /** The baseline's requests per second in the slices alternating with this read's. */
  baselineRps?: number;
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

const SLICES = 5;

/**
 * `read` and the baseline measured in alternating slices (after a warm-up of each): the ratio of
 * their request rates, the read's p50 as the median of its slices' and its p99 as the worst slice's.
 */
async function paired(name: string, kind: Row['kind'], read: Parameters<typeof autocannon>[0], baselineUrl: string): Promise<Row> {
  const slice = DURATION / SLICES;
  const base = { connections: read.connections, duration: slice, url: baselineUrl };
  await autocannon({ ...read, duration: WARMUP });
  await autocannon({ ...base, duration: WARMUP });
  const reads: Result[] = [];
  const baselines: Result[] = [];
  for (let i = 0; i < SLICES; i++) {
    reads.push(await autocannon({ ...read, duration: slice }));
    baselines.push(await autocannon(base));
  }
  const rate = (rs: Result[]) => rs.reduce((n, r) => n + r.requests.total, 0) / rs.reduce((n, r) => n + r.duration, 0);
  const p50s = reads.map((r) => r.latency.p50).sort((a, b) => a - b);
  const row: Row = {
    name,
    kind,
    rps: rate(reads),
    baselineRps: rate(baselines),
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...reads.map((r) => r.latency.p99)),
    non2xx: reads.reduce((n, r) => n + r.non2xx, 0),
    errors: reads.reduce((n, r) => n + r.errors + r.timeouts, 0),
  };
  row.ratio = row.rps / row.baselineRps!;
  console.log(
    `  ${name.padEnd(42)} ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms   baseline ${row.baselineRps!.toFixed(0)} req/s   ${(row.ratio * 100).toFixed(0)} %` +
      (row.non2xx || row.errors ? `   (${row.non2xx} non-2xx, ${row.errors} errors)` : ''),
  );
  return row;
}

/** Approved reviews, so the review list and the home page show real content. */
async function seedReviews(base: string, token: string) {
  for (let i = 1; i <= 12; i++) {
    const form = new FormData();
    form.set('name', `Customer ${i}`);
    form.set('rating', String((i % 5) + 1));
    form.set('review_text', `Review number ${i}: the team delivered our system on time and trained our staff well.`);
    // The review form's spam check, solved as the widget does it.
    form.set('captchaToken', await solveAltchaForTests(await (await fetch(`${base}/api/captcha/challenge`)).text()));
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

interface Timing {
  median: number;
  p95: number;
  n: number;
}
interface EnumerationResult {
  known: Timing;
  unknown: Timing;
  statuses: string;
}

function quantile(sorted: number[], q: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

/** One POST on a kept-alive connection; resolves with the milliseconds until the whole answer was read. */
function timedPost(agent: http.Agent, url: URL, body: string): Promise<{ ms: number; status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = http.request(
      { agent, method: 'POST', host: url.hostname, port: url.port, path: url.pathname, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Known and unknown addresses must be answered in a similar time: POST /api/forgot-password for an
 * address with an account (the bench's admin) and for addresses without one, one request at a time,
 * the two kinds shuffled into one random order so that load from elsewhere, warm-up and the
 * background work a known address starts (a code written, a mail composed into the outbox) fall on
 * both kinds alike. Reported as the median and p95 of each and their ratio; the answers must be
 * identical.
 */
async function enumeration(base: string, known: string, perKind: number): Promise<EnumerationResult> {
  const url = new URL('/api/forgot-password', base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const order = [...Array(perKind).fill('known'), ...Array(perKind).fill('unknown')] as ('known' | 'unknown')[];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const body = (kind: 'known' | 'unknown', i: number) =>
    JSON.stringify({ email: kind === 'known' ? known : `nobody-${i}-${Math.random().toString(36).slice(2, 8)}@example.com` });
  // Warm-up: both kinds, not counted.
  for (let i = 0; i < 40; i++) await timedPost(agent, url, body(i % 2 ? 'known' : 'unknown', i));
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = new Set<string>();
  for (const [i, kind] of order.entries()) {
    const r = await timedPost(agent, url, body(kind, i));
    answers.add(`${r.status} ${r.text}`);
    times[kind].push(r.ms);
  }
  agent.destroy();
  const stats = (xs: number[]): Timing => {
    const sorted = [...xs].sort((a, b) => a - b);
    return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), n: xs.length };
  };
  return { known: stats(times.known), unknown: stats(times.unknown), statuses: [...answers].map((a) => a.slice(0, 3)).join(', ') };
}

function enumerationLines(e: EnumerationResult, identical: boolean): string[] {
  const f = (ms: number) => ms.toFixed(2);
  return [
    `| address | requests | median ms | p95 ms |`,
    `|---|---:|---:|---:|`,
    `| known (has an account) | ${e.known.n} | ${f(e.known.median)} | ${f(e.known.p95)} |`,
    `| unknown | ${e.unknown.n} | ${f(e.unknown.median)} | ${f(e.unknown.p95)} |`,
    `| **known ÷ unknown** | | **${(e.known.median / e.unknown.median).toFixed(2)}** | **${(e.known.p95 / e.unknown.p95).toFixed(2)}** |`,
    '',
    identical ? 'Every answer had the same status and body (`200`, the one sentence).' : `MISS: the answers differed (${e.statuses}).`,
  ];
}

function writeEnumerationBlock(e: EnumerationResult, identical: boolean, machine: string) {
  const block = [
    '<!-- bench-enumeration:start -->',
    '## Forgotten password: the same time for known and unknown addresses (`npm run bench`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
    'POST /api/forgot-password, one request at a time on a kept-alive connection, known and unknown addresses',
    'shuffled into one random order after 40 warm-up requests; rate limits raised and the resend cooldown off for',
    'the bench, so every request for the known address looks the account up, stores a code and mails it (to the',
    'outbox) — after the answer, as in production. A ratio near 1.00 means the answer time does not tell whether',
    'an address has an account. No test asserts on time; this is the measurement.',
    '',
    ...enumerationLines(e, identical),
    '<!-- bench-enumeration:end -->',
  ].join('\n');
  writeBlock('bench-enumeration', block);
}

async function runEnumeration(base: string, machine: string) {
  console.log(`\nPOST /api/forgot-password, ${RESET_REQUESTS} requests per kind of address, one at a time, shuffled:`);
  const e = await enumeration(base, ADMIN.email, RESET_REQUESTS);
  const identical = e.statuses === '200';
  for (const line of enumerationLines(e, identical)) console.log(`  ${line}`);
  writeEnumerationBlock(e, identical, machine);
  return e;
}

/** Puts `block` (which starts and ends with its <!-- name:start/end --> markers) into BENCHMARKS.md, in place of the last one. */
function writeBlock(name: string, block: string) {
  const file = 'BENCHMARKS.md';
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  writeFileSync(file, marked.test(text) ? text.replace(marked, () => block) : `${text.trimEnd()}\n\n${block}\n`);
}

/** `--compare <rev>`: that revision, checked out and built in a temporary git worktree. */
function buildRevision(rev: string): { root: string; label: string; remove(): void } {
  const git = (...args: string[]) => {
    const r = spawnSync('git', args, { cwd: projectRoot, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
    return r.stdout.trim();
  };
  const label = git('log', '-1', '--format=%h, %cs', rev);
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-compare-'));
  git('worktree', 'add', '--detach', root, rev);
  const remove = () => git('worktree', 'remove', '--force', root);
  try {
    symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    console.log(`Building ${label} in ${root} …`);
    const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, BUILD_DIR: 'build' } });
    if (r.status !== 0) throw new Error(`npm run build failed for ${rev}`);
  } catch (e) {
    remove();
    throw e;
  }
  return { root, label, remove };
}

interface Comparison {
  name: string;
  now: { rps: number; p99: number; bytes: number };
  then: { rps: number; p99: number; bytes: number };
}

/**
 * The same reads against this checkout and against the build of `rev`, both seeded alike, in
 * alternating slices after a warm-up of each: the ratio of their request rates says whether a
 * change made a page slower to serve, whatever else the shared machine is doing meanwhile.
 */
async function runComparison(rev: string, machine: string) {
  const other = buildRevision(rev);
  const sites: Awaited<ReturnType<typeof startSite>>[] = [];
  const rows: Comparison[] = [];
  try {
    sites.push(await startSite(), await startSite({}, other.root));
    for (const s of sites) await seedReviews(s.base, s.token);
    const reads = [
      ['GET / (server-rendered)', '/'],
      ['GET /hotels (server-rendered)', '/hotels'],
      ['GET /api/reviews?status=approved', '/api/reviews?status=approved'],
    ] as const;
    const slice = DURATION / SLICES;
    for (const [name, url] of reads) {
      const [now, then] = sites.map((s) => ({ connections: CONNECTIONS, url: s.base + url, headers: BROWSER }));
      const bytes = await Promise.all(sites.map((s) => cachedBytes(s.base + url)));
      for (const o of [now, then]) await autocannon({ ...o, duration: WARMUP });
      const results: [Result[], Result[]] = [[], []];
      for (let i = 0; i < SLICES; i++) {
        results[0].push(await autocannon({ ...now, duration: slice }));
        results[1].push(await autocannon({ ...then, duration: slice }));
      }
      const rate = (rs: Result[]) => rs.reduce((n, r) => n + r.requests.total, 0) / rs.reduce((n, r) => n + r.duration, 0);
      const side = (rs: Result[], b: number) => ({ rps: rate(rs), p99: Math.max(...rs.map((r) => r.latency.p99)), bytes: b });
      const row = { name, now: side(results[0], bytes[0]), then: side(results[1], bytes[1]) };
      rows.push(row);
      console.log(
        `  ${name.padEnd(36)} now ${row.now.rps.toFixed(0).padStart(6)} req/s (${row.now.bytes} B)   ${other.label} ${row.then.rps.toFixed(0).padStart(6)} req/s (${row.then.bytes} B)   ${((row.now.rps / row.then.rps) * 100).toFixed(0)} %`,
      );
    }
  } finally {
    for (const s of sites) await s.close();
    other.remove();
  }
  const block = [
    '<!-- bench-compare:start -->',
    `## This checkout against ${other.label} (\`npm run bench -- --compare ${rev}\`)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
    `Both builds in production mode on SQLite with 12 approved reviews; autocannon, ${CONNECTIONS} connections, ${DURATION} s per`,
    `side in ${SLICES} alternating slices after a ${WARMUP} s warm-up of each; bodies as a browser gets them (brotli, from the page cache).`,
    '',
    `| what | req/s now | bytes now | req/s ${other.label} | bytes then | now ÷ then |`,
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.name} | ${r.now.rps.toFixed(0)} | ${r.now.bytes} | ${r.then.rps.toFixed(0)} | ${r.then.bytes} | ${((r.now.rps / r.then.rps) * 100).toFixed(0)} % |`),
    '<!-- bench-compare:end -->',
  ].join('\n');
  writeBlock('bench-compare', block);
}

/** The size on the wire of a cached read, once the cache has its brotli bytes (x-page-cache: hit). */
async function cachedBytes(url: string): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const r = await fetch(url, { headers: BROWSER });
    await r.arrayBuffer();
    if (r.headers.get('content-encoding') === 'br' && (r.headers.get('x-page-cache') ?? 'hit') === 'hit') return (await rawBody(url)).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not served with brotli`);
}

async function main() {
  buildSite(argv.includes('--no-build') || process.env.BENCH_SKIP_BUILD === '1');

  const cpu = os.cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at start`;
  console.log(
    ONLY
      ? `\n${machine}`
      : `\n${machine}\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per read in ${SLICES} slices alternating with the baseline, after a ${WARMUP} s warm-up\n`,
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
  if (ONLY) throw new Error(`--only ${ONLY}: the only part that runs alone is "enumeration".`);
  if (COMPARE) {
    console.log(`Comparing with ${COMPARE}:`);
    await runComparison(COMPARE, machine);
    console.log('\nWritten to BENCHMARKS.md (the comparison block only).');
    return;
  }

  let memoryMb = NaN;
  let hello: Awaited<ReturnType<typeof startProcess>> | undefined;
  const site = await startSite(RESET_ENV);
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
    const baselineUrl = `http://127.0.0.1:${helloPort}/`;
    const reads = [
      ['GET /api/reviews?status=approved', 'api', '/api/reviews?status=approved'],
      ['GET /api/clients?module=Hotels', 'api', '/api/clients?module=Hotels'],
      ['GET / (server-rendered)', 'page', '/'],
      ['GET /hotels (server-rendered)', 'page', '/hotels'],
    ] as const;
    for (const [name, kind, url] of reads) rows.push(await paired(name, kind, { ...common, url: site.base + url, headers: BROWSER }, baselineUrl));
    for (const [name, , url] of reads) rows.push(await paired(`${name}, no Accept-Encoding`, 'reference', { ...common, url: site.base + url }, baselineUrl));
    rows.push(
      await paired(
        `ceiling: bare Fastify sending the ${(home.length / 1024).toFixed(1)} KB of / (brotli) from memory`,
        'reference',
        { ...common, url: `http://127.0.0.1:${helloPort}/bytes` },
        baselineUrl,
      ),
    );
    memoryMb = peakMemoryMb(site.child.pid!);
    console.log(`  peak memory of the site process (VmHWM): ${memoryMb.toFixed(0)} MB`);
    rows.push(await writeTest(site.base, site.token, 'normal'));
    await runEnumeration(site.base, machine);
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
  console.log('\nWritten to BENCHMARKS.md.');
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
