import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ContactMessagesTable, DB, LeadEventsTable, LeadStatus } from '../../server/db/schema';
import { nowIso } from '../../server/db/database';

/**
 * Every way a lead's status changes, and the rules that go with it, in one place
 * (docs/decisions/0039-a-rule-beside-its-queries.md):
 *
 * - **answered**: a lead counts as answered from the first time it leaves "new" or is replied to,
 *   and that first time is kept (`answeredAt`; the dashboard's "unanswered for a day" reads it);
 * - **a staff member's change** is made on the version they saw, with its history lines, or not at
 *   all (`update`; the history's words and the 409: ./leads.service.ts `changeLead`); reading is no
 *   change of the lead's work (`setRead`);
 * - **a reply** moves a new lead to "contacted" and marks it answered and read (`replyMarks`,
 *   applied by ./lead-events.repository.ts `addReply` in the reply's own transaction);
 * - **the moves other domains make**, in their own transactions (`moveLead`): a quote sent makes the
 *   lead "quoted", a quote accepted "accepted", an invoice paid in full "won" with what its paid
 *   invoices add up to. These only go forward: a lead already further along stays where it is.
 */

type LeadMarks = Pick<Selectable<ContactMessagesTable>, 'status' | 'answered_at' | 'read_at'>;

/** When a lead that is answered now was first answered. */
export const answeredAt = (lead: Pick<LeadMarks, 'answered_at'>, now: string): string => lead.answered_at ?? now;

/** What a reply changes of its lead, read as it is when the reply is stored. */
export const replyMarks = (lead: LeadMarks, now: string): Partial<LeadMarks> => ({
  answered_at: answeredAt(lead, now),
  read_at: lead.read_at ?? now,
  status: lead.status === 'new' ? 'contacted' : lead.status,
});

/** What staff change of a lead's work. */
export interface LeadFields {
  status?: LeadStatus;
  owner_id?: number | null;
  follow_up_on?: string | null;
  value_naira?: number | null;
}

type HistoryLine = Omit<LeadEventsTable, 'id' | 'lead_id' | 'mailed_at' | 'mail_error' | 'mail_attempts' | 'mail_next_at'>;

/**
 * A staff member's change, made only if the lead is still at `version` (what the person saw),
 * raising the version; with the history lines that describe it, in one transaction. A status past
 * "new" marks the lead answered. False when someone else changed the lead meanwhile (nothing is
 * written then).
 */
export async function update(db: Kysely<DB>, id: number, version: number, fields: LeadFields, lines: HistoryLine[]): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    let answered = {};
    if (fields.status !== undefined && fields.status !== 'new') {
      // Read only for a status past "new": the other fields leave the answered time alone.
      const lead = await trx.selectFrom('contact_messages').select('answered_at').where('id', '=', id).executeTakeFirst();
      if (!lead) return false;
      answered = { answered_at: answeredAt(lead, now) };
    }
    const r = await trx
      .updateTable('contact_messages')
      .set((eb) => ({ ...fields, ...answered, version: eb('version', '+', 1), updated_at: now }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    if (lines.length) await trx.insertInto('lead_events').values(lines.map((e) => ({ ...e, lead_id: id }))).execute();
    return true;
  });
}

/** Marks read (or unread) without touching the version. */
export async function setRead(db: Kysely<DB>, id: number, read: boolean): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ read_at: read ? nowIso() : null })
    .where('id', '=', id)
    .where('read_at', read ? 'is' : 'is not', null)
    .execute();
}

/** The statuses other domains move a lead to, in the order a sale goes. */
const FORWARD: LeadStatus[] = ['quoted', 'accepted', 'won'];
export type LeadMove = { from: LeadStatus; to: LeadStatus };
/** Who made a move, and what the lead's history says of it. */
export type MoveLine = Omit<HistoryLine, 'kind' | 'subject' | 'to_email' | 'created_at'>;

/**
 * Moves the lead towards `target` in the caller's transaction, only forward (a lead already further
 * along keeps its status), marks it answered, raises its version and adds the history line `line`
 * writes for the move. `value_naira`, when given, is stored too (an invoice paid in full). Null
 * when the lead is gone.
 */
export async function moveLead(
  trx: Transaction<DB>,
  leadId: number,
  target: 'quoted' | 'accepted' | 'won',
  line: (move: LeadMove) => MoveLine,
  now: string,
  extra: { value_naira?: number } = {},
): Promise<LeadMove | null> {
  const lead = await trx.selectFrom('contact_messages').select(['status', 'answered_at']).where('id', '=', leadId).executeTakeFirst();
  if (!lead) return null;
  const to = FORWARD.indexOf(lead.status) > FORWARD.indexOf(target) ? lead.status : target;
  const move = { from: lead.status, to };
  await trx
    .updateTable('contact_messages')
    .set((eb) => ({ status: to, ...extra, answered_at: answeredAt(lead, now), version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', leadId)
    .execute();
  await trx
    .insertInto('lead_events')
    .values({ ...line(move), lead_id: leadId, kind: 'change', subject: null, to_email: null, created_at: now })
    .execute();
  return move;
}
