import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { acceptedEncodings, notModified, ResponseCache, sendCached } from '../../server/http/response-cache';

const json = (body: string) => ({ status: 200, headers: [['content-type', 'application/json; charset=utf-8']] as [string, string][], body });
const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, text: `Review ${i} from Enugu` })) });

/** Polls until `check` holds; no time limit of its own (Vitest's catches a hang). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('the response cache', () => {
  it('forgets everything when content changes, and entries expire', () => {
    vi.useFakeTimers();
    try {
      const cache = new ResponseCache(1000);
      cache.set('a', cache.generation, json('1'));
      cache.set('b', cache.generation, json('2'));
      cache.clear();
      expect(cache.get('a')).toBeUndefined();
      cache.set('a', cache.generation, json('1'));
      expect(cache.get('a')?.body.toString()).toBe('1');
      vi.advanceTimersByTime(1001);
      expect(cache.get('a')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not store a response computed before a change (it may be stale), nor under a null key', () => {
    const cache = new ResponseCache(60_000);
    const before = cache.generation;
    cache.clear(); // a change lands while the response is being computed
    const entry = cache.set('a', before, json('old'));
    expect(entry.body.toString()).toBe('old'); // still sendable
    expect(cache.get('a')).toBeUndefined();
    cache.set(null, cache.generation, json('x'));
    expect(cache.size).toBe(0);
  });

  it('is off with a lifetime of zero and bounded in size', () => {
    const off = new ResponseCache(0);
    off.set('a', off.generation, json('x'));
    expect(off.get('a')).toBeUndefined();
    const small = new ResponseCache(60_000, 2);
    for (const k of ['a', 'b', 'c']) small.set(k, small.generation, json(k));
    expect(small.size).toBe(2);
    expect(small.get('a')).toBeUndefined();
    expect(small.get('c')).toBeDefined();
  });

  it('gives equal bodies equal weak ETags and different bodies different ones', () => {
    const cache = new ResponseCache(60_000);
    const a = cache.set('a', 0, json('{"n":1}'));
    const b = cache.set('b', 0, json('{"n":1}'));
    const c = cache.set('c', 0, json('{"n":2}'));
    expect(a.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });

  it('compresses large entries once, in the background, with brotli and gzip', async () => {
    const cache = new ResponseCache(60_000);
    const entry = cache.set('big', 0, json(big));
    await until(() => Boolean(entry.encoded.br && entry.encoded.gzip));
    expect(brotliDecompressSync(entry.encoded.br!).toString()).toBe(big);
    expect(gunzipSync(entry.encoded.gzip!).toString()).toBe(big);
    expect(entry.encoded.br!.length).toBeLessThan(big.length / 4);
    const small = cache.set('small', 0, json('{"ok":true}'));
    // A positive control set after it: once that one is compressed, a compression of the small
    // entry, had one been started first, would have finished too.
    const later = cache.set('later', 0, json(big));
    await until(() => Boolean(later.encoded.br && later.encoded.gzip));
    expect(small.encoded).toEqual({});
  });

  it('compresses an address without a query string at brotli 11, one with a query string at level 10', async () => {
    const cache = new ResponseCache(60_000);
    const plain = cache.set('http://x/page', 0, json(big));
    const query = cache.set('http://x/page?utm_source=whatsapp', 0, json(big));
    await until(() => Boolean(plain.encoded.br && query.encoded.br));
    expect(brotliDecompressSync(plain.encoded.br!).toString()).toBe(big);
    expect(brotliDecompressSync(query.encoded.br!).toString()).toBe(big);
    const at = (quality: number) =>
      brotliCompressSync(big, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: big.length } }).length;
    expect(at(11)).toBeLessThan(at(10)); // the two levels differ on this body, so the sizes below tell them apart
    expect(plain.encoded.br!.length).toBe(at(11));
    expect(query.encoded.br!.length).toBe(at(10));
  });
});

describe('content negotiation of cached responses', () => {
  it('reads Accept-Encoding with q-values', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5').has('br')).toBe(false);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5').has('gzip')).toBe(true);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });

  it('matches If-None-Match weakly, in lists and with *', () => {
    expect(notModified('W/"abc"', 'W/"abc"')).toBe(true);
    expect(notModified('"abc"', 'W/"abc"')).toBe(true);
    expect(notModified('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(notModified('*', 'W/"abc"')).toBe(true);
    expect(notModified('W/"abd"', 'W/"abc"')).toBe(false);
    expect(notModified(undefined, 'W/"abc"')).toBe(false);
  });

  it('answers 304 without a body, brotli or gzip as accepted, and identity otherwise', async () => {
    const cache = new ResponseCache(60_000);
    const entry = cache.set('big', 0, json(big));
    await until(() => Boolean(entry.encoded.br && entry.encoded.gzip));
    const app = Fastify();
    app.get('/', (req, reply) => sendCached(req, reply, entry));
    try {
      const plain = await app.inject({ url: '/' });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.etag).toBe(entry.etag);
      expect(plain.headers.vary).toBe('accept-encoding');
      expect(plain.body).toBe(big);

      const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);

      const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(big);

      const again = await app.inject({ url: '/', headers: { 'if-none-match': entry.etag, 'accept-encoding': 'br' } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(entry.etag);
    } finally {
      await app.close();
    }
  });
});
