import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReadableStreamFromReadable } from '@react-router/node';

/**
 * Between Fastify and React Router: a Fastify request as the Fetch API Request React Router reads,
 * and React Router's Response sent through Fastify's reply (server/pages/render.ts uses both).
 */

/** The request React Router sees: at `url` (PUBLIC_URL's origin, never the Host header), with the client's headers. */
export function toFetchRequest(req: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // A client that goes away stops loaders and rendering.
  const controller = new AbortController();
  const onClose = () => controller.abort();
  reply.raw.once('close', onClose);
  reply.raw.once('finish', () => reply.raw.off('close', onClose));

  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    // The post's origin was checked against the site's own before this point (isCrossSiteWrite).
    // React Router checks it again, against the request's URL, which is PUBLIC_URL's origin: when
    // PUBLIC_URL is not set, a browser at http://127.0.0.1:3000 would fail that second check.
    if (headers.has('origin')) headers.set('origin', url.origin);
    init.body = createReadableStreamFromReadable(req.raw);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** What a page answers to in `Allow`: every page is read; one with a form also takes posts. */
export const PAGE_METHODS = 'GET, HEAD, OPTIONS';
export const PAGE_METHODS_WITH_FORM = 'GET, HEAD, POST, OPTIONS';

/** Keeps Fastify's reply path, so onSend hooks (security headers, CSP) and logging still apply. */
export function sendFetchResponse(reply: FastifyReply, res: Response) {
  reply.code(res.status);
  // React Router's answer to a post to a page without a form.
  if (res.status === 405) reply.header('allow', PAGE_METHODS);
  for (const [name, value] of res.headers) {
    // A preview's `private, no-store` (set before rendering) is kept.
    if (name !== 'set-cookie' && !(name === 'cache-control' && reply.hasHeader(name))) reply.header(name, value);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!res.body) return reply.send();
  return reply.send(Readable.fromWeb(res.body as NodeReadableStream));
}
