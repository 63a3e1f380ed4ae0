import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/**
 * The rows whose mail is sent and retried by server/services/notices.ts: the "new …" notices of
 * contact messages and reviews to the contact inbox, and the replies staff write to a lead
 * (`lead_events`; only a reply ever has a `mail_next_at`, so notes and changes are never due); and
 * the mails to administrators (`admin_notices`: a change to the public contact details).
 */
export type NoticeKind = 'contact' | 'review' | 'reply' | 'admin';

const TABLE = { contact: 'contact_messages', review: 'reviews', reply: 'lead_events', admin: 'admin_notices' } as const;

/**
 * The claim of one send (server/services/notices.ts explains the lease): one conditional UPDATE
 * that counts the attempt and moves `mail_next_at` to `leaseUntil`, only while the mail is still
 * due and unsent. Returns the row, with the new attempt count, when this caller won it.
 */
export async function claim(db: Kysely<DB>, kind: NoticeKind, id: number, nowIso: string, leaseUntilIso: string) {
  const r = await db
    .updateTable(TABLE[kind])
    .set((eb) => ({ mail_attempts: eb('mail_attempts', '+', 1), mail_next_at: leaseUntilIso }))
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .where('mail_next_at', 'is not', null)
    .where('mail_next_at', '<=', nowIso)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return null;
  return read(db, kind, id);
}

async function read(db: Kysely<DB>, kind: NoticeKind, id: number) {
  if (kind === 'contact') {
    const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { kind, row } : null;
  }
  if (kind === 'review') {
    const row = await db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { kind, row } : null;
  }
  if (kind === 'admin') {
    const row = await db.selectFrom('admin_notices').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { kind, row } : null;
  }
  const event = await db.selectFrom('lead_events').selectAll().where('id', '=', id).executeTakeFirst();
  const lead = event && (await db.selectFrom('contact_messages').selectAll().where('id', '=', event.lead_id).executeTakeFirst());
  return event && lead ? { kind, event, lead } : null;
}

/** Records how a claimed send ended: sent, failed (due again at `mail_next_at`) or given up. */
export async function settle(
  db: Kysely<DB>,
  kind: NoticeKind,
  id: number,
  set: { mailed_at?: string | null; mail_error?: string | null; mail_next_at: string | null },
): Promise<void> {
  await db.updateTable(TABLE[kind]).set(set).where('id', '=', id).execute();
}

/** The ids of the mails due at `nowIso`, the longest-waiting first. */
export async function dueIds(db: Kysely<DB>, kind: NoticeKind, nowIso: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom(TABLE[kind])
    .select('id')
    .where('mailed_at', 'is', null)
    .where('mail_next_at', 'is not', null)
    .where('mail_next_at', '<=', nowIso)
    .orderBy('mail_next_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Stores mails to administrators, each due at once; returns their ids (for a first send after the answer). */
export async function addAdminNotices(db: Kysely<DB>, mails: { to: string; subject: string; text: string; html: string }[]): Promise<number[]> {
  if (!mails.length) return [];
  const now = new Date().toISOString();
  const rows = await db
    .insertInto('admin_notices')
    .values(mails.map((m) => ({ to_email: m.to, subject: m.subject, text: m.text, html: m.html, created_at: now, mailed_at: null, mail_error: null, mail_next_at: now })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
