// `npm run load [-- --visitors 200 --seconds 60 --no-build]`: builds and starts the site in
// production mode on a temporary data folder, then lets simulated visitors loose on it for a while:
// each views pages (server-rendered HTML and the JSON the pages fetch), now and then submits a
// review (some with a picture) and, once, a contact message, solving the real ALTCHA challenge as
// the browser widget does. Every visitor has its own client address (X-Forwarded-For behind
// TRUST_PROXY=1), so the per-address limits apply per visitor as they would in production.
//
// Passes when no answer was a 5xx and, after a graceful stop, every write that was answered with
// success is in the database with what was sent. Prints a summary and writes it between the load
// markers of BENCHMARKS.md. Exit status 1 on failure.
//
// The proof of work runs in this process for all visitors at once, so on a busy machine a solve can
// take long: a visitor gives up on a spam check after SOLVE_GIVE_UP_MS, as a person would, and the
// summary counts it under "solve"; that is the visitor's failure, not the site's, and not the run's.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { buildSite, peakMemoryMb, projectRoot, startSite } from '../bench/site';
import { solveAltchaForTests } from '../tests/support/captcha';

process.chdir(projectRoot);

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const VISITORS = option('--visitors', 200);
const SECONDS = option('--seconds', 60);
const PAGES = ['/', '/about', '/companyProfile', '/gallery', '/products', '/hotels', '/schools', '/hospitals', '/allreviews', '/reviewForm', '/contact'];
const READS = ['/api/reviews?status=approved', '/api/clients?module=Hotels', '/api/gallery'];

type Kind = 'page' | 'read' | 'review' | 'contact' | 'challenge' | 'solve';
const stats = new Map<Kind, { n: number; latencies: number[]; codes: Map<number, number>; networkErrors: number }>();
/** A visitor stops waiting for its spam check after this long. */
const SOLVE_GIVE_UP_MS = 30_000;
/** Spam checks the visitors gave up on (too slow) or that failed, with the first reasons. */
const solveFailures = { gaveUp: 0, failed: 0, reasons: [] as string[] };
const fiveXX: string[] = [];
const ackedReviews = new Map<number, { name: string; text: string; picture: boolean }>();
const ackedContacts: { email: string; message: string }[] = [];
let stopping = false;

function record(kind: Kind, started: number, status: number | null, what: string) {
  let s = stats.get(kind);
  if (!s) stats.set(kind, (s = { n: 0, latencies: [], codes: new Map(), networkErrors: 0 }));
  s.n++;
  s.latencies.push(performance.now() - started);
  if (status === null) s.networkErrors++;
  else s.codes.set(status, (s.codes.get(status) ?? 0) + 1);
  if (status !== null && status >= 500) fiveXX.push(`${status} ${what}`);
}

async function timed(kind: Kind, what: string, url: string, init: RequestInit): Promise<{ status: number; body: string } | null> {
  const started = performance.now();
  try {
    const r = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await r.text();
    record(kind, started, r.status, what);
    return { status: r.status, body };
  } catch {
    record(kind, started, null, what);
    return null;
  }
}

/**
 * The visitor's spam check, solved in this process as the widget would in the browser; null when the
 * visitor gave up (slower than SOLVE_GIVE_UP_MS) or the solve failed: counted, and the visitor moves on.
 */
async function solve(challenge: string): Promise<string | null> {
  const started = performance.now();
  const signal = AbortSignal.timeout(SOLVE_GIVE_UP_MS);
  try {
    const token = await solveAltchaForTests(challenge, { signal });
    record('solve', started, 200, 'solve');
    return token;
  } catch (e) {
    record('solve', started, null, 'solve');
    if (signal.aborted) solveFailures.gaveUp++;
    else {
      solveFailures.failed++;
      if (solveFailures.reasons.length < 3) solveFailures.reasons.push((e as Error).message);
    }
    return null;
  }
}

const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function visitor(base: string, i: number, deadline: number, picture: Buffer) {
  // A distinct address per visitor: 10.<hi>.<lo>.<n>
  const ip = `10.${(i >> 8) & 255}.${i & 255}.${1 + (i % 250)}`;
  const headers = { 'x-forwarded-for': ip };
  let contacted = false;
  let n = 0;
  await sleep(Math.random() * 2000); // arrivals spread over the first seconds
  while (Date.now() < deadline && !stopping) {
    n++;
    const roll = Math.random();
    if (roll < 0.6) {
      const page = pick(PAGES);
      await timed('page', `GET ${page}`, base + page, { headers });
    } else if (roll < 0.8) {
      const read = pick(READS);
      await timed('read', `GET ${read}`, base + read, { headers });
    } else if (roll < 0.92 || contacted) {
      const name = `Visitor ${i}`;
      const text = `Load test review ${i}-${n}: good service, friendly staff, quick delivery.`;
      const form = new FormData();
      form.set('name', name);
      form.set('rating', String(1 + ((i + n) % 5)));
      form.set('review_text', text);
      const c = await timed('challenge', 'GET /api/captcha/challenge', `${base}/api/captcha/challenge`, { headers });
      if (c?.status !== 200) continue;
      const captchaToken = await solve(c.body); // the review form's spam check, as for contact
      if (captchaToken === null) continue;
      form.set('captchaToken', captchaToken);
      const withPicture = Math.random() < 0.1;
      if (withPicture) form.set('profile_pic', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'me.jpg');
      const r = await timed('review', 'POST /api/reviews', `${base}/api/reviews`, { method: 'POST', headers, body: form });
      if (r?.status === 201) ackedReviews.set((JSON.parse(r.body) as { id: number }).id, { name, text, picture: withPicture });
    } else {
      contacted = true;
      const c = await timed('challenge', 'GET /api/captcha/challenge', `${base}/api/captcha/challenge`, { headers });
      if (c?.status !== 200) continue;
      const captchaToken = await solve(c.body); // real proof of work, like the widget
      if (captchaToken === null) continue;
      const message = { name: `Visitor ${i}`, email: `visitor${i}@example.com`, subject: 'Quote', message: `Load test message ${i}-${n}: please call me back.`, captchaToken };
      const r = await timed('contact', 'POST /api/contact', `${base}/api/contact`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(message),
      });
      if (r?.status === 200) ackedContacts.push({ email: message.email, message: message.message });
    }
    await sleep(300 + Math.random() * 1700); // reading time
  }
}

function percentile(xs: number[], p: number) {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function main() {
  buildSite(argv.includes('--no-build') || process.env.BENCH_SKIP_BUILD === '1');
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } }).jpeg().toBuffer();
  const site = await startSite({ TRUST_PROXY: '1', RATE_LIMIT_REVIEW: '30/10m', RATE_LIMIT_LOGIN: '30/1m' });
  const started = Date.now();
  let memoryMb = NaN;
  try {
    console.log(`${VISITORS} visitors for ${SECONDS} s against ${site.base} …`);
    const deadline = Date.now() + SECONDS * 1000;
    const progress = setInterval(() => {
      const total = [...stats.entries()].reduce((a, [kind, s]) => a + (kind === 'solve' ? 0 : s.n), 0);
      console.log(`  ${Math.round((Date.now() - started) / 1000)} s: ${total} requests, ${ackedReviews.size} reviews, ${ackedContacts.length} messages, ${fiveXX.length} 5xx`);
    }, 10_000);
    await Promise.all(Array.from({ length: VISITORS }, (_, i) => visitor(site.base, i + 1, deadline, picture)));
    clearInterval(progress);
    memoryMb = peakMemoryMb(site.child.pid!);
  } finally {
    stopping = true;
    await site.close({ keep: true });
  }

  // Every acknowledged write, in the database, with what was sent.
  const db = new SQLite(path.join(site.dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  const missing: string[] = [];
  try {
    const reviews = new Map(
      (db.prepare('select id, username, review_text, image_path from reviews').all() as { id: number; username: string; review_text: string; image_path: string }[]).map((r) => [r.id, r]),
    );
    for (const [id, sent] of ackedReviews) {
      const row = reviews.get(id);
      if (!row || row.username !== sent.name || row.review_text !== sent.text || (sent.picture && !row.image_path)) missing.push(`review ${id}`);
      else if (sent.picture && !existsSync(path.join(site.dataDir, 'uploads', row.image_path.replace(/^\/uploads\//, '')))) missing.push(`picture of review ${id}`);
    }
    const messages = db.prepare('select email, message from contact_messages').all() as { email: string; message: string }[];
    const stored = new Set(messages.map((m) => `${m.email}\n${m.message}`));
    for (const m of ackedContacts) if (!stored.has(`${m.email}\n${m.message}`)) missing.push(`message from ${m.email}`);
    if (db.pragma('integrity_check', { simple: true }) !== 'ok') missing.push('integrity_check failed');
  } finally {
    db.close();
    const { rmSync } = await import('node:fs');
    rmSync(site.dataDir, { recursive: true, force: true });
  }

  const elapsed = (Date.now() - started) / 1000;
  const lines = [...stats.entries()].map(([kind, s]) => {
    if (kind === 'solve') {
      const answers = `solved×${s.n - s.networkErrors} given up×${solveFailures.gaveUp} failed×${solveFailures.failed}`;
      return `| spam-check solve (in this process) | ${s.n} | ${percentile(s.latencies, 50).toFixed(0)} | ${percentile(s.latencies, 99).toFixed(0)} | ${answers} |`;
    }
    const codes = [...s.codes.entries()].sort().map(([c, n]) => `${c}×${n}`).join(' ');
    return `| ${kind} | ${s.n} | ${percentile(s.latencies, 50).toFixed(0)} | ${percentile(s.latencies, 99).toFixed(0)} | ${codes}${s.networkErrors ? ` network errors×${s.networkErrors}` : ''} |`;
  });
  const total = [...stats.entries()].reduce((a, [kind, s]) => a + (kind === 'solve' ? 0 : s.n), 0);
  const ok = fiveXX.length === 0 && missing.length === 0;
  const unanswered = [...stats.entries()].reduce((a, [kind, s]) => a + (kind === 'solve' ? 0 : s.networkErrors), 0);
  const verdict = [
    `${fiveXX.length === 0 ? 'ok  ' : 'FAIL'} 5xx answers: ${fiveXX.length}${fiveXX.length ? ` (${[...new Set(fiveXX)].slice(0, 5).join('; ')})` : ''}`,
    `${unanswered === 0 ? 'ok  ' : 'note'} requests without an answer within 30 s (the visitor gave up): ${unanswered}`,
    `${solveFailures.gaveUp + solveFailures.failed === 0 ? 'ok  ' : 'note'} spam checks the visitors did not get through (solved in this process): ` +
      `${solveFailures.gaveUp} given up after ${SOLVE_GIVE_UP_MS / 1000} s, ${solveFailures.failed} failed` +
      `${solveFailures.reasons.length ? ` (${solveFailures.reasons.join('; ')})` : ''}`,
    `${missing.length === 0 ? 'ok  ' : 'FAIL'} acknowledged writes missing from the database: ${missing.length}${missing.length ? ` (${missing.slice(0, 5).join(', ')})` : ''} of ${ackedReviews.size} reviews and ${ackedContacts.length} contact messages`,
  ];
  const cpu = os.cpus();
  const block = [
    '<!-- load:start -->',
    '## Load test (`npm run load`)',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Node ${process.version}: ` +
      `${VISITORS} simulated visitors for ${SECONDS} s (${total} requests in ${elapsed.toFixed(0)} s, ${(total / elapsed).toFixed(0)} a second), ` +
      `each with its own address; page views, API reads, review submissions (10 % with a picture) and one contact message each at most, ` +
      `with the real captcha solved. Peak memory of the site: ${memoryMb.toFixed(0)} MB.`,
    '',
    '| request | count | p50 ms | p99 ms | answers |',
    '|---|---:|---:|---:|---|',
    ...lines,
    '',
    '```',
    ...verdict,
    '```',
    '<!-- load:end -->',
  ].join('\n');
  console.log(`\n${block.split('\n').slice(2, -1).join('\n')}`);
  const file = 'BENCHMARKS.md';
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  text = /<!-- load:start -->[\s\S]*<!-- load:end -->/.test(text)
    ? text.replace(/<!-- load:start -->[\s\S]*<!-- load:end -->/, block)
    : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
  console.log(`\nWritten to ${file}.${ok ? '' : ' FAILED.'}`);
  if (!ok) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
