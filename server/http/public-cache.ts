import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCached, type ResponseCache } from '../pages/response-cache';

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
      const hit = cache.get(req.url);
      if (hit) return sendCached(req, reply, hit);
      req.publicCacheGeneration = cache.generation;
    },
    async onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
      const generation = req.publicCacheGeneration;
      if (generation === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      if (/private|no-store/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      const entry = cache.set(req.url, generation, { status: 200, headers: [['content-type', type]], body: payload });
      reply.header('etag', entry.etag);
      return payload;
    },
  };
}
