/**
 * What the customer's invoice page says about Paystack (app/routes/invoice.tsx, app/components/paystack-pay.tsx).
 * Page-safe: no server code. The page reads only the outcome's name from its address, never an amount.
 */

export const PAYSTACK_WORDS = {
  button: (naira: string) => `Pay ${naira} with card, bank or USSD (Paystack)`,
  hint: 'You will pay on Paystack’s secure page and come back here. Your card details never reach our website.',
  or: 'Or pay by bank transfer:',
  limitedTitle: 'Please wait a little',
  limitedInvoice: 'Too many card payments were started for this invoice. Please try again in {wait}, or pay by bank transfer using the details on the invoice.',
  limitedAddress: 'Too many card payments were started from your network. Please try again in {wait}, or pay by bank transfer using the details on the invoice.',
  returnTitle: (number: string) => `Invoice ${number}`,
  returnUnknownTitle: 'Payment not found',
  returnLink: 'Your invoice, with what is paid and due, stays at the link in the e-mail we sent you.',
  dueNow: (naira: string) => `Amount due: ${naira}`,
  nothingStarted: 'No payment was started. Go back to the invoice to pay it.',
  backToInvoice: 'Back to the invoice',
} as const;

/** The invoice page's word after a Paystack attempt (`?paystack=<outcome>`), and whether it is good news. */
export const PAYSTACK_NOTICES = {
  paid: { ok: true, text: 'Thank you: your payment was received through Paystack, and this invoice is paid in full. A receipt is on its way by e-mail.' },
  part: { ok: true, text: 'Thank you: your payment was received through Paystack. The amount still due is shown below.' },
  already: { ok: true, text: 'This Paystack payment is already recorded on this invoice. Thank you.' },
  'not-paid': { ok: false, text: 'The Paystack payment was not completed, so nothing was charged for this invoice. You can try again, or pay by bank transfer.' },
  refused: {
    ok: false,
    text: 'We could not match this Paystack payment to this invoice automatically. If money left your account, please call us and quote the invoice number: we will check it with Paystack.',
  },
  unknown: { ok: false, text: 'We could not find this Paystack payment for this invoice. If money left your account, please call us and quote the invoice number.' },
  unavailable: {
    ok: false,
    text: 'Card payment is not available right now; please pay by bank transfer using the details below, or try again in a few minutes.',
  },
  'not-due': { ok: true, text: 'Nothing is due on this invoice any more, so no payment was started.' },
} as const;

export type PaystackNotice = (typeof PAYSTACK_NOTICES)[keyof typeof PAYSTACK_NOTICES];

/** The notice an outcome's name in the address asks for; null for none or a name we do not know. */
export function paystackNotice(name: string | null): PaystackNotice | null {
  return name !== null && Object.hasOwn(PAYSTACK_NOTICES, name) ? PAYSTACK_NOTICES[name as keyof typeof PAYSTACK_NOTICES] : null;
}
