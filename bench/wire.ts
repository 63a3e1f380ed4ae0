import http from 'node:http';
import { BROWSER } from './options';

/** The bytes a browser gets on the wire: fetch() decodes bodies, these read them raw. */

interface RawAnswer {
  status: number;
  /** In the order the server sent them, names in lower case. */
  headers: [string, string][];
  body: Buffer;
}

function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]]);
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * Headers the ceiling server does not copy: Node writes them itself for every answer (date, the
 * connection's keep-alive, the framing: content-length for a whole body, which is what the site
 * sends for the answers captured here).
 */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One read's answer as the site sends it, for the ceiling server to send back byte for byte. */
export interface Capture {
  status: number;
  headers: [string, string][];
  /** base64 */
  body: string;
  bytes: number;
}

/** The same answer: status, headers (in any order) and bytes. */
export const sameAnswer = (a: Capture, b: Capture) =>
  a.status === b.status && a.body === b.body && JSON.stringify([...a.headers].sort()) === JSON.stringify([...b.headers].sort());

/**
 * The site's answer to GET `url` with `headers` once it looks like the steady one: 200, framed with a
 * content-length, a page-cache hit where the site says (x-page-cache), brotli where the request
 * accepts it and the site compressed (the cache stores gzip and brotli in the background and sends
 * gzip until its brotli is ready, server/http/response-cache.ts), the same answer twice in a row.
 */
export async function captureAnswer(url: string, headers: Record<string, string>): Promise<Capture> {
  const acceptsBr = /\bbr\b/.test(headers['accept-encoding'] ?? '');
  let previous: Capture | undefined;
  for (let i = 0; i < 100; i++) {
    const r = await rawGet(url, headers);
    const get = (name: string) => r.headers.find(([n]) => n === name)?.[1];
    const steady =
      r.status === 200 &&
      get('content-length') !== undefined &&
      (get('x-page-cache') ?? 'hit') === 'hit' &&
      !(acceptsBr && get('content-encoding') === 'gzip');
    const answer = { status: r.status, headers: r.headers.filter(([name]) => !PER_CONNECTION.has(name)), body: r.body.toString('base64'), bytes: r.body.length };
    if (steady && previous && sameAnswer(answer, previous)) return answer;
    previous = steady ? answer : undefined;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} gave no steady answer (200, the same headers and bytes twice, with a content-length) in 15 s`);
}

/**
 * Every read's steady answer: passes over all of them, a second apart, until two passes in a row
 * agree, so an answer the site was still going to replace (compressed on the fly while its stored
 * bytes were being made) is not taken for the one the bench then measures.
 */
export async function captureAnswers(reads: { url: string; headers: Record<string, string> }[]): Promise<Capture[]> {
  let previous: Capture[] = [];
  for (let pass = 0; pass < 10; pass++) {
    const answers: Capture[] = [];
    for (const r of reads) answers.push(await captureAnswer(r.url, r.headers));
    if (answers.length === previous.length && answers.every((a, i) => sameAnswer(a, previous[i]))) return answers;
    previous = answers;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The site\'s answers did not settle in ten passes over the reads');
}

/** The size on the wire of a cached read, once the cache has its brotli bytes (x-page-cache: hit). */
export async function cachedBytes(url: string): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const r = await fetch(url, { headers: BROWSER });
    await r.arrayBuffer();
    if (r.headers.get('content-encoding') === 'br' && (r.headers.get('x-page-cache') ?? 'hit') === 'hit') {
      return (await rawGet(url, { 'accept-encoding': 'br' })).body.length;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not served with brotli`);
}
