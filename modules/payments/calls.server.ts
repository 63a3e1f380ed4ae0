import type { AppContext } from '../../server/context';
import { paymentHandlers } from './payments.server';

/** The payments' calls with their handlers, for server/routes/index.ts to mount (docs/decisions/0033-domain-modules.md). */
export const paymentCalls = (ctx: AppContext) => [paymentHandlers(ctx)];

export { paystackPageServices } from './paystack-page.service';
export { paystackFormTargets } from './paystack.client';
