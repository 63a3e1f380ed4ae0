import type { Call } from '../../common/api/calls';

/**
 * The member's side of deliveries (docs/decisions/0037-deliveries.md): where each of their topic
 * requests stands (quote, invoice, receipt, delivery), and a delivered document's download, which
 * the server gives only to that member and to staff. Loaded by My account with the public table of
 * calls (common/api/public-routes.ts); contracts in ./deliveries.schemas.ts, handlers in
 * ./my-deliveries.server.ts.
 */
export const MY_DELIVERY_CALLS = {
  myDeliveries: { method: 'GET', path: 'account/deliveries', access: 'member' },
  deliveryDocument: { method: 'GET', path: 'delivery-documents/:id', access: 'member' },
} as const satisfies Record<string, Call>;
