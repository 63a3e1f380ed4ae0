import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { isValidKey } from '../services/storage';
import { errorBody } from '../http/errors';

/**
 * Uploaded images, read through the storage interface (local folder by default). Names are random
 * and never reused, so responses are cached for a year; `nosniff` stops any content sniffing.
 */
export function uploadsPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { key: string } }>('/:key', { schema: { hide: true } }, async (req, reply) => {
      const { key } = req.params;
      const file = isValidKey(key) ? await ctx.storage.get(key) : null;
      if (!file) return reply.code(404).send(errorBody('This image does not exist.'));
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(file.data);
    });
  };
}
