/**
 * The customer's invoice page (`/invoice/<token>`, app/routes/invoice.tsx): what its loader gives
 * the page, and its words. Page-safe: no server code, no zod.
 */

export interface InvoicePageLine {
  description: string;
  quantity: number;
  unit_kobo: number;
  line_kobo: number;
}

export interface InvoicePageData {
  number: string;
  status: 'open' | 'paid';
  /** The customer's name as they gave it (nothing else of theirs is shown). */
  customer_name: string;
  /** YYYY-MM-DD, Lagos days. */
  issued_on: string;
  due_on: string;
  paid_on: string | null;
  lines: InvoicePageLine[];
  subtotal_kobo: number;
  discount_kobo: number;
  vat_basis_points: number;
  vat_kobo: number;
  total_kobo: number;
  paid_kobo: number;
  due_kobo: number;
  /** Where to pay by transfer; null until an administrator sets it (the page then asks to call). */
  bank: { bank_name: string; account_name: string; account_number: string } | null;
  /** True when customers may also pay through Paystack (PAYMENTS_PROVIDER=paystack). */
  paystack: boolean;
}

/** How many proof pictures one invoice takes from its page. */
export const MAX_PROOFS = 5;

export type ProofOutcome = { ok: true } | { ok: false; status: 400 | 404 | 409 | 413 | 415 | 429 | 503; message: string };

export const PROOF_WORDS = {
  sent: 'Thank you: your proof of payment was received. We will confirm the payment once it reaches our account.',
  gone: 'This invoice link does not work any more, so the picture was not received.',
  notOpen: 'This invoice is not awaiting payment, so no proof is needed.',
  unreadable: 'The form could not be read. Please try again.',
  missing: 'Choose a picture of your transfer receipt or bank app screen first.',
  tooBig: 'This picture is larger than 5 MB. Please choose a smaller one, or a screenshot.',
  tooMany: `We already have ${MAX_PROOFS} pictures for this invoice. Please call us if you need to send more.`,
} as const;

export const INVOICE_PAGE_WORDS = {
  notFoundTitle: 'This invoice link does not work',
  notFound:
    'The link may have been replaced by a newer one, or withdrawn. Please use the link in our latest e-mail, or call us and we will send you a new one.',
  narration: (number: string) => `Please write the invoice number ${number} as the narration (description) of your transfer, so we can match your payment quickly.`,
  noBank: 'Our bank details for this invoice are given by phone. Please call the office before you pay, and quote the invoice number.',
  paidInFull: 'Paid in full. Thank you for your business.',
} as const;
