import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../server/db/schema';
import { isPostgres } from '../../server/db/database';
import type { InvoiceMailKind, InvoicesTable } from './invoices.table';
import type { LinkKey } from '../../server/db/database';

/**
 * Every query of `invoices`, `invoice_numbers` and `invoice_mails` (docs/decisions/0034-selling.md).
 * An invoice's number comes from `invoice_numbers` in the transaction that writes the invoice, so a
 * refused or failed issue gives no number away: numbers have no gap and are never given twice.
 * An invoice's paid amount, and its move to paid, are written with the payment that pays it, in the
 * payment's transaction (modules/payments/payments.repository.ts `recordAndSettle`).
 */

export type InvoiceRow = Selectable<InvoicesTable>;

export type IssueOutcome =
  | { ok: true; invoice: InvoiceRow; mailId: number }
  | { ok: false; reason: 'no-quote' | 'not-accepted' | 'no-lead' }
  | { ok: false; reason: 'issued'; invoice: InvoiceRow };

/** `INV-2026-0001`. */
export const invoiceNumber = (year: number, seq: number) => `INV-${year}-${String(seq).padStart(4, '0')}`;

/** A row read for update: on PostgreSQL it is locked until the transaction ends; SQLite's transaction already holds the one write lock. */
function lockedQuote(trx: Transaction<DB>, id: number) {
  const q = trx.selectFrom('quotes').select(['id', 'lead_id', 'status', 'total_kobo']).where('id', '=', id);
  return (isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst();
}

/**
 * Makes the accepted quote `quoteId` an invoice: numbered in the Lagos year of `issuedAt`, due
 * `dueOn`, with the customer's name and e-mail as the lead holds them and the quote's total, and its
 * mail to the customer stored, due at once. Once per quote: a second call finds the first invoice.
 */
export async function issue(db: Kysely<DB>, input: { quoteId: number; by: number | null; year: number; dueOn: string; issuedAt: string }): Promise<IssueOutcome> {
  return db.transaction().execute(async (trx): Promise<IssueOutcome> => {
    const quote = await lockedQuote(trx, input.quoteId);
    if (!quote) return { ok: false, reason: 'no-quote' };
    const existing = await trx.selectFrom('invoices').selectAll().where('quote_id', '=', quote.id).executeTakeFirst();
    if (existing) return { ok: false, reason: 'issued', invoice: existing };
    if (quote.status !== 'accepted') return { ok: false, reason: 'not-accepted' };
    const lead = await trx.selectFrom('contact_messages').select(['id', 'name', 'email']).where('id', '=', quote.lead_id).executeTakeFirst();
    if (!lead) return { ok: false, reason: 'no-lead' };
    const { last: seq } = await trx
      .insertInto('invoice_numbers')
      .values({ year: input.year, last: 1 })
      .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql<number>`invoice_numbers.last + 1` }))
      .returning('last')
      .executeTakeFirstOrThrow();
    const invoice = await trx
      .insertInto('invoices')
      .values({
        number: invoiceNumber(input.year, seq),
        year: input.year,
        seq,
        quote_id: quote.id,
        lead_id: lead.id,
        customer_name: lead.name,
        customer_email: lead.email,
        total_kobo: quote.total_kobo,
        due_on: input.dueOn,
        token_hash: null,
        created_by: input.by,
        issued_at: input.issuedAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const mailId = await addMail(trx, invoice.id, 'invoice', input.issuedAt);
    return { ok: true, invoice, mailId };
  });
}

/** Stores a mail to the customer of an invoice, due at once; returns its id. */
export async function addMail(db: Kysely<DB>, invoiceId: number, kind: InvoiceMailKind, nowIso: string): Promise<number> {
  const row = await db
    .insertInto('invoice_mails')
    .values({ invoice_id: invoiceId, kind, created_at: nowIso, mailed_at: null, mail_error: null, mail_next_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findById(db: Kysely<DB>, id: number) {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The invoice a customer's link names (server/services/customer-links.ts). A member's own link
 * opens it while its e-mailed link works: revoking or voiding closes both.
 */
export function findByLink(db: Kysely<DB>, key: LinkKey) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .$call((q) => (key.by === 'id' ? q.where('id', '=', key.value).where('token_hash', 'is not', null) : q.where('token_hash', '=', key.value)))
    .executeTakeFirst();
}

/** The invoice issued from the quote `quoteId`, if any (one per quote). */
export function ofQuote(db: Kysely<DB>, quoteId: number) {
  return db.selectFrom('invoices').select(['id', 'number', 'status', 'token_hash']).where('quote_id', '=', quoteId).executeTakeFirst();
}

export function ofLead(db: Kysely<DB>, leadId: number) {
  return db.selectFrom('invoices').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();
}

/** The accepted quotes of a lead that are not invoiced yet. */
export function uninvoicedQuotes(db: Kysely<DB>, leadId: number) {
  return db
    .selectFrom('quotes')
    .select(['id', 'total_kobo', 'accepted_at'])
    .where('lead_id', '=', leadId)
    .where('status', '=', 'accepted')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('invoices').select('id').whereRef('invoices.quote_id', '=', 'quotes.id'))))
    .orderBy('id')
    .execute();
}

/** The quote's lines, in order (the invoice shows what was accepted). */
export function linesOf(db: Kysely<DB>, quoteId: number) {
  return db.selectFrom('quote_lines').select(['description', 'quantity', 'unit_kobo', 'line_kobo']).where('quote_id', '=', quoteId).orderBy('position').execute();
}

export function quoteOf(db: Kysely<DB>, quoteId: number) {
  return db.selectFrom('quotes').select(['subtotal_kobo', 'discount_kobo', 'vat_basis_points', 'vat_kobo', 'total_kobo']).where('id', '=', quoteId).executeTakeFirst();
}

/**
 * Voids an open invoice nothing was paid on, on the version staff saw: true when it was voided. Its
 * number stays used, its link stops working, and a mail of it not yet sent is not sent.
 */
export async function voidOpen(db: Kysely<DB>, id: number, version: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('invoices')
      .set((eb) => ({ status: 'void' as const, token_hash: null, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .where('status', '=', 'open')
      .where('paid_kobo', '=', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('payments').select('id').whereRef('payments.invoice_id', '=', 'invoices.id'))))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await cancelPendingMails(trx, id, 'invoice');
    return true;
  });
}

/** Revokes the customer's link: the page answers 404 until a new link is sent. */
export async function revokeLink(db: Kysely<DB>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('invoices').set({ token_hash: null }).where('id', '=', id).execute();
    await cancelPendingMails(trx, id, 'invoice');
  });
}

async function cancelPendingMails(db: Kysely<DB>, invoiceId: number, kind: InvoiceMailKind) {
  await db
    .updateTable('invoice_mails')
    .set({ mail_next_at: null, mail_error: 'Not sent: the link was revoked or the invoice voided.' })
    .where('invoice_id', '=', invoiceId)
    .where('kind', '=', kind)
    .where('mailed_at', 'is', null)
    .execute();
}

/** Sets the SHA-256 of a new link's token, unless the invoice was voided; true when set. */
export async function setTokenHash(db: Kysely<DB>, id: number, hash: string): Promise<boolean> {
  const r = await db.updateTable('invoices').set({ token_hash: hash }).where('id', '=', id).where('status', '!=', 'void').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}


/** The payments of some invoices, the mails of their links (newest first) and the customer's proofs. */
export async function paymentsAndLinkMails(db: Kysely<DB>, ids: number[]) {
  const [payments, mails, proofs] = await Promise.all([
    db.selectFrom('payments').selectAll().where('invoice_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('invoice_mails').selectAll().where('invoice_id', 'in', ids).where('kind', '=', 'invoice').orderBy('id', 'desc').execute(),
    db.selectFrom('invoice_proofs').select(['id', 'invoice_id', 'created_at']).where('invoice_id', 'in', ids).orderBy('id').execute(),
  ]);
  return { payments, mails, proofs };
}

/**
 * Keeps a proof's picture, unless the invoice already has `max` of them (counted in the same
 * transaction, so parallel posts cannot pass it): true when kept.
 */
export async function addProof(db: Kysely<DB>, invoiceId: number, file: { contentType: string; data: Buffer }, max: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select id from invoices where id = ${invoiceId} for update`.execute(trx);
    const { n } = await trx.selectFrom('invoice_proofs').select((eb) => eb.fn.countAll<number>().as('n')).where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
    if (Number(n) >= max) return false;
    await trx
      .insertInto('invoice_proofs')
      .values({ invoice_id: invoiceId, image_url: '', content_type: file.contentType, data: file.data, created_at: new Date().toISOString() })
      .execute();
    return true;
  });
}

export const proofOf = (db: Kysely<DB>, id: number) => db.selectFrom('invoice_proofs').select(['id', 'invoice_id', 'content_type', 'data']).where('id', '=', id).executeTakeFirst();

/** Proofs whose picture is still under /uploads/ (stored before proofs were private). */
export const publicProofs = (db: Kysely<DB>) => db.selectFrom('invoice_proofs').select(['id', 'image_url']).where('image_url', '!=', '').orderBy('id').execute();

/** Moves a proof's picture into its row (null: its file is gone), if the row still names that address; true when moved. */
export async function moveProofIn(db: Kysely<DB>, id: number, imageUrl: string, file: { contentType: string; data: Buffer } | null): Promise<boolean> {
  const r = await db
    .updateTable('invoice_proofs')
    .set({ image_url: '', content_type: file?.contentType ?? null, data: file?.data ?? null })
    .where('id', '=', id)
    .where('image_url', '=', imageUrl)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A stored invoice or receipt mail: which invoice and which kind (throws when the row is gone). */
export function findMail(db: Kysely<DB>, id: number) {
  return db.selectFrom('invoice_mails').select(['invoice_id', 'kind']).where('id', '=', id).executeTakeFirstOrThrow();
}
