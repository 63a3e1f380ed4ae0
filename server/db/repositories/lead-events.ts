import type { Kysely } from 'kysely';
import type { DB, LeadEventsTable, LeadStatus } from '../schema';
import { nowIso } from '../database';

/** A lead's history (`lead_events`): notes, replies and changes, each with who and when; never edited. */

/** Adds a note: an insert, so notes written at the same time by two people are both kept. */
export async function addEvent(
  db: Kysely<DB>,
  e: Omit<LeadEventsTable, 'id' | 'mailed_at' | 'mail_error' | 'mail_attempts' | 'mail_next_at'> & { mail_next_at?: string | null },
) {
  return db.insertInto('lead_events').values(e).returningAll().executeTakeFirstOrThrow();
}

/**
 * A reply stored with its delivery due at once; the lead counts as answered from then on (its first
 * answer is kept), and a new lead moves on to "contacted", raising its version.
 */
export async function addReply(
  db: Kysely<DB>,
  e: { lead_id: number; author_id: number; author_name: string; subject: string; body: string; to_email: string },
) {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .insertInto('lead_events')
      .values({ ...e, kind: 'reply', created_at: now, mail_next_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('contact_messages')
      .set((eb) => ({
        answered_at: eb.fn.coalesce('answered_at', eb.val(now)),
        read_at: eb.fn.coalesce('read_at', eb.val(now)),
        status: eb.case().when('status', '=', 'new').then(eb.val<LeadStatus>('contacted')).else(eb.ref('status')).end(),
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', e.lead_id)
      .execute();
    return event;
  });
}

export function history(db: Kysely<DB>, leadId: number) {
  return db.selectFrom('lead_events').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();
}
