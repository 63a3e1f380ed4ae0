import type { AppContext } from '../../server/context';
import { paymentHandlers } from './payments.server';

/**
 * The payments' calls with their handlers, for server/routes/index.ts to mount
 * (docs/decisions/0033-domain-modules.md); and the addresses Paystack's forms post to, for the
 * pages' CSP (server/app.ts). Paying from the invoice page is served from ./page.server.ts.
 */
export const paymentCalls = (ctx: AppContext) => [paymentHandlers(ctx)];

export { paystackFormTargets } from './paystack.client';
