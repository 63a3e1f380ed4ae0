import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of `app` (one encapsulated plugin) accept `application/x-www-form-urlencoded`
 * bodies, parsed into an object of strings. Only where a client really sends that (the admin's
 * review action); every other API route answers 415 to it.
 */
export function acceptFormUrlEncoded(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
