import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { badRequest, conflict, notFound } from '../../server/http/errors';
import { accountOf } from '../../server/http/scopes';
import { audit } from '../../server/services/audit';
import { formatNaira } from '../../common/money';
import { PAYMENT_CALLS } from './payments.calls';
import { recordPayment, refusal } from './payments.service';
import { paystackWebhook } from './paystack-webhook.server';

/** The payments' handler (./payments.calls.ts): staff record a bank transfer received against an invoice. */
export const paymentHandlers = (ctx: AppContext) =>
  served(PAYMENT_CALLS, {
    recordPayment: async (req, reply) => {
      const me = accountOf(req);
      const { amount_kobo, paid_on, reference } = req.body;
      const result = await recordPayment(ctx, {
        invoiceId: req.params.id,
        method: 'transfer',
        reference,
        amountKobo: amount_kobo,
        paidOn: paid_on,
        recordedBy: { id: me.id, name: me.username },
      });
      if (!result.ok) {
        const message = refusal(result, reference);
        throw result.reason === 'no-invoice' ? notFound(message) : result.reason === 'too-much' ? badRequest(message) : conflict(message);
      }
      const { invoice, paidInFull } = result;
      await audit(ctx, req, {
        action: 'payment.record',
        target: { type: 'invoice', id: invoice.id, label: `${invoice.number} (${invoice.customer_name})` },
        detail: `transfer ${formatNaira(amount_kobo)}, reference ${reference}, paid ${paid_on}${paidInFull ? '; paid in full' : ''}`,
      });
      reply.code(201);
      const message = paidInFull
        ? `Payment recorded. ${invoice.number} is paid in full: the receipt is being mailed to ${invoice.customer_email} and the lead is marked won.`
        : `Payment recorded. ${formatNaira(invoice.total_kobo - invoice.paid_kobo)} is still due on ${invoice.number}.`;
      const { id, number, status, total_kobo, paid_kobo, version } = invoice;
      return { status: 'success' as const, message, invoice: { id, number, status, total_kobo, paid_kobo, due_kobo: status === 'open' ? total_kobo - paid_kobo : 0, version } };
    },
    paystackWebhook: { rawBody: true, handler: paystackWebhook(ctx) },
  });
