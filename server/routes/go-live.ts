import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { goLiveFacts, goLiveItems } from '../services/go-live';

/** GET /api/go-live: what a fresh install publishes that is still to be replaced (server/services/go-live.ts). */
export function goLiveRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    base.withTypeProvider<ZodTypeProvider>().get('/', { schema: routeSchema('goLive') }, async () => {
      return { status: 'success' as const, items: goLiveItems(await goLiveFacts(ctx)) };
    });
  };
}
