import type { AppContext } from '../../server/context';
import { quoteHandlers } from './quotes.server';

/**
 * The quotes' calls with their handlers, for server/routes/index.ts to mount in the scope each
 * call's access names (docs/decisions/0033-domain-modules.md). The customer's quote page is served
 * from ./page.server.ts.
 */
export const quoteCalls = (ctx: AppContext) => [quoteHandlers(ctx)];
