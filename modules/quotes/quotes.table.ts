import type { Generated } from 'kysely';

/**
 * The tables of quotes (docs/decisions/0034-selling.md). Amounts are whole kobo; server/db/schema.ts
 * gathers these into DB.
 */

/** draft: being written; sent: mailed to the customer; accepted: the customer said yes; withdrawn: taken back by staff. */
export type QuoteStatus = 'draft' | 'sent' | 'accepted' | 'withdrawn';

export interface QuotesTable {
  id: Generated<number>;
  lead_id: number;
  status: Generated<QuoteStatus>;
  /** SHA-256 (hex) of the token in the customer's link; null while no link is valid. */
  token_hash: string | null;
  subtotal_kobo: Generated<number>;
  discount_kobo: Generated<number>;
  /** VAT in hundredths of a percent: 750 is 7.5 %. */
  vat_basis_points: Generated<number>;
  vat_kobo: Generated<number>;
  total_kobo: Generated<number>;
  /** The last day the offer holds, YYYY-MM-DD (a Lagos day). */
  valid_until: string;
  notes: Generated<string>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  accepted_at: string | null;
  /** The name the customer typed when accepting. */
  accepted_name: string | null;
  version: Generated<number>;
}

export interface QuoteLinesTable {
  id: Generated<number>;
  quote_id: number;
  position: number;
  /** The catalogue item the line was taken from (a product or service key), or null for a typed line. */
  item_key: string | null;
  description: string;
  quantity: number;
  unit_kobo: number;
  line_kobo: number;
}

export interface QuoteTables {
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
}
