import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../server/db/schema';
import { isPostgres } from '../../server/db/database';
import type { DeliveriesTable } from './deliveries.table';

/**
 * Every query of `deliveries` and `delivery_documents` (docs/decisions/0037-deliveries.md). The clock
 * is one row per paid invoice (`invoice_id` is unique; a second insert does nothing), its `due_at`
 * computed from the invoice's `paid_at`, which the payment that completed it wrote once.
 */

export type ClockRow = Omit<DeliveriesTable, 'id' | 'delivered_at' | 'delivered_by'>;

/** A paid invoice of a topic request, with what its delivery needs; undefined otherwise. */
export function paidTopicInvoice(db: Kysely<DB>, invoiceId: number) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('contact_messages as l', 'l.id', 'i.lead_id')
    .select(['i.id', 'i.paid_at', 'i.lead_id', 'l.user_id', 'l.topic', 'l.subject'])
    .where('i.id', '=', invoiceId)
    .where('i.status', '=', 'paid')
    .where('l.kind', '=', 'topic')
    .executeTakeFirst();
}

/** Paid invoices of topic requests that have no delivery yet (a clock a crash kept from starting). */
export async function invoicesWithoutClock(db: Kysely<DB>, leadId?: number): Promise<number[]> {
  let q = db
    .selectFrom('invoices as i')
    .innerJoin('contact_messages as l', 'l.id', 'i.lead_id')
    .leftJoin('deliveries as d', 'd.invoice_id', 'i.id')
    .select('i.id')
    .where('i.status', '=', 'paid')
    .where('l.kind', '=', 'topic')
    .where('d.id', 'is', null);
  if (leadId !== undefined) q = q.where('i.lead_id', '=', leadId);
  return (await q.limit(100).execute()).map((r) => r.id);
}

/** Starts the clock of a paid invoice; does nothing when it has one (also under parallel calls). */
export async function insertClock(db: Kysely<DB>, row: ClockRow): Promise<void> {
  await db
    .insertInto('deliveries')
    .values(row)
    .onConflict((oc) => oc.column('invoice_id').doNothing())
    .execute();
}

const DOC_META = ['id', 'delivery_id', 'filename', 'content_type', 'size_bytes', 'created_at'] as const;

export function findById(db: Kysely<DB>, id: number) {
  return db.selectFrom('deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

export function ofLead(db: Kysely<DB>, leadId: number) {
  return db.selectFrom('deliveries').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();
}

export function ofUser(db: Kysely<DB>, userId: number) {
  return db.selectFrom('deliveries').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** The documents of some deliveries, without their content. */
export function documentsOf(db: Kysely<DB>, deliveryIds: number[]) {
  if (!deliveryIds.length) return Promise.resolve([]);
  return db.selectFrom('delivery_documents').select(DOC_META).where('delivery_id', 'in', deliveryIds).orderBy('id').execute();
}

/** One document with its content and who may have it (the member of its delivery). */
export function documentWithContent(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('delivery_documents as f')
    .innerJoin('deliveries as d', 'd.id', 'f.delivery_id')
    .select(['f.id', 'f.filename', 'f.content_type', 'f.size_bytes', 'f.data', 'd.user_id', 'd.delivered_at'])
    .where('f.id', '=', id)
    .executeTakeFirst();
}

function lockedDelivery(trx: Transaction<DB>, id: number) {
  const q = trx.selectFrom('deliveries').selectAll().where('id', '=', id);
  return (isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst();
}

export type AddOutcome = { ok: true; id: number } | { ok: false; reason: 'no-delivery' | 'delivered' | 'full' };

/** Adds a document to a delivery not yet delivered, within `max` documents (the delivery row is locked). */
export function addDocument(
  db: Kysely<DB>,
  deliveryId: number,
  doc: { filename: string; content_type: string; data: Buffer; added_by: number; created_at: string },
  max: number,
): Promise<AddOutcome> {
  return db.transaction().execute(async (trx): Promise<AddOutcome> => {
    const d = await lockedDelivery(trx, deliveryId);
    if (!d) return { ok: false, reason: 'no-delivery' };
    if (d.delivered_at) return { ok: false, reason: 'delivered' };
    const { n } = await trx
      .selectFrom('delivery_documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('delivery_id', '=', deliveryId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= max) return { ok: false, reason: 'full' };
    const row = await trx
      .insertInto('delivery_documents')
      .values({ ...doc, delivery_id: deliveryId, size_bytes: doc.data.length })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id };
  });
}

/** Removes a document of a delivery not yet delivered; false when there is none such. */
export async function removeDocument(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db
    .deleteFrom('delivery_documents')
    .where('id', '=', id)
    .where('delivery_id', 'in', (eb) => eb.selectFrom('deliveries').select('id').where('delivered_at', 'is', null))
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Marks a delivery delivered, once and only with a document, and in the same transaction writes the
 * lead's history line and stores the member's mail (`admin_notices`, sent and retried by
 * server/services/notices.ts). Returns the mail's id (null when none was stored) or false when the
 * delivery was not open or had no document.
 */
export function markDelivered(
  db: Kysely<DB>,
  id: number,
  by: { id: number; name: string },
  at: string,
  history: string,
  mail: StoredMail | null,
): Promise<{ mailId: number | null } | false> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('deliveries')
      .set({ delivered_at: at, delivered_by: by.id })
      .where('id', '=', id)
      .where('delivered_at', 'is', null)
      .where((eb) => eb.exists(eb.selectFrom('delivery_documents').select('id').where('delivery_id', '=', id)))
      .returning(['lead_id'])
      .executeTakeFirst();
    if (!r) return false;
    if (r.lead_id !== null) {
      await trx
        .insertInto('lead_events')
        .values({ lead_id: r.lead_id, kind: 'change', author_id: by.id, author_name: by.name, body: history, subject: null, to_email: null, created_at: at })
        .execute();
    }
    if (!mail) return { mailId: null };
    const row = await trx
      .insertInto('admin_notices')
      .values({ to_email: mail.to, subject: mail.subject, text: mail.text, html: mail.html, created_at: at, mailed_at: null, mail_error: null, mail_next_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { mailId: row.id };
  });
}

/** Deliveries not yet delivered, soonest due first, with the student's name and e-mail. */
export function openDeliveries(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('deliveries as d')
    .leftJoin('contact_messages as l', 'l.id', 'd.lead_id')
    .select(['d.id', 'd.lead_id', 'd.topic', 'd.due_at', 'd.paid_at', 'l.name as student', 'l.email as email'])
    .where('d.delivered_at', 'is', null)
    .orderBy('d.due_at')
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

export async function openCount(db: Kysely<DB>) {
  const r = await db.selectFrom('deliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('delivered_at', 'is', null).executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The lead's student, for the delivery mail. */
export function leadContact(db: Kysely<DB>, leadId: number) {
  return db.selectFrom('contact_messages').select(['name', 'email']).where('id', '=', leadId).executeTakeFirst();
}
