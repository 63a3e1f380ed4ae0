import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, LeadEventsTable } from '../../server/db/schema';
import { count, isPostgres } from '../../server/db/database';
import { replyMarks } from './lead-status.repository';

/** A lead's history (`lead_events`): notes, replies and changes, each with who and when; never edited. */

/** Adds a note: an insert, so notes written at the same time by two people are both kept. */
export async function addEvent(
  db: Kysely<DB>,
  e: Omit<LeadEventsTable, 'id' | 'mailed_at' | 'mail_error' | 'mail_attempts' | 'mail_next_at'> & { mail_next_at?: string | null },
) {
  return db.insertInto('lead_events').values(e).returningAll().executeTakeFirstOrThrow();
}

/** How many replies may go out in a window: per account (any lead), and per lead (any account). */
export interface ReplyLimits {
  perAccount: { max: number; windowMs: number };
  perLead: { max: number; windowMs: number };
}

export type ReplyOutcome =
  | { ok: true; event: Selectable<LeadEventsTable> }
  | { ok: false; limit: 'account' | 'lead'; retryAfterSeconds: number };

/** Advisory-lock namespaces (PostgreSQL) of the reply counts: any fixed numbers ("rpla", "rpll"). */
const ACCOUNT_REPLIES_LOCK = 0x72706c61;
const LEAD_REPLIES_LOCK = 0x72706c6c;

/**
 * The replies counted in a window, and when the oldest of them leaves it; in the caller's transaction.
 */
async function countReplies(trx: Transaction<DB>, column: 'author_id' | 'lead_id', id: number, windowMs: number, now: number) {
  const since = new Date(now - windowMs).toISOString();
  const r = await trx
    .selectFrom('lead_events')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where(column, '=', id)
    .where('kind', '=', 'reply')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const oldest = r.oldest ? Date.parse(String(r.oldest)) : now;
  return { n: count(r.n), retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
}

/**
 * A reply stored with its delivery due at once, unless it would pass a limit of `limits`: the
 * replies the author sent in the last window, and those the lead was sent, are counted first in the
 * same transaction. On PostgreSQL the transaction first takes an advisory lock per author and per
 * lead (always in that order), so parallel replies are counted one after the other on every
 * instance, and then locks the lead's row, so a change made meanwhile is not overwritten; on SQLite
 * the transaction holds the one write lock from its start. The lead is then changed by the reply's
 * rule (./lead-status.repository.ts `replyMarks`), from the lead as it is inside the transaction,
 * and its version raised.
 */
export async function addReply(
  db: Kysely<DB>,
  e: { lead_id: number; author_id: number; author_name: string; subject: string; body: string; to_email: string },
  limits: ReplyLimits,
): Promise<ReplyOutcome> {
  return db.transaction().execute(async (trx): Promise<ReplyOutcome> => {
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(${ACCOUNT_REPLIES_LOCK}::int, ${e.author_id}::int)`.execute(trx);
      await sql`select pg_advisory_xact_lock(${LEAD_REPLIES_LOCK}::int, ${e.lead_id}::int)`.execute(trx);
    }
    const at = Date.now();
    const mine = await countReplies(trx, 'author_id', e.author_id, limits.perAccount.windowMs, at);
    if (mine.n >= limits.perAccount.max) return { ok: false, limit: 'account', retryAfterSeconds: mine.retryAfterSeconds };
    const theirs = await countReplies(trx, 'lead_id', e.lead_id, limits.perLead.windowMs, at);
    if (theirs.n >= limits.perLead.max) return { ok: false, limit: 'lead', retryAfterSeconds: theirs.retryAfterSeconds };
    const now = new Date(at).toISOString();
    const event = await trx
      .insertInto('lead_events')
      .values({ ...e, kind: 'reply', created_at: now, mail_next_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    const lead = await trx
      .selectFrom('contact_messages')
      .select(['status', 'answered_at', 'read_at'])
      .where('id', '=', e.lead_id)
      .$if(isPostgres(trx), (q) => q.forUpdate())
      .executeTakeFirst();
    if (lead) {
      await trx
        .updateTable('contact_messages')
        .set((eb) => ({ ...replyMarks(lead, now), version: eb('version', '+', 1), updated_at: now }))
        .where('id', '=', e.lead_id)
        .execute();
    }
    return { ok: true, event };
  });
}

export function history(db: Kysely<DB>, leadId: number) {
  return db.selectFrom('lead_events').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();
}

/** A reply with its lead, as stored now, for its mail; undefined when either is gone. */
export async function replyWithLead(db: Kysely<DB>, id: number) {
  const event = await db.selectFrom('lead_events').selectAll().where('id', '=', id).where('kind', '=', 'reply').executeTakeFirst();
  const lead = event && (await db.selectFrom('contact_messages').selectAll().where('id', '=', event.lead_id).executeTakeFirst());
  return event && lead ? { event, lead } : undefined;
}
