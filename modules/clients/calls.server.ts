import type { AppContext } from '../../server/context';
import { clientHandlers } from './clients.server';

/**
 * The clients' calls with their handlers, for server/routes/index.ts to mount in the scope each
 * call's access names (docs/decisions/0033-domain-modules.md).
 */
export const clientCalls = (ctx: AppContext) => [clientHandlers(ctx)];
