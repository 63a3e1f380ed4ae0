import { createHash } from 'node:crypto';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Finished responses that are the same for every visitor: anonymous page views and the public API
 * reads (approved reviews, client lists, the gallery). A hit skips rendering, the database and
 * serialisation; it costs a map lookup and a write.
 *
 * Each entry is stored once as bytes with a weak ETag (a revisit on mobile data gets 304 and no
 * body) and is compressed once, in the background, with brotli at a high level and with gzip; until
 * that is ready, @fastify/compress compresses the hit like any other response.
 *
 * Cleared whenever public content changes (ctx.contentChanged, which reaches every instance through
 * PostgreSQL, see services/content-events.ts); entries also expire after `ttlMs`, the bound on
 * staleness while an instance cannot hear the others. A response computed while a change happened
 * is not stored (the generation check), so a cleared cache never takes back stale data.
 */
export interface CachedResponse {
  status: number;
  headers: [string, string][];
  body: Buffer;
  etag: string;
  encoded: { br?: Buffer; gzip?: Buffer };
  expiresAt: number;
}

/** Below this, compression gains less than its headers cost (the same threshold as @fastify/compress). */
const COMPRESS_MIN_BYTES = 1024;

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  /** Advances on every clear(); a response may be stored only under the generation it started in. */
  generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 300,
    private readonly maxWithQuery = Math.floor(maxEntries / 5),
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /**
   * Stores a response computed in `generation` under `key` and returns the entry. Nothing is stored
   * when the key is null or the content changed meanwhile; the entry can still be sent.
   */
  set(key: string | null, generation: number, r: { status: number; headers: [string, string][]; body: Buffer | string }): CachedResponse {
    const body = typeof r.body === 'string' ? Buffer.from(r.body) : r.body;
    const entry: CachedResponse = {
      status: r.status,
      headers: r.headers,
      body,
      etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      encoded: {},
      expiresAt: Date.now() + this.ttlMs,
    };
    if (key === null || !this.enabled || generation !== this.generation) return entry;
    // Addresses with kept parameters (an e-mail address on /verify-email, React Router's route
    // discovery) are as many as anyone cares to send: they take turns in a share of their own, so a
    // flood of them never evicts the pages themselves.
    if (key.includes('?') && !this.entries.has(key)) {
      const withQuery = [...this.entries.keys()].filter((k) => k.includes('?'));
      if (withQuery.length >= this.maxWithQuery) this.entries.delete(withQuery[0]);
    }
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    if (body.length >= COMPRESS_MIN_BYTES) compressInBackground(entry, key.includes('?') ? 10 : 11);
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Brotli 11 for an address without a query string (the pages and reads everyone shares): on the
 * home page it saves 2.7 % of the bytes against level 10 (9.29 against 9.54 KB), bytes every visitor
 * on mobile data pays for and that `npm run bench` shows as throughput, for about 70 ms of one
 * thread-pool thread once per entry (24 ms at level 10). Addresses with a query string, which anyone
 * can vary at will, keep level 10 so that they cannot make the server work three times as hard.
 * In libuv's thread pool, so the event loop keeps serving.
 */
function compressInBackground(entry: CachedResponse, quality: 10 | 11) {
  brotliCompress(
    entry.body,
    {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: quality,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    },
    (err, out) => {
      if (!err) entry.encoded.br = out;
    },
  );
  gzip(entry.body, { level: 9 }, (err, out) => {
    if (!err) entry.encoded.gzip = out;
  });
}

/** Browsers send one of a handful of Accept-Encoding values: each is parsed once. */
const parsedEncodings = new Map<string, Set<string>>();

/** The encodings the client accepts (q > 0), from an Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): ReadonlySet<string> {
  if (!header) return new Set();
  let accepted = parsedEncodings.get(header);
  if (accepted) return accepted;
  accepted = new Set<string>();
  if (parsedEncodings.size >= 64) parsedEncodings.clear();
  parsedEncodings.set(header, accepted);
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/** True when If-None-Match names this entity (weak comparison, RFC 9110 §13.1.2). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  const want = bare(etag);
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === want);
}

/** Answers from a cached entry: 304 when the client has it, else the best stored encoding. */
export function sendCached(req: FastifyRequest, reply: FastifyReply, entry: CachedResponse): FastifyReply {
  reply.code(entry.status);
  for (const [name, value] of entry.headers) reply.header(name, value);
  reply.header('etag', entry.etag);
  if (entry.body.length >= COMPRESS_MIN_BYTES) reply.header('vary', 'accept-encoding');
  if (notModified(req.headers['if-none-match'], entry.etag)) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  const { br, gzip } = entry.encoded;
  if (br || gzip) {
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding = br && accepted.has('br') ? 'br' : gzip && accepted.has('gzip') ? 'gzip' : undefined;
    if (encoding) return reply.header('content-encoding', encoding).send(entry.encoded[encoding]);
  }
  return reply.send(entry.body);
}
