import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { dashboardCounts } from '../db/repositories/stats';

/** GET /api/stats: what the admin dashboard counts (reviews waiting, topics, clients, pictures, unread messages). */
export function statsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    base.withTypeProvider<ZodTypeProvider>().get('/', {
      schema: {
        response: {
          200: z.object({
            status: z.literal('success'),
            counts: z.object({
              pendingReviews: z.number(), topics: z.number(), clients: z.number(), galleryImages: z.number(), unreadMessages: z.number(),
            }),
          }),
        },
      },
    }, async () => {
      return { status: 'success' as const, counts: await dashboardCounts(ctx.db) };
    });
  };
}
