import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../server/db/schema';
import { isPostgres, type LinkKey } from '../../server/db/database';
import { formatNaira } from '../../common/money';
import type { InvoicesTable } from '../invoices/invoices.table';
import type { PaymentMethod } from './payments.table';
import { moveLead, type LeadMove } from '../leads/index.server';

/**
 * Every query of `payments` and of Paystack's attempts (docs/decisions/0034-selling.md). A payment and the invoice's
 * `paid_kobo` are written in one transaction that first locks the invoice (PostgreSQL: FOR UPDATE;
 * SQLite: the transaction holds the one write lock from its start), so parallel recordings add up
 * and none can take the invoice past its total. When a payment completes the invoice, the same
 * transaction marks it paid (`settle`: this is where an invoice becomes paid, by transfer or by
 * Paystack), stores the receipt mail and makes the lead "won" with the paid amount.
 */

export interface NewPayment {
  invoiceId: number;
  method: PaymentMethod;
  reference: string;
  amountKobo: number;
  paidOn: string;
  recordedBy: { id: number; name: string } | null;
}

export type RecordOutcome =
  | { ok: true; invoice: Selectable<InvoicesTable>; paidInFull: boolean; receiptMailId: number | null }
  | { ok: false; reason: 'no-invoice' | 'not-open' | 'duplicate' }
  | { ok: false; reason: 'too-much'; dueKobo: number };

/** PostgreSQL's and SQLite's refusal of a second (method, reference). */
export function isDuplicate(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed: payments\./.test(String(e?.message));
}

function lockedInvoice(trx: Transaction<DB>, id: number) {
  const q = trx.selectFrom('invoices').selectAll().where('id', '=', id);
  return (isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst();
}

/** Naira, whole, for the lead's won value (which the admin's lead screen shows in naira). */
const wholeNaira = (kobo: number) => Math.round(kobo / 100);

/**
 * Records a payment and settles what it pays: the invoice's paid amount goes up, and the invoice
 * becomes paid when that reaches the total, with its receipt mail and the lead won (all or nothing).
 */
export async function recordAndSettle(db: Kysely<DB>, p: NewPayment, now = new Date()): Promise<RecordOutcome> {
  try {
    return await db.transaction().execute(async (trx): Promise<RecordOutcome> => {
      const invoice = await lockedInvoice(trx, p.invoiceId);
      if (!invoice) return { ok: false, reason: 'no-invoice' };
      if (invoice.status !== 'open') return { ok: false, reason: 'not-open' };
      const seen = await trx.selectFrom('payments').select('id').where('method', '=', p.method).where('reference', '=', p.reference).executeTakeFirst();
      if (seen) return { ok: false, reason: 'duplicate' };
      const due = invoice.total_kobo - invoice.paid_kobo;
      if (p.amountKobo > due) return { ok: false, reason: 'too-much', dueKobo: due };
      const at = now.toISOString();
      await trx
        .insertInto('payments')
        .values({ invoice_id: invoice.id, method: p.method, reference: p.reference, amount_kobo: p.amountKobo, paid_on: p.paidOn, recorded_by: p.recordedBy?.id ?? null, created_at: at })
        .execute();
      const { updated, paidInFull } = await settle(trx, invoice, p.amountKobo, at);
      if (!paidInFull) return { ok: true, invoice: updated, paidInFull, receiptMailId: null };
      const mail = await trx
        .insertInto('invoice_mails')
        .values({ invoice_id: invoice.id, kind: 'receipt', created_at: at, mailed_at: null, mail_error: null, mail_next_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (invoice.lead_id !== null) await markLeadWon(trx, invoice.lead_id, updated, p.recordedBy, at);
      return { ok: true, invoice: updated, paidInFull, receiptMailId: mail.id };
    });
  } catch (err) {
    // Two parallel recordings of one reference on different invoices: the unique index refuses the second.
    if (isDuplicate(err)) return { ok: false, reason: 'duplicate' };
    throw err;
  }
}

/**
 * Adds `amountKobo` to the (locked) invoice's paid amount; when the paid amount reaches the total,
 * the invoice becomes `paid` (status and `paid_at`) in the same update.
 */
async function settle(trx: Transaction<DB>, invoice: Selectable<InvoicesTable>, amountKobo: number, at: string) {
  const paidKobo = invoice.paid_kobo + amountKobo;
  const paidInFull = paidKobo === invoice.total_kobo;
  const updated = await trx
    .updateTable('invoices')
    .set((eb) => ({
      paid_kobo: paidKobo,
      version: eb('version', '+', 1),
      ...(paidInFull ? { status: 'paid' as const, paid_at: at } : {}),
    }))
    .where('id', '=', invoice.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { updated, paidInFull };
}

/**
 * The lead of a paid invoice is won, for what its paid invoices add up to (so a lead with two paid
 * invoices is worth both), with a line in its history saying why.
 */
async function markLeadWon(trx: Transaction<DB>, leadId: number, invoice: Selectable<InvoicesTable>, by: NewPayment['recordedBy'], at: string) {
  const sum = await trx
    .selectFrom('invoices')
    .select((eb) => eb.fn.sum<number>('paid_kobo').as('paid'))
    .where('lead_id', '=', leadId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  const paid = Number(sum.paid ?? 0);
  const line = ({ from }: LeadMove) => ({
    author_id: by?.id ?? null,
    author_name: by?.name ?? 'Paystack',
    body: `Invoice ${invoice.number} paid in full (${formatNaira(invoice.paid_kobo)}): status ${from === 'won' ? 'stays Won' : 'Won'}, value ${formatNaira(paid)} from paid invoices.`,
  });
  await moveLead(trx, leadId, 'won', line, at, { value_naira: wholeNaira(paid) });
}

export function ofInvoices(db: Kysely<DB>, invoiceIds: number[]) {
  if (!invoiceIds.length) return Promise.resolve([]);
  return db.selectFrom('payments').selectAll().where('invoice_id', 'in', invoiceIds).orderBy('id').execute();
}

// Paystack's attempts (./payments.table.ts, PaystackAttemptsTable): each payment started on Paystack,
// looked up again when Paystack confirms it, and what the invoice's pages around it read.

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
