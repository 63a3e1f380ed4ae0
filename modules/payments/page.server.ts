import type { AppContext } from '../../server/context';
import { invoiceLinkKey } from '../invoices/index.server';
import { confirmPaystack, startPaystack, type ConfirmOutcome } from './paystack.service';
import * as payments from './payments.repository';

/** A Paystack reference as we make them (./paystack.service.ts); anything else is not ours. */
const REFERENCE = /^CCI-[0-9a-f]{32}$/;

/** What the page Paystack sends the customer back to shows. */
export interface PaystackReturn {
  outcome: ConfirmOutcome;
  number: string;
  status: string;
  due_kobo: number;
}

/**
 * The payments module's page side (docs/decisions/0033-domain-modules.md): paying an invoice through
 * Paystack from its page (app/routes/invoice-paystack.tsx) and the page Paystack sends the customer
 * back to (app/routes/paystack-return.tsx), gathered with the other domains' page services in
 * server/pages/page-services.ts.
 */
export const paystackPages = (ctx: AppContext) => ({
  start: (token: string, ip: string) => startPaystack(ctx, token, ip),
  /**
   * The customer back from Paystack at CALLBACK_PATH: the invoice is the reference's own. What the
   * page shows is what Paystack knows already (the invoice's number, what is paid and due), no name.
   */
  async returned(reference: string, ip: string): Promise<PaystackReturn | null> {
    if (!REFERENCE.test(reference)) return null;
    const attempt = await payments.attemptOf(ctx.db, reference);
    if (!attempt) return null;
    const outcome = await confirmPaystack(ctx, reference, { invoiceId: attempt.invoice_id, ip });
    const invoice = await payments.invoiceSummary(ctx.db, attempt.invoice_id);
    if (!invoice) return null;
    return { outcome, number: invoice.number, status: invoice.status, due_kobo: Math.max(0, invoice.total_kobo - invoice.paid_kobo) };
  },
  /** The customer back from Paystack at an invoice's own address (links made before CALLBACK_PATH): only a reference of this invoice counts. */
  async confirm(token: string, reference: string, ip: string): Promise<ConfirmOutcome> {
    const key = invoiceLinkKey(ctx, token);
    if (!key || !REFERENCE.test(reference)) return 'unknown';
    const invoice = await payments.invoiceByLink(ctx.db, key);
    if (!invoice) return 'unknown';
    return confirmPaystack(ctx, reference, { invoiceId: invoice.id, ip });
  },
});
