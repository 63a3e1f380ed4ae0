import http from 'node:http';
import { ADMIN } from './site';
import { RESET_REQUESTS } from './options';
import { writeBlock } from './report';

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

export async function runEnumeration(base: string, machine: string) {
  console.log(`\nPOST /api/forgot-password, ${RESET_REQUESTS} requests per kind of address, one at a time, shuffled:`);
  const e = await enumeration(base, ADMIN.email, RESET_REQUESTS);
  const identical = e.statuses === '200';
  for (const line of enumerationLines(e, identical)) console.log(`  ${line}`);
  writeEnumerationBlock(e, identical, machine);
  return e;
}
