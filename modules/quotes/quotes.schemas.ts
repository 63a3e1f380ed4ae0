import { z } from 'zod';
import { CONTROL, IdSchema, oneLine, trimmed } from '../../common/schemas';
import { MAX_KOBO } from '../../common/money';
import { isRealDay } from '../../common/lagos-days';
import { MessageAnswer, success, type Contract } from '../../common/api/contract';
import type { QUOTE_CALLS } from './quotes.calls';
import { VatSchema } from './vat-fields';

export { VatSchema };
import { MAX_QUANTITY, MAX_QUOTE_LINES } from './quotes.words';

/** The contracts of the quotes' calls (./quotes.calls.ts). Amounts are whole kobo. */

const TOO_LARGE = 'Amounts are whole kobo, at most ₦1 billion.';
const DaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be written as YYYY-MM-DD.')
  .refine(isRealDay, 'This date does not exist.');
export const KoboSchema = z
  .number({ error: 'Amounts are whole kobo.' })
  .int('Amounts are whole kobo.')
  .min(0, 'Amounts cannot be negative.')
  .max(MAX_KOBO, TOO_LARGE);

const LineSchema = z.object({
  item_key: z.string().trim().max(100).nullable().optional().default(null),
  description: oneLine('Each line’s description', 300),
  quantity: z
    .number({ error: 'Each line needs a quantity.' })
    .int('Quantities are whole numbers.')
    .min(1, 'Quantities are at least 1.')
    .max(MAX_QUANTITY, `Quantities are at most ${MAX_QUANTITY.toLocaleString('en-NG')}.`),
  unit_kobo: KoboSchema,
});

/** A draft as staff write it: the server computes every total from it. */
export const QuoteDraftSchema = z.object({
  lines: z.array(LineSchema).min(1, 'A quote needs at least one line.').max(MAX_QUOTE_LINES, `A quote has at most ${MAX_QUOTE_LINES} lines.`),
  discount_kobo: KoboSchema.optional().default(0),
  valid_until: DaySchema.optional(),
  notes: z
    .string()
    .trim()
    .max(4000, 'Notes must be at most 4000 characters.')
    .refine((v) => !CONTROL.test(v), 'Notes contain a character that is not allowed.')
    .optional()
    .default(''),
});
export type QuoteDraftInput = z.output<typeof QuoteDraftSchema>;

const Version = z.object({ version: z.number({ error: 'The version of the quote you saw is required.' }).int().min(1) });

export const QuoteLineSchema = z.object({
  position: z.number(),
  item_key: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  unit_kobo: z.number(),
  line_kobo: z.number(),
});

export const QuoteSchema = z.object({
  id: z.number(),
  lead_id: z.number(),
  status: z.enum(['draft', 'sent', 'accepted', 'withdrawn']),
  has_link: z.boolean(),
  lines: z.array(QuoteLineSchema),
  subtotal_kobo: z.number(),
  discount_kobo: z.number(),
  vat_basis_points: z.number(),
  vat_kobo: z.number(),
  total_kobo: z.number(),
  valid_until: z.string(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  accepted_name: z.string().nullable(),
  version: z.number(),
});
export type Quote = z.output<typeof QuoteSchema>;

const CatalogueItem = z.object({ key: z.string(), name: z.string(), unit_kobo: z.number().nullable() });
export type CatalogueEntry = z.output<typeof CatalogueItem>;

const LeadParams = z.object({ id: IdSchema });
const QuoteParams = z.object({ id: IdSchema });
const TokenParams = z.object({ token: z.string().max(100) });
const QuoteAnswer = success({ message: z.string(), quote: QuoteSchema });


/** What the customer sends to accept: their name, and the tick. */
export const AcceptSchema = z.object({
  name: oneLine('Your full name', 200),
  agree: z.literal(true, { error: 'Please tick the box to confirm that you accept this quote and its terms.' }),
});
export const QuestionSchema = z.object({ question: trimmed('Your question', 2000) });

export const QUOTE_CONTRACTS = {
  leadQuotes: {
    params: LeadParams,
    ok: 200,
    answer: success({ quotes: z.array(QuoteSchema), catalogue: z.array(CatalogueItem), vat_basis_points: z.number(), valid_until: z.string(), can_email: z.boolean() }),
  },
  createQuote: { params: LeadParams, body: QuoteDraftSchema, ok: 201, answer: QuoteAnswer },
  updateQuote: { params: QuoteParams, body: QuoteDraftSchema.extend(Version.shape), ok: 200, answer: QuoteAnswer },
  /** The link is answered once, here: only its SHA-256 is stored. */
  sendQuote: { params: QuoteParams, body: Version, ok: 200, answer: success({ message: z.string(), quote: QuoteSchema, link: z.string(), mailed_to: z.string().nullable() }) },
  revokeQuoteLink: { params: QuoteParams, body: Version, ok: 200, answer: QuoteAnswer },
  withdrawQuote: { params: QuoteParams, body: Version, ok: 200, answer: QuoteAnswer },
  vatRate: { ok: 200, answer: success(VatSchema.shape) },
  setVatRate: { body: VatSchema, ok: 200, answer: MessageAnswer },
  acceptQuote: { params: TokenParams, body: AcceptSchema, ok: 200, answer: MessageAnswer },
  askAboutQuote: { params: TokenParams, body: QuestionSchema, ok: 201, answer: MessageAnswer },
} as const satisfies Record<keyof typeof QUOTE_CALLS, Contract>;
