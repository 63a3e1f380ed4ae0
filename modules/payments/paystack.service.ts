import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { auditFrom } from '../../server/services/audit';
import { lagosToday } from '../../common/lagos-days';
import { formatNaira } from '../../common/money';
import { invoiceLinkKey } from '../invoices/index.server';
import { recordPayment } from './payments.service';
import { clientAddressKey } from '../../server/services/client-address';
import { waitText } from '../../server/http/errors';
import { PAYSTACK_WORDS as W } from './paystack.words';
import * as paystack from './paystack.client';
import * as payments from './payments.repository';

/**
 * Paystack as a way to pay an invoice (docs/decisions/0034-selling.md, "Paystack"). The customer's
 * invoice page starts a transaction for what is due, under a reference of ours stored with the
 * invoice and the amount; the payment is recorded only once Paystack's verify call says that
 * reference succeeded for exactly that amount in naira, whether the customer comes back to the
 * invoice page or Paystack's webhook reports it first. Nothing a browser sends is trusted for an amount.
 */

export type StartOutcome =
  | { ok: true; url: string }
  | { ok: false; reason: 'gone' | 'not-due' | 'unavailable' }
  /** Over RATE_LIMIT_PAYSTACK_START (this address) or RATE_LIMIT_PAYSTACK_START_PER_INVOICE: nothing started or stored. */
  | { ok: false; reason: 'limited'; retryAfterSeconds: number; message: string };

/**
 * Where Paystack sends the customer back (app/routes/paystack-return.tsx), with only its reference
 * (ours) in the address: the invoice's link never reaches Paystack, its logs or its dashboard; the
 * server finds the invoice by the reference.
 */
export const CALLBACK_PATH = '/paystack/return';

/** Our reference: 128 random bits, in the characters Paystack accepts in one. */
const newReference = () => `CCI-${randomBytes(16).toString('hex')}`;

/**
 * Counts one start against a limit of the shared limiter (in memory, or Redis when configured, like
 * every per-address limit); the refusal when it is used up.
 */
async function overLimit(ctx: AppContext, name: 'paystackStart' | 'paystackStartPerInvoice', key: string, message: string): Promise<StartOutcome | null> {
  const { max, windowMs } = ctx.config.rateLimits[name];
  const r = await ctx.limiter.hit(`${name}:${key}`, max, windowMs);
  return r.ok ? null : { ok: false, reason: 'limited', retryAfterSeconds: r.retryAfterSeconds, message: message.replace('{wait}', waitText(r.retryAfterSeconds)) };
}

/**
 * Starts a Paystack payment of what the invoice at this link has due. Each start calls Paystack and
 * stores an attempt, so starts are limited per client address (counted before the link is even
 * looked up) and per invoice; a refused one calls nothing and stores nothing.
 */
export async function startPaystack(ctx: AppContext, token: string, ip: string): Promise<StartOutcome> {
  const settings = ctx.config.paystack;
  if (!settings) return { ok: false, reason: 'unavailable' };
  const byAddress = await overLimit(ctx, 'paystackStart', clientAddressKey(ip), W.limitedAddress);
  if (byAddress) return byAddress;
  const key = invoiceLinkKey(ctx, token);
  if (!key) return { ok: false, reason: 'gone' };
  const invoice = await payments.invoiceByLink(ctx.db, key);
  if (!invoice || invoice.status === 'void') return { ok: false, reason: 'gone' };
  const due = invoice.total_kobo - invoice.paid_kobo;
  if (invoice.status !== 'open' || due <= 0) return { ok: false, reason: 'not-due' };
  const byInvoice = await overLimit(ctx, 'paystackStartPerInvoice', String(invoice.id), W.limitedInvoice);
  if (byInvoice) return byInvoice;
  const reference = newReference();
  await payments.addAttempt(ctx.db, { invoiceId: invoice.id, reference, amountKobo: due });
  try {
    const url = await paystack.initialize(settings, { email: invoice.customer_email, amountKobo: due, reference, callbackUrl: `${ctx.config.publicUrl}${CALLBACK_PATH}` });
    return { ok: true, url };
  } catch (err) {
    if (!(err instanceof paystack.PaystackUnavailable)) throw err;
    ctx.log.warn({ err: { message: err.message }, invoice: invoice.number }, 'Paystack could not start a payment');
    return { ok: false, reason: 'unavailable' };
  }
}

/**
 * How a Paystack reference ended, for the invoice page's message: recorded now (`paid`, or `part`
 * when something is still due), recorded before (`already`), not paid (`not-paid`), paid but not
 * as we asked (`refused`: another amount or currency; or the invoice was settled meanwhile), not
 * ours or not this invoice's (`unknown`), or Paystack could not be asked (`unavailable`).
 */
export type ConfirmOutcome = 'paid' | 'part' | 'already' | 'not-paid' | 'refused' | 'unknown' | 'unavailable';

export interface ConfirmOptions {
  /** Only a reference of this invoice counts (the invoice page); any of ours (the webhook). */
  invoiceId?: number;
  /** What the webhook's event said: it must agree with the attempt too. */
  event?: { amountKobo: unknown; currency: unknown };
  ip: string | null;
}

export async function confirmPaystack(ctx: AppContext, reference: string, o: ConfirmOptions): Promise<ConfirmOutcome> {
  const settings = ctx.config.paystack;
  if (!settings) return 'unavailable';
  const attempt = await payments.attemptOf(ctx.db, reference);
  if (!attempt || (o.invoiceId !== undefined && attempt.invoice_id !== o.invoiceId)) return 'unknown';
  if (await payments.isRecorded(ctx.db, reference)) return 'already';
  if (o.event && (o.event.amountKobo !== attempt.amount_kobo || o.event.currency !== 'NGN')) return refuse(ctx, attempt.invoice_id, reference, 'the notice named another amount or currency', o.ip);
  let v: paystack.Verified;
  try {
    v = await paystack.verify(settings, reference);
  } catch (err) {
    if (!(err instanceof paystack.PaystackUnavailable)) throw err;
    ctx.log.warn({ err: { message: err.message }, reference }, 'Paystack could not verify a payment');
    return 'unavailable';
  }
  if (v.status !== 'success') return 'not-paid';
  if (v.reference !== reference || v.amountKobo !== attempt.amount_kobo || v.currency !== 'NGN') {
    return refuse(ctx, attempt.invoice_id, reference, `Paystack reports ${v.currency} ${v.amountKobo} (kobo) where ${formatNaira(attempt.amount_kobo)} was asked`, o.ip);
  }
  const paidOn = lagosToday(v.paidAt && !Number.isNaN(Date.parse(v.paidAt)) ? new Date(v.paidAt) : new Date());
  const outcome = await recordPayment(ctx, { invoiceId: attempt.invoice_id, method: 'paystack', reference, amountKobo: attempt.amount_kobo, paidOn, recordedBy: null });
  if (!outcome.ok) {
    if (outcome.reason === 'duplicate') return 'already';
    // Charged, but the invoice was settled or voided meanwhile: staff must refund or reassign it.
    return refuse(ctx, attempt.invoice_id, reference, `charged ${formatNaira(attempt.amount_kobo)}, but the invoice refused it (${outcome.reason}); refund or reassign it in the Paystack dashboard`, o.ip);
  }
  const { invoice } = outcome;
  await auditFrom(ctx, o.ip, {
    action: 'payment.record',
    target: { type: 'invoice', id: invoice.id, label: `${invoice.number} (${invoice.customer_name})` },
    detail: `paystack ${formatNaira(attempt.amount_kobo)}, reference ${reference}, paid ${paidOn}${outcome.paidInFull ? '; paid in full' : ''}`,
  });
  return outcome.paidInFull ? 'paid' : 'part';
}

async function refuse(ctx: AppContext, invoiceId: number, reference: string, why: string, ip: string | null): Promise<'refused'> {
  const invoice = await payments.invoiceLabel(ctx.db, invoiceId);
  ctx.log.error({ reference, invoiceId }, `Paystack payment not recorded: ${why}`);
  await auditFrom(ctx, ip, {
    action: 'payment.unmatched',
    target: { type: 'invoice', id: invoiceId, label: invoice ? `${invoice.number} (${invoice.customer_name})` : `invoice ${invoiceId}` },
    detail: `reference ${reference}: ${why}`,
  });
  return 'refused';
}
