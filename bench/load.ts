import autocannon, { type Result } from 'autocannon';
import { json } from './site';
import { DURATION, SLICES, WARMUP } from './options';
import { solveAltchaForTests } from '../tests/support/captcha';

/** Driving the load: one read measured alone or paired with the baseline, the SQLite writes, and the reviews the reads show. */

export interface Row {
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

export async function measure(name: string, kind: Row['kind'], opts: Parameters<typeof autocannon>[0]): Promise<Row> {
  await autocannon({ ...opts, duration: WARMUP });
  const r: Result = await autocannon(opts);
  const row = { name, kind, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
  console.log(`  ${name.padEnd(42)} ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms${row.non2xx || row.errors ? `   (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}`);
  return row;
}


/**
 * `read` and the baseline measured in alternating slices (after a warm-up of each): the ratio of
 * their request rates, the read's p50 as the median of its slices' and its p99 as the worst slice's.
 */
export async function paired(name: string, kind: Row['kind'], read: Parameters<typeof autocannon>[0], baselineUrl: string): Promise<Row> {
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
export async function seedReviews(base: string, token: string) {
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

export function writeTest(base: string, token: string, label: string): Promise<Row> {
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
