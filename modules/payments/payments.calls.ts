import type { Call } from '../../common/api/calls';

/**
 * The payments' calls (docs/decisions/0034-selling.md): staff record a bank transfer received
 * against an invoice. Declared once (docs/decisions/0033-domain-modules.md); contract in
 * ./payments.schemas.ts, handler in ./payments.server.ts.
 */
export const PAYMENT_CALLS = {
  recordPayment: { method: 'POST', path: 'invoices/:id/payments', access: 'staff' },
  /** Paystack's notices of payments (./paystack-webhook.server.ts): public, signed with the secret key. */
  paystackWebhook: { method: 'POST', path: 'payments/paystack/webhook', access: 'public' },
} as const satisfies Record<string, Call>;
