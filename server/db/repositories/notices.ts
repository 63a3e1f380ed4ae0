import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/**
 * The mails to administrators (`admin_notices`: a change to the public contact details), stored
 * whole with their recipient and sent as stored by the shared notices' queue
 * (server/services/notices.ts, which sends the modules' notices the same way).
 */
export function findAdminNotice(db: Kysely<DB>, id: number) {
  return db.selectFrom('admin_notices').selectAll().where('id', '=', id).executeTakeFirst();
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
