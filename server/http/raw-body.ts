import type { FastifyInstance } from 'fastify';

/**
 * Gives the routes of `app` (one encapsulated plugin) their body as the bytes received, whatever its
 * type, for a call that checks a signature over those exact bytes before reading them (Paystack's
 * webhook, modules/payments/paystack-webhook.server.ts). Parsing is the handler's, after the check.
 */
export function keepRawBody(app: FastifyInstance, bodyLimit = 64 * 1024) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
}
