import type { AppContext } from '../../server/context';
import type { ServedCalls } from '../../server/http/declared-calls';
import { invoiceHandlers } from './invoices.server';

/** The invoices' calls with their handlers, for server/routes/index.ts to mount (docs/decisions/0033-domain-modules.md). */
export const invoiceCalls = (ctx: AppContext): ServedCalls[] => [invoiceHandlers(ctx)];

export { scheduleInvoiceMails } from './invoice-mail.service';
export { invoicePageServices } from './invoice-page.service';
export { moveProofsOutOfUploads } from './proofs.service';
