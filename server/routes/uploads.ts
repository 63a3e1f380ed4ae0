import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { isValidKey } from '../services/storage';
import { avifKeyOf, WEBP_VARIANT } from '../services/images/avif-jobs';
import { errorBody } from '../http/errors';

/** A browser that says it takes AVIF (Chromium, Firefox and Safari put `image/avif` in an image's Accept). */
function acceptsAvif(accept: string | undefined): boolean {
  return accepted(accept, 'image/avif');
}
function accepted(accept: string | undefined, type: string): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name.trim() === type && !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
  });
}

/**
 * Uploaded images, read through the storage interface (local folder by default). Names are random
 * and never reused, so responses are cached for a year; `nosniff` stops any content sniffing.
 *
 * A WebP variant's address answers with its AVIF copy to a browser that accepts AVIF, once the
 * copy exists (made in the background: server/services/images/avif-jobs.ts), with `Vary: Accept`;
 * until then the WebP, kept by the browser for ten minutes only, so it asks again for the AVIF.
 * The pages' HTML is the same for every browser (docs/decisions/0036-avif-and-save-data.md).
 */
export function uploadsPlugin(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { key: string } }>('/:key', { schema: { hide: true } }, async (req, reply) => {
      const { key } = req.params;
      const variant = isValidKey(key) && WEBP_VARIANT.test(key);
      const wantsAvif = variant && acceptsAvif(req.headers.accept);
      const avif = wantsAvif ? await ctx.storage.get(avifKeyOf(key)) : null;
      const file = avif ?? (isValidKey(key) ? await ctx.storage.get(key) : null);
      if (!file) return reply.code(404).send(errorBody('This image does not exist.'));
      if (variant) reply.header('vary', 'Accept');
      const lasting = !wantsAvif || avif !== null;
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', lasting ? 'public, max-age=31536000, immutable' : 'public, max-age=600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(file.data);
    });
  };
}
