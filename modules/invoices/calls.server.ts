import type { AppContext } from '../../server/context';
import { invoiceHandlers } from './invoices.server';

/**
 * The invoices' calls with their handlers, for server/routes/index.ts to mount
 * (docs/decisions/0033-domain-modules.md); and for the server's start-up (server/app.ts), the
 * retries of the invoice mails and the one-time move of proofs out of the public uploads. The
 * customer's invoice page is served from ./page.server.ts.
 */
export const invoiceCalls = (ctx: AppContext) => [invoiceHandlers(ctx)];

export { scheduleInvoiceMails } from './invoice-mail.service';
export { moveProofsOutOfUploads } from './proofs.service';
