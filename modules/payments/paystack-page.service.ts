import type { AppContext } from '../../server/context';
import { hashToken, LINK_TOKEN } from '../invoices/index.server';
import { confirmPaystack, startPaystack, type ConfirmOutcome } from './paystack.service';
import * as attempts from './paystack.repository';

/** A Paystack reference as we make them (./paystack.service.ts); anything else is not ours. */
const REFERENCE = /^CCI-[0-9a-f]{32}$/;

/** The invoice page's Paystack services for its route (app/routes/invoice-paystack.tsx). */
export const paystackPageServices = (ctx: AppContext) => ({
  start: (token: string, ip: string) => startPaystack(ctx, token, ip),
  /** The customer back from Paystack: only a reference of this invoice counts. */
  async confirm(token: string, reference: string, ip: string): Promise<ConfirmOutcome> {
    if (!LINK_TOKEN.test(token) || !REFERENCE.test(reference)) return 'unknown';
    const invoice = await attempts.invoiceByTokenHash(ctx.db, hashToken(token));
    if (!invoice) return 'unknown';
    return confirmPaystack(ctx, reference, { invoiceId: invoice.id, ip });
  },
});
