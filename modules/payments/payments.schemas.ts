import { z } from 'zod';
import { IdSchema, oneLine } from '../../common/schemas';
import { success, type Contract } from '../../common/api/contract';
import { isKobo, MAX_KOBO, formatNaira } from '../../common/money';
import { isRealDay } from '../../common/lagos-days';
import type { PAYMENT_CALLS } from './payments.calls';

/** The contract of recording a payment (./payments.calls.ts); the amount is whole kobo. */

export const AmountKoboSchema = z
  .number({ error: 'The amount is required, in kobo (a whole number).' })
  .refine((v) => Number.isSafeInteger(v) && v > 0, 'The amount must be a whole number of kobo above 0.')
  .refine((v) => isKobo(v), `The amount must be at most ${formatNaira(MAX_KOBO)}.`);

/** The day the money was paid, YYYY-MM-DD, a real day. */
const PaidOnSchema = z
  .string({ error: 'The day paid is required, as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The day paid must be written as YYYY-MM-DD.')
  .refine(isRealDay, 'This date does not exist.');

export const TransferSchema = z.object({
  amount_kobo: AmountKoboSchema,
  paid_on: PaidOnSchema,
  reference: oneLine('Reference', 100),
});

export const PAYMENT_CONTRACTS = {
  recordPayment: {
    params: z.object({ id: IdSchema }),
    body: TransferSchema,
    ok: 201,
    /** The invoice as it stands after the payment; the lead's panel reloads its list for the rest. */
    answer: success({
      message: z.string(),
      invoice: z.object({ id: z.number(), number: z.string(), status: z.enum(['open', 'paid', 'void']), total_kobo: z.number(), paid_kobo: z.number(), due_kobo: z.number(), version: z.number() }),
    }),
  },
  /** Paystack's event, read as raw bytes and checked against its HMAC before it is parsed: no body schema. */
  paystackWebhook: { ok: 200, answer: success({ message: z.string() }) },
} as const satisfies Record<keyof typeof PAYMENT_CALLS, Contract>;
