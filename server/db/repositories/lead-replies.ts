import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/**
 * The delivery of replies written in the admin area (lead_events of kind 'reply'), with the claim,
 * lease and backoff of the inbox notices (server/services/notices.ts explains them).
 */

/** Claims a due, unsent reply for one sender; returns it with its lead when this caller won it. */
export async function claim(db: Kysely<DB>, eventId: number, nowIso: string, leaseUntilIso: string) {
  const r = await db
    .updateTable('lead_events')
    .set((eb) => ({ mail_attempts: eb('mail_attempts', '+', 1), mail_next_at: leaseUntilIso }))
    .where('id', '=', eventId)
    .where('kind', '=', 'reply')
    .where('mailed_at', 'is', null)
    .where('mail_next_at', 'is not', null)
    .where('mail_next_at', '<=', nowIso)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return null;
  const event = await db.selectFrom('lead_events').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (!event) return null;
  const lead = await db.selectFrom('contact_messages').selectAll().where('id', '=', event.lead_id).executeTakeFirst();
  return lead ? { event, lead } : null;
}

export async function settle(
  db: Kysely<DB>,
  eventId: number,
  set: { mailed_at?: string | null; mail_error?: string | null; mail_next_at: string | null },
): Promise<void> {
  await db.updateTable('lead_events').set(set).where('id', '=', eventId).execute();
}

/** The replies due at `nowIso`, the longest-waiting first. */
export async function dueIds(db: Kysely<DB>, nowIso: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('lead_events')
    .select('id')
    .where('kind', '=', 'reply')
    .where('mailed_at', 'is', null)
    .where('mail_next_at', 'is not', null)
    .where('mail_next_at', '<=', nowIso)
    .orderBy('mail_next_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
