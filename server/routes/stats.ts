import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { dashboardCounts } from '../db/repositories/stats';
import { dueCutOffs } from '../../modules/leads/index.server';

/** GET /api/stats: what the admin dashboard counts (reviews waiting, topics, clients, pictures, unread messages). */
export function statsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    base.withTypeProvider<ZodTypeProvider>().get('/', { schema: routeSchema('stats') }, async () => {
      return { status: 'success' as const, counts: await dashboardCounts(ctx.db, dueCutOffs()) };
    });
  };
}
