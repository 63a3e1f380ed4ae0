/**
 * The deliveries module's screens for the admin area (docs/decisions/0037-deliveries.md): the lead's
 * "Delivery" panel and the dashboard's list of deliveries due. My account's part is in
 * ./index.public.ts. Browser code: no server file is reachable from here.
 */
export { DeliveryPanel } from './staff/delivery-panel';
export { DeliveriesDue } from './staff/deliveries-due';
