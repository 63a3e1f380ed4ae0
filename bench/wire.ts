import http from 'node:http';
import { BROWSER } from './options';

/** The bytes a browser gets on the wire: fetch() decodes bodies, these read them raw. */

/** The body of / as a browser gets it: brotli, from the page cache once it has compressed the entry. */
export async function homeBytes(base: string): Promise<Buffer> {
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

/** The size on the wire of a cached read, once the cache has its brotli bytes (x-page-cache: hit). */
export async function cachedBytes(url: string): Promise<number> {
  for (let i = 0; i < 50; i++) {
    const r = await fetch(url, { headers: BROWSER });
    await r.arrayBuffer();
    if (r.headers.get('content-encoding') === 'br' && (r.headers.get('x-page-cache') ?? 'hit') === 'hit') return (await rawBody(url)).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not served with brotli`);
}
