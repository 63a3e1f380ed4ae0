/**
 * What the other domains take from the deliveries module (docs/decisions/0037-deliveries.md): the
 * start of the delivery clock when a payment completes an invoice (modules/payments), and a
 * member's deliveries for their data download (modules/accounts).
 */
export { startClockAfterPayment, deliveriesForExport } from './deliveries.service';
