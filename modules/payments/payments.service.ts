import type { AppContext } from '../../server/context';
import { formatNaira } from '../../common/money';
import { invoiceMailSoon } from '../invoices/index.server';
import { startClockAfterPayment } from '../deliveries/index.server';
import * as payments from './payments.repository';
import type { NewPayment, RecordOutcome } from './payments.repository';

/**
 * Money received against an invoice (docs/decisions/0034-selling.md): recorded once per (method,
 * reference), never beyond what is due; the payment that completes an invoice marks it paid, mails
 * the receipt and makes the lead won (./payments.repository.ts `recordAndSettle`, in one transaction).
 */

export type RecordResult = RecordOutcome;

export async function recordPayment(ctx: AppContext, p: NewPayment): Promise<RecordResult> {
  const outcome = await payments.recordAndSettle(ctx.db, p);
  if (!outcome.ok) return outcome;
  if (outcome.receiptMailId !== null) invoiceMailSoon(ctx, outcome.receiptMailId);
  // Paid in full: a topic request's delivery is due within the promised hours (modules/deliveries).
  if (outcome.paidInFull) await startClockAfterPayment(ctx, outcome.invoice.id);
  return outcome;
}

/** Why a payment was not recorded, in words staff can act on. */
export function refusal(r: RecordOutcome & { ok: false }, reference: string): string {
  switch (r.reason) {
    case 'no-invoice':
      return 'This invoice does not exist.';
    case 'not-open':
      return 'This invoice is not open (it is paid or void), so no payment can be recorded on it.';
    case 'duplicate':
      return `A payment with the reference ${reference} is already recorded, so this one was not added again. Check the bank statement's reference.`;
    case 'too-much':
      return r.dueKobo === 0 ? 'Nothing is due on this invoice.' : `This is more than is due: only ${formatNaira(r.dueKobo)} is left to pay on this invoice.`;
  }
}
