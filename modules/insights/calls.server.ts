import type { AppContext } from '../../server/context';
import { beaconHandlers } from './beacon.server';
import { reportHandlers } from './report.server';

/**
 * The Insights module's calls with their handlers (docs/decisions/0033-domain-modules.md), for
 * server/routes/index.ts to mount in the scope each call's access names. Apart from
 * ./index.server.ts: these reach the app's context, which holds the counting in turn.
 */
export const insightCalls = (ctx: AppContext) => [beaconHandlers(ctx), reportHandlers(ctx)];
