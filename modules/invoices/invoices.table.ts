import type { Generated } from 'kysely';

/**
 * The tables of invoices (docs/decisions/0034-selling.md). An invoice keeps the customer's name,
 * e-mail and amounts, so it outlives the lead and the quote it came from. server/db/schema.ts
 * gathers these into DB.
 */

/** open: money is due; paid: payments cover the total; void: cancelled by staff (its number stays used). */
export type InvoiceStatus = 'open' | 'paid' | 'void';

export interface InvoicesTable {
  id: Generated<number>;
  /** `INV-2026-0001`: the year and its sequence number, from invoice_numbers. */
  number: string;
  year: number;
  seq: number;
  quote_id: number | null;
  lead_id: number | null;
  customer_name: string;
  customer_email: string;
  status: Generated<InvoiceStatus>;
  total_kobo: number;
  paid_kobo: Generated<number>;
  /** YYYY-MM-DD (a Lagos day). */
  due_on: string;
  /** SHA-256 (hex) of the token in the customer's link; null once revoked. */
  token_hash: string | null;
  created_by: number | null;
  issued_at: string;
  paid_at: string | null;
  version: Generated<number>;
}

/** The last number given in each year; updated in the transaction that writes the invoice. */
export interface InvoiceNumbersTable {
  year: number;
  last: number;
}

/** invoice: the link to the invoice page (a new token at each send); receipt: payments cover the invoice. */
export type InvoiceMailKind = 'invoice' | 'receipt';

/** A mail to the customer, stored before it is sent and retried (./invoice-mail.service.ts). */
export interface InvoiceMailsTable {
  id: Generated<number>;
  invoice_id: number;
  kind: InvoiceMailKind;
  created_at: string;
  mailed_at: string | null;
  mail_error: string | null;
  mail_attempts: Generated<number>;
  mail_next_at: string | null;
}

/** A picture of a transfer's proof the customer attached on the invoice page. */
export interface InvoiceProofsTable {
  id: Generated<number>;
  invoice_id: number;
  /** Empty: the picture is in `data`. Before 2026-12-20 the picture's public address (/uploads/…), until moved in at start. */
  image_url: string;
  content_type: string | null;
  data: Buffer | null;
  created_at: string;
}

export interface InvoiceTables {
  invoice_proofs: InvoiceProofsTable;
  invoices: InvoicesTable;
  invoice_numbers: InvoiceNumbersTable;
  invoice_mails: InvoiceMailsTable;
}
