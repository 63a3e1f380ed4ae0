import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/**
 * The rows whose mail is sent and retried by server/services/notices.ts (through the one claim and
 * retry of server/services/mail-queue.ts): the "new …" notices of
 * contact messages and reviews to the contact inbox, and the replies staff write to a lead
 * (`lead_events`; only a reply ever has a `mail_next_at`, so notes and changes are never due); and
 * the mails to administrators (`admin_notices`: a change to the public contact details).
 */
export type NoticeKind = 'contact' | 'review' | 'reply' | 'admin';

/** The table of each kind of notice, for the shared claim and retry (server/services/mail-queue.ts). */
export const NOTICE_TABLE = { contact: 'contact_messages', review: 'reviews', reply: 'lead_events', admin: 'admin_notices' } as const;

/** A notice's row as stored now (a reply with its lead), to build its mail from; null when it is gone. */
export async function read(db: Kysely<DB>, kind: NoticeKind, id: number) {
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
