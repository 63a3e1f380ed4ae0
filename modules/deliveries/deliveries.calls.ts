import type { Call } from '../../common/api/calls';

/**
 * The deliveries' staff calls (docs/decisions/0037-deliveries.md): a topic request's deliveries in
 * the lead's panel, its documents added and removed, the work marked delivered, and the
 * dashboard's list of deliveries due and late. Declared once (docs/decisions/0033-domain-modules.md);
 * contracts in ./deliveries.schemas.ts, handlers in ./deliveries.server.ts.
 */
export const DELIVERY_CALLS = {
  leadDeliveries: { method: 'GET', path: 'leads/:id/deliveries', access: 'staff' },
  addDeliveryDocument: { method: 'POST', path: 'deliveries/:id/documents', access: 'staff' },
  removeDeliveryDocument: { method: 'DELETE', path: 'delivery-documents/:id', access: 'staff' },
  deliver: { method: 'POST', path: 'deliveries/:id/deliver', access: 'staff' },
  deliveriesDue: { method: 'GET', path: 'deliveries/due', access: 'staff' },
} as const satisfies Record<string, Call>;
