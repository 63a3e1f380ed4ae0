import type { AppContext } from '../../server/context';
import { deliveryHandlers } from './deliveries.server';
import { myDeliveryHandlers } from './my-deliveries.server';

/** The deliveries' calls with their handlers, for server/routes/index.ts to mount (docs/decisions/0033-domain-modules.md). */
export const deliveryCalls = (ctx: AppContext) => [deliveryHandlers(ctx), myDeliveryHandlers(ctx)];
