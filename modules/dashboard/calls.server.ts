import type { AppContext } from '../../server/context';
import { dashboardHandlers } from './dashboard.server';

/**
 * The dashboard module's calls with their handlers (docs/decisions/0033-domain-modules.md), for
 * server/routes/index.ts to mount in the scope each call's access names.
 */
export const dashboardCalls = (ctx: AppContext) => [dashboardHandlers(ctx)];
