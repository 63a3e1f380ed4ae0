import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB, EnquiryKind, LeadStatus, ReplyChannel } from '../../server/db/schema';
import { count, nowIso } from '../../server/db/database';
import { LEAD_STATUSES } from './leads.words';
import { NEVER_DUE } from './leads.words';

/**
 * Leads: the rows of `contact_messages` (contact messages and topic requests) as office staff work
 * them, and their history in `lead_events` (docs/decisions/0024-leads.md).
 */

export interface LeadOrigin {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  landing_page: string | null;
}

export interface NewLead extends LeadOrigin {
  kind: EnquiryKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  phone: string | null;
  reply_via: ReplyChannel;
  topic?: string | null;
  level?: string | null;
  department?: string | null;
  deadline?: string | null;
  user_id: number | null;
  spam_check: 'captcha' | 'form' | 'account';
  /** What a quote or demo request is about (./quote.words.ts); absent on other leads. */
  item_key?: string | null;
  item_name?: string | null;
  item_page?: string | null;
  item_intent?: string | null;
}

/** Stored before any mail is tried, with its notice to the inbox due at once (server/services/notices.ts). */
export async function create(db: Kysely<DB>, v: NewLead): Promise<number> {
  const now = nowIso();
  const r = await db
    .insertInto('contact_messages')
    .values({
      ...v,
      topic: v.topic ?? null,
      level: v.level ?? null,
      department: v.department ?? null,
      deadline: v.deadline ?? null,
      item_key: v.item_key ?? null,
      item_name: v.item_name ?? null,
      item_page: v.item_page ?? null,
      item_intent: v.item_intent ?? null,
      created_at: now,
      updated_at: now,
      read_at: null,
      mailed_at: null,
      mail_error: null,
      // A form no captcha checked is held for review: no notice mail (docs/decisions/0020-forms-without-javascript.md).
      mail_next_at: v.spam_check === 'form' ? null : now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export interface LeadQuery {
  status?: LeadStatus;
  kind?: EnquiryKind;
  /** An account id, or null for leads without an owner. */
  owner?: number | null;
  due?: 'overdue' | 'unanswered';
  /** With `due: 'overdue'`: today (a Lagos day); a follow-up before it is overdue. */
  today?: string;
  /** With `due: 'unanswered'`: leads that came in before this instant and are still unanswered. */
  unansweredBefore?: string;
  unread?: boolean;
  q?: string;
}

function where(eb: ExpressionBuilder<DB, 'contact_messages'>, f: LeadQuery): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (f.status) parts.push(eb('contact_messages.status', '=', f.status));
  if (f.kind) parts.push(eb('contact_messages.kind', '=', f.kind));
  if (f.owner !== undefined) parts.push(f.owner === null ? eb('contact_messages.owner_id', 'is', null) : eb('contact_messages.owner_id', '=', f.owner));
  if (f.unread) parts.push(eb('contact_messages.read_at', 'is', null));
  if (f.due === 'overdue') {
    parts.push(eb('contact_messages.follow_up_on', '<', f.today ?? '0000-00-00'));
    parts.push(eb('contact_messages.status', 'not in', NEVER_DUE));
  }
  if (f.due === 'unanswered') {
    parts.push(eb('contact_messages.status', '=', 'new'));
    parts.push(eb('contact_messages.answered_at', 'is', null));
    parts.push(eb('contact_messages.created_at', '<', f.unansweredBefore ?? ''));
  }
  const q = f.q?.trim().toLowerCase();
  if (q) {
    // Every word typed must be found in the name, address, phone, subject, message or topic.
    for (const word of q.split(/\s+/).slice(0, 8)) {
      const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(
        eb.or(
          (['name', 'email', 'phone', 'subject', 'message', 'topic', 'department', 'campaign', 'source'] as const).map(
            (c) => sql<SqlBool>`lower(coalesce(${sql.ref(`contact_messages.${c}`)}, '')) like ${like} escape '\\'`,
          ),
        ),
      );
    }
  }
  return eb.and(parts);
}

function selectLead(db: Kysely<DB>) {
  return db
    .selectFrom('contact_messages')
    .leftJoin('users as owner', 'owner.id', 'contact_messages.owner_id')
    .selectAll('contact_messages')
    .select('owner.username as owner_name');
}

export type LeadRow = Awaited<ReturnType<typeof findById>> & object;

export async function list(db: Kysely<DB>, f: LeadQuery, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    selectLead(db)
      .where((eb) => where(eb, f))
      .orderBy('contact_messages.created_at', 'desc')
      .orderBy('contact_messages.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => where(eb, f))
      .executeTakeFirst(),
  ]);
  return { rows, total: count(total?.n as string | number) };
}

/** Every lead the filters match, newest first, at most `limit`. */
export function all(db: Kysely<DB>, f: LeadQuery, limit: number) {
  return selectLead(db)
    .where((eb) => where(eb, f))
    .orderBy('contact_messages.created_at', 'desc')
    .orderBy('contact_messages.id', 'desc')
    .limit(limit)
    .execute();
}

/** Leads per status and unread leads, for the inbox's tabs and the sidebar. */
export async function counts(db: Kysely<DB>) {
  const [byStatus, unread] = await Promise.all([
    db.selectFrom('contact_messages').select(['status', (eb) => eb.fn.countAll().as('n')]).groupBy('status').execute(),
    db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).where('read_at', 'is', null).executeTakeFirst(),
  ]);
  const perStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const r of byStatus) if (r.status in perStatus) perStatus[r.status] = count(r.n as string | number);
  return { perStatus, unread: count(unread?.n as string | number) };
}

/** The dashboard's reminders: follow-ups past their day, and leads unanswered for a day. */
export async function dueCounts(db: Kysely<DB>, cutOffs: Pick<LeadQuery, 'today' | 'unansweredBefore'>) {
  const n = (due: 'overdue' | 'unanswered') =>
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => where(eb, { due, ...cutOffs }))
      .executeTakeFirst()
      .then((r) => count(r?.n as string | number));
  const [overdue, unanswered] = await Promise.all([n('overdue'), n('unanswered')]);
  return { overdue, unanswered };
}

export function findById(db: Kysely<DB>, id: number) {
  return selectLead(db).where('contact_messages.id', '=', id).executeTakeFirst();
}

export async function remove(db: Kysely<DB>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lead_events').where('lead_id', '=', id).execute();
    await trx.deleteFrom('contact_messages').where('id', '=', id).execute();
  });
}

/** A member's own topic requests, newest first (or the one with id `only`). */
export function topicRequestsOf(db: Kysely<DB>, userId: number, only?: number) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'topic', 'level', 'department', 'deadline', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'topic')
    .$if(only !== undefined, (q) => q.where('id', '=', only!))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

/** The accounts a lead can be given to: staff and administrators, by name. */
export function owners(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('role', 'in', ['staff', 'admin'])
    .where('disabled_at', 'is', null)
    .orderBy('username')
    .limit(200)
    .execute();
}

/**
 * What a won lead is worth, in naira: what its paid invoices add up to when there are some (kobo,
 * to the nearest naira; docs/decisions/0034-selling.md), else the value staff typed. Nothing for a
 * lead not won.
 */
export const wonNaira = (r: { status: string; value_naira: number | string | null; paid_kobo: string | number | null }) =>
  r.status !== 'won' ? 0 : r.paid_kobo ? Math.round(Number(r.paid_kobo) / 100) : Number(r.value_naira ?? 0);

/**
 * Leads that came in between two instants, other than spam, with where they came from, their
 * status and what each won one is worth (`wonNaira`), for Insights.
 */
export async function outcomesBetween(db: Kysely<DB>, fromIso: string, toIso: string) {
  const rows = await db
    .selectFrom('contact_messages')
    .select(['source', 'medium', 'campaign', 'status', 'value_naira'])
    .select((eb) =>
      eb
        .selectFrom('invoices')
        .select((i) => i.fn.sum<string | number>('invoices.paid_kobo').as('paid'))
        .whereRef('invoices.lead_id', '=', 'contact_messages.id')
        .where('invoices.status', '=', 'paid')
        .as('paid_kobo'),
    )
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .where('status', '!=', 'spam')
    .execute();
  return rows.map(({ source, medium, campaign, status, ...value }) => ({ source, medium, campaign, status, won_naira: wonNaira({ status, ...value }) }));
}
