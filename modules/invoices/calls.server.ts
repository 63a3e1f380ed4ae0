import type { AppContext } from '../../server/context';
import { invoiceHandlers } from './invoices.server';

/** The invoices' calls with their handlers, for server/routes/index.ts to mount (docs/decisions/0033-domain-modules.md). */
export const invoiceCalls = (ctx: AppContext) => [invoiceHandlers(ctx)];

export { scheduleInvoiceMails } from './invoice-mail.service';
export { invoicePageServices } from './invoice-page.service';
export { moveProofsOutOfUploads } from './proofs.service';
