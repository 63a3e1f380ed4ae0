import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached, type ResponseCache } from './response-cache';
import { normalisedPageUrl } from './page-address';

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache generation a cacheable read started in; undefined when it is not to be stored. */
    publicCacheGeneration?: number;
  }
}

/**
 * Route hooks for a public read (the same answer for everyone): a hit is answered before parsing,
 * validation, the database and serialisation; a miss is stored after serialisation. A route marks
 * an answer as not for the cache with `cache-control: private` or `no-store` (the review list does
 * so for the admin's pending and rejected tabs), and only 200 answers are kept.
 */
export function publicRead(cache: ResponseCache) {
  return {
    async onRequest(req: FastifyRequest, reply: FastifyReply) {
      if (!cache.enabled || req.method !== 'GET') return;
      const hit = cache.get(cacheKey(req));
      if (hit) return sendCached(req, reply, hit);
      req.publicCacheGeneration = cache.generation;
    },
    async onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const generation = req.publicCacheGeneration;
      if (generation === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (/private|no-store/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const entry = cache.set(cacheKey(req), generation, { status: 200, headers: [['content-type', type]], body: payload });
      reply.header('etag', entry.etag);
      return payload;
    },
  };
}

/** The route's own query parameters (its querystring schema), by route; the others never change the answer. */
const routeParams = new WeakMap<object, ReadonlySet<string>>();

/**
 * The path and only the query parameters the route declares, sorted: `/api/gallery?x=1` and
 * `/api/gallery` share one entry, so made-up parameters cannot fill the cache (the handler only
 * ever sees the validated query, so they cannot change the answer either).
 */
function cacheKey(req: FastifyRequest): string {
  const schema = req.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  const route = (schema ?? req.routeOptions) as object;
  let keep = routeParams.get(route);
  if (!keep) {
    keep = new Set(schema?.shape ? Object.keys(schema.shape) : []);
    routeParams.set(route, keep);
  }
  return normalisedPageUrl(req.url, keep);
}
