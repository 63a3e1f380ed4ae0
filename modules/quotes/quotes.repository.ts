import type { Kysely, Transaction } from 'kysely';
import type { DB, LeadEventsTable } from '../../server/db/schema';
import type { QuoteLinesTable, QuotesTable } from './quotes.table';
import type { LinkKey } from '../../server/db/database';
import { moveLead, type LeadMove, type MoveLine } from '../leads/index.server';

/**
 * Every query of `quotes` and `quote_lines` (docs/decisions/0034-selling.md), and the writes a quote
 * makes to its lead in the same transaction: the lead's status and history line, and the mail it
 * stores to be sent (`admin_notices`, sent and retried by server/services/notices.ts).
 */

type Line = Omit<QuoteLinesTable, 'id' | 'quote_id'>;
export type QuoteFields = Pick<QuotesTable, 'valid_until'> & {
  subtotal_kobo: number;
  discount_kobo: number;
  vat_basis_points: number;
  vat_kobo: number;
  total_kobo: number;
  notes: string;
};
type Event = Omit<LeadEventsTable, 'id' | 'lead_id' | 'mailed_at' | 'mail_error' | 'mail_attempts' | 'mail_next_at' | 'subject' | 'to_email'>;
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function linesOf(db: Kysely<DB>, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('quote_lines').selectAll().where('quote_id', 'in', ids).orderBy('quote_id').orderBy('position').execute();
}

async function withLines<Q extends { id: number }>(db: Kysely<DB>, quotes: Q[]) {
  const lines = await linesOf(db, quotes.map((q) => q.id));
  return quotes.map((q) => ({ ...q, lines: lines.filter((l) => l.quote_id === q.id) }));
}

export async function listByLead(db: Kysely<DB>, leadId: number) {
  return withLines(db, await db.selectFrom('quotes').selectAll().where('lead_id', '=', leadId).orderBy('id', 'desc').execute());
}

export async function findById(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withLines(db, [row]))[0] : undefined;
}
export type QuoteRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** The quote a customer's link names (server/services/customer-links.ts), with what its page shows of the lead. */
export async function findByLink(db: Kysely<DB>, key: LinkKey) {
  const row = await db
    .selectFrom('quotes')
    .innerJoin('contact_messages as l', 'l.id', 'quotes.lead_id')
    .selectAll('quotes')
    .select(['l.name as lead_name', 'l.email as lead_email', 'l.status as lead_status', 'l.kind as lead_kind'])
    // A member's own link opens a quote while its e-mailed link works: sent, and not revoked.
    .$call((q) => (key.by === 'id' ? q.where('quotes.id', '=', key.value).where('quotes.token_hash', 'is not', null) : q.where('quotes.token_hash', '=', key.value)))
    .executeTakeFirst();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

/** The newest quote each of `leadIds` has a link for (a member's list of topic requests). */
export function linkedOfLeads(db: Kysely<DB>, leadIds: number[]) {
  if (!leadIds.length) return Promise.resolve([]);
  return db
    .selectFrom('quotes')
    .select(['id', 'lead_id', 'status', 'total_kobo'])
    .where('lead_id', 'in', leadIds)
    .where('status', 'in', ['sent', 'accepted'])
    .orderBy('id', 'desc')
    .execute();
}

async function writeLines(trx: Transaction<DB>, quoteId: number, lines: Line[]) {
  await trx.deleteFrom('quote_lines').where('quote_id', '=', quoteId).execute();
  await trx.insertInto('quote_lines').values(lines.map((l) => ({ ...l, quote_id: quoteId }))).execute();
}

export function insertDraft(db: Kysely<DB>, leadId: number, fields: QuoteFields, lines: Line[], by: number, now: string) {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('quotes')
      .values({ ...fields, lead_id: leadId, status: 'draft', created_by: by, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLines(trx, id, lines);
    return id;
  });
}

/** Rewrites a draft made on `version`; false when it is no longer a draft or someone saved it meanwhile. */
export function updateDraft(db: Kysely<DB>, id: number, version: number, fields: QuoteFields, lines: Line[], now: string) {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('quotes')
      .set((eb) => ({ ...fields, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await writeLines(trx, id, lines);
    return true;
  });
}

/**
 * A quote sent (again) with a new link: its status, the hash of the new token (the old link stops
 * working), the lead moved to "quoted" (unless it is further along) with its history line, and the customer's mail stored, all
 * in one transaction on `version`. Returns the stored mail's id (null when none), or false when the
 * quote changed meanwhile or is no longer draft or sent.
 */
export function markSent(
  db: Kysely<DB>,
  q: { id: number; lead_id: number; version: number },
  tokenHash: string,
  line: (move: LeadMove) => MoveLine,
  mail: StoredMail | null,
  now: string,
) {
  return db.transaction().execute(async (trx): Promise<false | { noticeId: number | null }> => {
    const r = await trx
      .updateTable('quotes')
      .set((eb) => ({ status: 'sent', token_hash: tokenHash, sent_at: now, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', q.id)
      .where('version', '=', q.version)
      .where('status', 'in', ['draft', 'sent'])
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await moveLead(trx, q.lead_id, 'quoted', line, now);
    if (!mail) return { noticeId: null };
    return { noticeId: await storeNotice(trx, mail, now) };
  });
}

/** Revokes the link, or withdraws the quote, on `version`, with a line in the lead's history. */
export function closeLink(db: Kysely<DB>, q: { id: number; lead_id: number; version: number }, withdraw: boolean, e: Event, now: string) {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('quotes')
      .set((eb) => ({ ...(withdraw ? { status: 'withdrawn' as const } : { token_hash: null }), updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', q.id)
      .where('version', '=', q.version)
      .where('status', 'in', withdraw ? ['draft', 'sent'] : ['sent', 'accepted', 'withdrawn'])
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await trx.insertInto('lead_events').values({ ...e, lead_id: q.lead_id, subject: null, to_email: null }).execute();
    return true;
  });
}

/**
 * The customer's acceptance: one conditional update (sent, this link, still valid on `today`), so of
 * any number of parallel accepts exactly one changes the row; that one moves the lead to "accepted"
 * with its history line and stores the office's notice, in the same transaction `trx`.
 */
export async function accept(trx: Transaction<DB>, key: LinkKey, name: string, today: string, now: string) {
  const r = await trx
    .updateTable('quotes')
    .set((eb) => ({ status: 'accepted', accepted_at: now, accepted_name: name, updated_at: now, version: eb('version', '+', 1) }))
    .$call((q) => (key.by === 'id' ? q.where('id', '=', key.value).where('token_hash', 'is not', null) : q.where('token_hash', '=', key.value)))
    .where('status', '=', 'sent')
    .where('valid_until', '>=', today)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function leadAccepted(trx: Transaction<DB>, leadId: number, line: (move: LeadMove) => MoveLine, notice: StoredMail | null, now: string) {
  await moveLead(trx, leadId, 'accepted', line, now);
  return notice ? storeNotice(trx, notice, now) : null;
}

/** A mail stored to be sent (and retried) after the answer; its id. */
export async function storeNotice(db: Kysely<DB>, m: StoredMail, now: string) {
  const row = await db
    .insertInto('admin_notices')
    .values({ to_email: m.to, subject: m.subject, text: m.text, html: m.html, created_at: now, mailed_at: null, mail_error: null, mail_next_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A customer's question from the quote page: a line in the lead's history, and the office's notice. */
export function addQuestion(db: Kysely<DB>, leadId: number, e: Event, notice: StoredMail | null, now: string) {
  return db.transaction().execute(async (trx) => {
    await trx.insertInto('lead_events').values({ ...e, lead_id: leadId, subject: null, to_email: null }).execute();
    await trx.updateTable('contact_messages').set({ read_at: null }).where('id', '=', leadId).execute();
    return notice ? storeNotice(trx, notice, now) : null;
  });
}
