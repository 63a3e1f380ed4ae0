import { z } from 'zod';
import { IdSchema, oneLine } from '../../common/schemas';
import { success, type Contract } from '../../common/api/contract';
import { isKobo, MAX_AMOUNT_KOBO, formatNaira } from '../../common/money';
import { DaySchema } from '../leads/leads.schemas';
import { InvoiceSchema } from '../invoices/invoices.schemas';
import type { PAYMENT_CALLS } from './payments.calls';

/** The contract of recording a payment (./payments.calls.ts); the amount is whole kobo. */

export const AmountKoboSchema = z
  .number({ error: 'The amount is required, in kobo (a whole number).' })
  .refine((v) => Number.isSafeInteger(v) && v > 0, 'The amount must be a whole number of kobo above 0.')
  .refine((v) => isKobo(v), `The amount must be at most ${formatNaira(MAX_AMOUNT_KOBO)}.`);

export const TransferSchema = z.object({
  amount_kobo: AmountKoboSchema,
  paid_on: DaySchema,
  reference: oneLine('Reference', 100),
});

export const PAYMENT_CONTRACTS = {
  recordPayment: {
    params: z.object({ id: IdSchema }),
    body: TransferSchema,
    ok: 201,
    answer: success({ message: z.string(), invoice: InvoiceSchema }),
  },
} as const satisfies Record<keyof typeof PAYMENT_CALLS, Contract>;
