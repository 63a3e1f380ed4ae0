/**
 * What My account loads of the deliveries module (docs/decisions/0037-deliveries.md): where each
 * topic request stands (quote, invoice, receipt, delivery) and its documents to download. Kept apart
 * from ./index.ts so the member's page does not load the admin area's table of calls.
 */
export { RequestProgress, useRequestProgress } from './member/request-progress';
