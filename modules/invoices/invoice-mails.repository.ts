import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';

/**
 * The sending of `invoice_mails`, as server/services/notices.ts sends the other notices: a send is
 * preceded by a claim (one conditional UPDATE that counts the attempt and moves `mail_next_at` to a
 * lease), so two instances never send the same mail at once.
 */

export async function claim(db: Kysely<DB>, id: number, nowIso: string, leaseUntilIso: string) {
  const r = await db
    .updateTable('invoice_mails')
    .set((eb) => ({ mail_attempts: eb('mail_attempts', '+', 1), mail_next_at: leaseUntilIso }))
    .where('id', '=', id)
    .where('mailed_at', 'is', null)
    .where('mail_next_at', 'is not', null)
    .where('mail_next_at', '<=', nowIso)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return null;
  return db.selectFrom('invoice_mails').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function settle(db: Kysely<DB>, id: number, set: { mailed_at?: string | null; mail_error?: string | null; mail_next_at: string | null }) {
  await db.updateTable('invoice_mails').set(set).where('id', '=', id).execute();
}

export async function dueIds(db: Kysely<DB>, nowIso: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('invoice_mails')
    .select('id')
    .where('mailed_at', 'is', null)
    .where('mail_next_at', 'is not', null)
    .where('mail_next_at', '<=', nowIso)
    .orderBy('mail_next_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
