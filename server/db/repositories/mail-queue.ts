import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/**
 * The statements of the one claim-and-retry of every stored mail (server/services/mail-queue.ts says
 * how they are used): the claim, the outcome, and the rows due.
 */

/** The tables whose rows carry a mail to send. */
export type MailTable = 'contact_messages' | 'reviews' | 'lead_events' | 'admin_notices' | 'invoice_mails';

export type MailSettle = { mailed_at?: string | null; mail_error?: string | null; mail_next_at: string | null };

/** Claims one due row; answers its attempt count (this one included) when this caller won it, else null. */
export async function claimMail(db: Kysely<DB>, table: MailTable, id: number, nowIso: string, leaseUntilIso: string): Promise<number | null> {
  const r = await db
    .updateTable(table)
    .set((eb) => ({ mail_attempts: eb('mail_attempts', '+', 1), mail_next_at: leaseUntilIso }))
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .where('mail_next_at', 'is not', null)
    .where('mail_next_at', '<=', nowIso)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom(table).select('mail_attempts').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.mail_attempts) : null;
}

/** Records how a claimed send ended: sent, failed (due again at `mail_next_at`) or given up. */
export async function settleMail(db: Kysely<DB>, table: MailTable, id: number, set: MailSettle): Promise<void> {
  await db.updateTable(table).set(set).where('id', '=', id).execute();
}

/** The ids of the rows due at `nowIso`, the longest-waiting first. */
export async function dueMailIds(db: Kysely<DB>, table: MailTable, nowIso: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('mailed_at', 'is', null)
    .where('mail_next_at', 'is not', null)
    .where('mail_next_at', '<=', nowIso)
    .orderBy('mail_next_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
