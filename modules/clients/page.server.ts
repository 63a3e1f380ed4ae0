import type { AppContext } from '../../server/context';
import type { PageQueries } from '../../server/pages/page-kit';
import { listByModule } from './clients.repository';

/**
 * The clients' page side (docs/decisions/0033-domain-modules.md): a sector's client rows, for the
 * sector pages and the home page's marquee. Gathered with the other domains' in
 * server/pages/page-services.ts.
 */
export const clientPages = (ctx: AppContext, { orNull }: PageQueries) => ({
  /**
   * The sector's rows, or null when the query failed: the page then shows the built-in list
   * (./pages/client-list.ts), and is not kept in the page cache, as any page drawn while a query failed.
   */
  ofSector: (module: string) => orNull('clients', () => listByModule(ctx.db, module)),
});
