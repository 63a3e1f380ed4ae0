import { z } from 'zod';
import { IdSchema } from '../../common/schemas';
import { success, type Contract } from '../../common/api/contract';
import type { INVOICE_CALLS } from './invoices.calls';
import { BankAccountSchema } from './bank-account-fields';

export { BankAccountSchema };

/** The contracts of the invoices' calls (./invoices.calls.ts); amounts are whole kobo. */

const IdParams = z.object({ id: IdSchema });

export const PaymentSchema = z.object({
  id: z.number(),
  method: z.enum(['transfer', 'paystack']),
  reference: z.string(),
  amount_kobo: z.number(),
  paid_on: z.string(),
  created_at: z.string(),
});

/** An invoice as staff see it on the lead's panel. */
export const InvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(['open', 'paid', 'void']),
  quote_id: z.number().nullable(),
  lead_id: z.number().nullable(),
  customer_name: z.string(),
  customer_email: z.string(),
  total_kobo: z.number(),
  paid_kobo: z.number(),
  /** What is still to pay (0 once paid; 0 on a void invoice). */
  due_kobo: z.number(),
  due_on: z.string(),
  issued_at: z.string(),
  paid_at: z.string().nullable(),
  /** Whether the customer's link works (it is never shown: only the mail carries it). */
  link_active: z.boolean(),
  /** The last mail of the invoice's link: sent, failed, or still waiting. */
  link_mail: z.object({ mailed_at: z.string().nullable(), mail_error: z.string().nullable(), mail_next_at: z.string().nullable() }).nullable(),
  version: z.number(),
  payments: z.array(PaymentSchema),
  /** Pictures of a transfer's proof the customer attached on the invoice page (each fetched by staff with `invoiceProof`). */
  proofs: z.array(z.object({ id: z.number(), created_at: z.string() })),
});
export type Invoice = z.output<typeof InvoiceSchema>;

export type BankAccount = z.output<typeof BankAccountSchema>;

const BankAccountAnswer = { account: BankAccountSchema.nullable(), updated_at: z.string().nullable(), updated_by_email: z.string().nullable() };

export const INVOICE_CONTRACTS = {
  leadInvoices: {
    params: IdParams,
    ok: 200,
    answer: success({
      invoices: z.array(InvoiceSchema),
      /** Accepted quotes of the lead that have no invoice yet. */
      quotes: z.array(z.object({ id: z.number(), total_kobo: z.number(), accepted_at: z.string().nullable() })),
      payment_terms_days: z.number(),
    }),
  },
  issueInvoice: { body: z.object({ quote_id: IdSchema }), ok: 201, answer: success({ message: z.string(), invoice: InvoiceSchema }) },
  voidInvoice: {
    params: IdParams,
    body: z.object({ version: z.number({ error: 'The invoice version is required.' }).int() }),
    ok: 200,
    answer: success({ message: z.string(), invoice: InvoiceSchema }),
  },
  sendInvoiceLink: { params: IdParams, ok: 200, answer: success({ message: z.string(), invoice: InvoiceSchema }) },
  revokeInvoiceLink: { params: IdParams, ok: 200, answer: success({ message: z.string(), invoice: InvoiceSchema }) },
  invoiceProof: { params: IdParams, ok: 200, answer: success({ content_type: z.string(), data_base64: z.string() }) },
  invoiceBankAccount: { ok: 200, answer: success(BankAccountAnswer) },
  setInvoiceBankAccount: {
    body: z.object({ account: BankAccountSchema.nullable() }),
    ok: 200,
    answer: success({ message: z.string(), ...BankAccountAnswer }),
  },
} as const satisfies Record<keyof typeof INVOICE_CALLS, Contract>;

