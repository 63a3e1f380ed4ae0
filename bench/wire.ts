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

/**
 * The site's answer to GET `url` with `headers`, once it is the steady one every later request gets:
 * the same status, headers (but Date) and bytes twice in a row, 150 ms apart, framed with a
 * content-length, and a page-cache hit where the site says (x-page-cache). The wait covers the
 * cache's first answers, which are compressed on the fly until the stored brotli and gzip bytes
 * are ready (server/http/response-cache.ts).
 */
export async function captureAnswer(url: string, headers: Record<string, string>): Promise<Capture> {
  let previous = '';
  for (let i = 0; i < 100; i++) {
    const r = await rawGet(url, headers);
    const kept = r.headers.filter(([name]) => !PER_CONNECTION.has(name));
    const get = (name: string) => r.headers.find(([n]) => n === name)?.[1];
    const steady = r.status === 200 && get('content-length') !== undefined && (get('x-page-cache') ?? 'hit') === 'hit';
    const key = `${r.status}\n${JSON.stringify(kept)}\n${r.body.toString('base64')}`;
    if (steady && key === previous) return { status: r.status, headers: kept, body: r.body.toString('base64'), bytes: r.body.length };
    previous = steady ? key : '';
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} gave no steady answer (200, the same headers and bytes twice, with a content-length) in 15 s`);
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
