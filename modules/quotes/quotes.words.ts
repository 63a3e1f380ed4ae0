import type { QuoteStatus } from './quotes.table';

/**
 * Quotes' words and fixed numbers (docs/decisions/0034-selling.md), shared by the staff panel, the
 * customer's page and the server: every text the customer's page and the API answer about a quote.
 * The VAT rates (default and maximum) are beside the VAT rule, in ./quote-math.ts. Page-safe: no
 * server code, no zod.
 */

export const QUOTE_STATUS_WORDS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  withdrawn: 'Withdrawn',
};

/** A new quote holds this many Lagos days from today. */
export const DEFAULT_VALID_DAYS = 14;
/** The most lines one quote carries, and the largest quantity of one line. */
export const MAX_QUOTE_LINES = 50;
export const MAX_QUANTITY = 100_000;
/** Questions the customer may send from one quote's page in an hour. */
export const QUESTIONS_PER_HOUR = 5;

/** "7.5 %" for 750 basis points. */
export function vatRateWords(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  return `${whole}${rest ? `.${String(rest).padStart(2, '0').replace(/0$/, '')}` : ''} %`;
}

const JUST_ACCEPTED = 'Thank you: you have accepted this quote.';
const INVOICE_SOON = 'We will send your invoice shortly.';

/**
 * What the customer's page and the API answer when a quote cannot be accepted or asked about, and
 * what they say once it is. The page's notes take `withdrawn`, `expired` (with the day in words;
 * the API gives the ISO day) and `questionSent` from here too; its note on an accepted quote is
 * `acceptedNote`, below.
 */
export const QUOTE_WORDS = {
  notFound: 'This quote link is not valid. It may have been replaced by a newer link: please use the latest one we sent you, or contact us.',
  withdrawn: 'This quote has been withdrawn and can no longer be accepted. Please contact us for an up-to-date quote.',
  expired: (day: string) => `This quote was valid until ${day} and can no longer be accepted. Please contact us for an up-to-date quote.`,
  alreadyAccepted: 'This quote has already been accepted. Thank you: we will send your invoice shortly.',
  accepted: `${JUST_ACCEPTED} ${INVOICE_SOON}`,
  questionSent: 'Thank you: your question has reached our office. We will answer you soon.',
  tooManyQuestions: 'You have sent several questions in the last hour. Please wait a little, or call us.',
  nameRequired: 'Please type your full name.',
  tickRequired: 'Please tick the box to confirm that you accept this quote and its terms.',
  questionRequired: 'Please type your question.',
} as const;

/**
 * The quote page's note on an accepted quote: the API's `accepted` with who accepted and on which
 * day (in words) between its two sentences, or, when the visitor did not accept it just now, "This
 * quote has been accepted." in place of the thanks.
 */
export function acceptedNote(justNow: boolean, name: string | null, day: string | null, invoice: InvoiceState = null): string {
  return `${justNow ? JUST_ACCEPTED : 'This quote has been accepted.'} Accepted by ${name ?? ''}${day ? ` on ${day}` : ''}. ${invoiceSentence(invoice)}`;
}

/** The accepted quote's invoice as its page knows it: not issued yet (null), or issued, paid or not, with a link or none. */
export type InvoiceState = { number: string; status: 'open' | 'paid'; token: string | null } | null;

/**
 * The note's last sentence: the invoice "shortly" until the customer can open it (issued and
 * mailed), then that it is ready, or paid. The page puts the link to it after the sentence.
 */
function invoiceSentence(invoice: InvoiceState): string {
  if (invoice?.status === 'paid') return `Invoice ${invoice.number} has been paid. Thank you.`;
  if (invoice?.token) return `Your invoice, ${invoice.number}, is ready.`;
  return INVOICE_SOON;
}

/** The link after the note, to the invoice's page. */
export const OPEN_INVOICE = 'Open the invoice';
