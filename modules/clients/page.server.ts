import type { AppContext } from '../../server/context';
import { listByModule } from './clients.repository';

/**
 * The clients' page side (docs/decisions/0033-domain-modules.md): a sector's client rows, for the
 * sector pages and the home page's marquee. Gathered with the other domains' in
 * server/pages/page-services.ts.
 */
export const clientPages = (ctx: AppContext) => ({
  /** The sector's rows, or null when the query failed (the page then shows the built-in list, app/lib/clients.ts). */
  ofSector: async (module: string) => {
    try {
      return await listByModule(ctx.db, module);
    } catch (err) {
      ctx.log.error({ err: { message: (err as Error).message }, what: 'clients' }, 'page data query failed');
      return null;
    }
  },
});
