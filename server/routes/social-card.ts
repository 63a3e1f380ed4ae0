import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { renderSocialCard } from '../services/social-card';
import { SOCIAL_CARD, socialCardVersion } from '../../common/social-card';

/**
 * GET /og-card.png: the social card (common/social-card.ts), drawn from the published
 * company details and kept in memory until the words on it change. The address the pages give
 * carries the card's version, so that answer may be kept for a year; any other, for five minutes.
 */
export function socialCardPlugin(ctx: AppContext): FastifyPluginAsync {
  let card: { version: string; png: Promise<Buffer> } | undefined;
  return async (app) => {
    app.get<{ Querystring: { v?: string } }>(SOCIAL_CARD.path, { schema: { hide: true } }, async (req, reply) => {
      const company = await ctx.siteContent.company();
      const version = socialCardVersion(company);
      if (card?.version !== version) {
        const png = renderSocialCard(company);
        card = { version, png };
        png.catch(() => {
          if (card?.png === png) card = undefined;
        });
      }
      return reply
        .header('content-type', 'image/png')
        // Made to be shown by other sites (a chat client drawing a link's preview): the site's
        // same-origin default would block it there.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', req.query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
        .send(await card.png);
    });
    // Where the card used to be a static file: links shared before keep working.
    app.get('/images/og-card.png', { schema: { hide: true } }, (_req, reply) => reply.redirect(SOCIAL_CARD.path, 301));
  };
}
