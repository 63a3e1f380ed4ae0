import { readdirSync, readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';
import { json } from './site';
import { DURATION, ROUNDS, WARMUP } from './options';
import { solveAltchaForTests } from '../tests/support/captcha';

/** Driving the load: one read measured alone or against its ceiling, the SQLite writes, and the reviews the reads show. */

export interface Row {
  name: string;
  kind: 'api' | 'page' | 'write' | 'reference';
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Bytes of the body on the wire. */
  bytes?: number;
  /** CPU time the server process spent per answer (all its threads), median slice: the site's and the ceiling's. */
  cpuUs?: number;
  ceilingCpuUs?: number;
  /** The ceiling's (the same answer from a bare Fastify) median slice, in the rounds alternating with this read's. */
  ceilingRps?: number;
  ceilingP99?: number;
  /** Median over the rounds of site ÷ ceiling: requests per second, and p99 latency. */
  ratio?: number;
  p99Ratio?: number;
}

export async function measure(name: string, kind: Row['kind'], opts: Parameters<typeof autocannon>[0]): Promise<Row> {
  await autocannon({ ...opts, duration: WARMUP });
  const r: Result = await autocannon(opts);
  const row = { name, kind, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
  console.log(`  ${name.padEnd(42)} ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms${row.non2xx || row.errors ? `   (${row.non2xx} non-2xx, ${row.errors} errors)` : ''}`);
  return row;
}


const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rate = (r: Result) => r.requests.total / r.duration;

/**
 * Nanoseconds a process has run on a CPU, all its threads (Linux: /proc/<pid>/task/<tid>/schedstat;
 * NaN elsewhere). The CPU time an answer costs depends on how much of the machine other work takes
 * much less than requests per second do (not at all is too much to hope: a crowded CPU's caches are
 * colder).
 */
function cpuNs(pid: number): number {
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    return ns;
  } catch {
    return NaN;
  }
}

/** One slice of load, with the CPU time the server spent per answer meanwhile, in microseconds. */
async function slice(opts: Parameters<typeof autocannon>[0], pid: number): Promise<Result & { cpuUs: number }> {
  const before = cpuNs(pid);
  const r = await autocannon(opts);
  return Object.assign(r, { cpuUs: (cpuNs(pid) - before) / 1000 / Math.max(1, r.requests.total) });
}

/**
 * A read of the site against its ceiling (the same answer sent by a bare Fastify, see
 * bench/ceiling-server.mjs), after a warm-up of each: ROUNDS rounds of one slice of each, the order
 * swapped every round (site, ceiling, ceiling, site, …) so a machine getting busier or quieter
 * during the run falls on both sides alike. Each round gives a ratio of request rates and one of
 * p99s; the row keeps their medians, and the site's and ceiling's median slice for the figures.
 */
export async function againstCeiling(
  name: string,
  kind: Row['kind'],
  read: Parameters<typeof autocannon>[0],
  ceilingUrl: string,
  bytes: number,
  pids: { site: number; ceiling: number },
): Promise<Row> {
  const seconds = DURATION / ROUNDS;
  const ceiling = { ...read, url: ceilingUrl };
  await autocannon({ ...read, duration: WARMUP });
  await autocannon({ ...ceiling, duration: WARMUP });
  const site: Awaited<ReturnType<typeof slice>>[] = [];
  const top: typeof site = [];
  for (let i = 0; i < ROUNDS; i++) {
    const sides = [
      [read, site, pids.site],
      [ceiling, top, pids.ceiling],
    ] as const;
    for (const [opts, results, pid] of i % 2 ? [sides[1], sides[0]] : sides) results.push(await slice({ ...opts, duration: seconds }, pid));
  }
  const row: Row = {
    name,
    kind,
    bytes,
    rps: median(site.map(rate)),
    ceilingRps: median(top.map(rate)),
    p50: median(site.map((r) => r.latency.p50)),
    p99: median(site.map((r) => r.latency.p99)),
    ceilingP99: median(top.map((r) => r.latency.p99)),
    cpuUs: median(site.map((r) => r.cpuUs)),
    ceilingCpuUs: median(top.map((r) => r.cpuUs)),
    ratio: median(site.map((r, i) => rate(r) / rate(top[i]))),
    p99Ratio: median(site.map((r, i) => r.latency.p99 / Math.max(1, top[i].latency.p99))),
    non2xx: site.reduce((n, r) => n + r.non2xx, 0) + top.reduce((n, r) => n + r.non2xx, 0),
    errors: site.reduce((n, r) => n + r.errors + r.timeouts, 0) + top.reduce((n, r) => n + r.errors + r.timeouts, 0),
  };
  console.log(
    `  ${name.padEnd(52)} ${row.rps.toFixed(0).padStart(6)} req/s  p99 ${String(row.p99).padStart(3)} ms   ceiling ${row.ceilingRps!.toFixed(0).padStart(6)} req/s  p99 ${String(row.ceilingP99).padStart(3)} ms   ${(row.ratio! * 100).toFixed(0).padStart(3)} %  p99 ×${row.p99Ratio!.toFixed(2)}` +
      (row.non2xx || row.errors ? `   (${row.non2xx} non-2xx, ${row.errors} errors)` : ''),
  );
  console.log(`    rounds, req/s ÷ ceiling: ${site.map((r, i) => `${((rate(r) / rate(top[i])) * 100).toFixed(0)} %`).join(', ')}`);
  console.log(`    CPU per answer: site ${row.cpuUs!.toFixed(0)} µs, ceiling ${row.ceilingCpuUs!.toFixed(0)} µs`);
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
