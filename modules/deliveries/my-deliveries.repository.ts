import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';

/**
 * The member's side of deliveries (docs/decisions/0037-deliveries.md): their topic requests, and for
 * each the newest quote they were sent and the newest invoice, as My account lists them. The link's
 * hash is read only to tell whether the page opens; it never leaves the server.
 */

export function topicRequestIds(db: Kysely<DB>, userId: number) {
  return db.selectFrom('contact_messages').select('id').where('user_id', '=', userId).where('kind', '=', 'topic').orderBy('id', 'desc').execute();
}

/** The quotes the member was sent (never a draft), newest first. */
export function quotesOf(db: Kysely<DB>, leadIds: number[]) {
  if (!leadIds.length) return Promise.resolve([]);
  return db
    .selectFrom('quotes')
    .select(['id', 'lead_id', 'status', 'total_kobo', 'sent_at', 'accepted_at', 'valid_until', 'token_hash'])
    .where('lead_id', 'in', leadIds)
    .where('status', '!=', 'draft')
    .orderBy('id', 'desc')
    .execute();
}

/** The invoices of the requests, newest first. */
export function invoicesOf(db: Kysely<DB>, leadIds: number[]) {
  if (!leadIds.length) return Promise.resolve([]);
  return db
    .selectFrom('invoices')
    .select(['id', 'lead_id', 'number', 'status', 'total_kobo', 'paid_kobo', 'due_on', 'paid_at', 'token_hash'])
    .where('lead_id', 'in', leadIds)
    .orderBy('id', 'desc')
    .execute();
}
