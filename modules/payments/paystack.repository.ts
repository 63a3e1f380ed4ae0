import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { LinkKey } from '../../server/db/database';

/** The queries of Paystack's attempts (./payments.table.ts, PaystackAttemptsTable) and what they look up. */

export function invoiceByLink(db: Kysely<DB>, key: LinkKey) {
  return db
    .selectFrom('invoices')
    .select(['id', 'number', 'status', 'total_kobo', 'paid_kobo', 'customer_name', 'customer_email'])
    // As the invoice's page: a member's own link works while the e-mailed one does.
    .$call((q) => (key.by === 'id' ? q.where('id', '=', key.value).where('token_hash', 'is not', null) : q.where('token_hash', '=', key.value)))
    .executeTakeFirst();
}

export async function addAttempt(db: Kysely<DB>, a: { invoiceId: number; reference: string; amountKobo: number }, now = new Date()) {
  await db.insertInto('paystack_attempts').values({ invoice_id: a.invoiceId, reference: a.reference, amount_kobo: a.amountKobo, created_at: now.toISOString() }).execute();
}

export function attemptOf(db: Kysely<DB>, reference: string) {
  return db.selectFrom('paystack_attempts').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** True once a payment of this Paystack reference is recorded. */
export async function isRecorded(db: Kysely<DB>, reference: string): Promise<boolean> {
  const row = await db.selectFrom('payments').select('id').where('method', '=', 'paystack').where('reference', '=', reference).executeTakeFirst();
  return row !== undefined;
}

export function invoiceLabel(db: Kysely<DB>, id: number) {
  return db.selectFrom('invoices').select(['id', 'number', 'customer_name']).where('id', '=', id).executeTakeFirst();
}

/** What the page after Paystack shows of an invoice: its number, status and amounts, not the customer. */
export function invoiceSummary(db: Kysely<DB>, id: number) {
  return db.selectFrom('invoices').select(['number', 'status', 'total_kobo', 'paid_kobo']).where('id', '=', id).executeTakeFirst();
}
