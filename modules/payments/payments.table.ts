import type { Generated } from 'kysely';

/** The payments table (docs/decisions/0034-selling.md); server/db/schema.ts gathers it into DB. */

/** transfer: a bank transfer staff recorded; paystack: a card, bank or USSD payment Paystack confirmed. */
export type PaymentMethod = 'transfer' | 'paystack';

export interface PaymentsTable {
  id: Generated<number>;
  invoice_id: number;
  method: PaymentMethod;
  /** The bank's or Paystack's reference; (method, reference) is unique, so a payment counts once. */
  reference: string;
  amount_kobo: number;
  /** The day the money was paid, YYYY-MM-DD. */
  paid_on: string;
  /** The staff member who recorded it; null for a payment Paystack reported. */
  recorded_by: number | null;
  created_at: string;
}

/** A Paystack payment started from an invoice page: our reference, the invoice and the amount asked for. */
export interface PaystackAttemptsTable {
  id: Generated<number>;
  invoice_id: number;
  reference: string;
  amount_kobo: number;
  created_at: string;
}

export interface PaymentTables {
  payments: PaymentsTable;
  paystack_attempts: PaystackAttemptsTable;
}
