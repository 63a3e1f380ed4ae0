import type { AppContext } from '../../server/context';
import type { z } from 'zod';
import type { LeadChangeSchema, LeadFilters } from './leads.schemas';
import { LEAD_STATUS_WORDS, replyChannelFor, type LeadStatus, type ReplyChannel } from './leads.words';
import type { QuoteIntent } from './quote.words';
import { quoteItemOf } from './quote-items.service';
import { badRequest, conflict, notFound, tooManyRequests, waitText } from '../../server/http/errors';
import type { FastifyRequest } from 'fastify';
import { accountOf } from '../../server/http/scopes';
import { audit } from '../../server/services/audit';
import * as leads from './leads.repository';
import * as leadEvents from './lead-events.repository';
import * as leadStatus from './lead-status.repository';
import { dueCutOffs } from './leads.words';
import { nowIso } from '../../server/db/database';
import { originOf, type CarriedOrigin, type Sender, type VisitFacts } from '../../server/services/submissions';

/**
 * The life cycle of a lead (docs/decisions/0024-leads.md), apart from HTTP: receiving a contact
 * message or a topic request (stored first, its notice mailed after), a change of its working
 * fields with the 409 on a stale version (`changeLead`), a reply with its limits (`sendReply`), and
 * the row → answer map. How each of them changes the lead's status: ./lead-status.repository.ts. The reply's mail: ./reply-mail.server.ts.
 */

export const CHANGED_MEANWHILE =
  'Someone else changed this lead while you were looking at it. It now shows their change; make yours again if it is still needed.';

/** A wait as the reply limits say it: in hours once it is two hours or more (a day's window). */
const waitWords = (s: number) => (s >= 7200 ? `${Math.ceil(s / 3600)} hours` : waitText(s));

/** The refusals of a reply over a limit (the RATE_LIMIT_LEAD_REPLY settings); nothing is stored or sent. */
export const REPLY_LIMIT = {
  account: (s: number) => `You have sent many replies in a short time, so this one was not sent. Please try again in ${waitWords(s)}.`,
  lead: (s: number) =>
    `This customer has been sent many replies in the last day, so this one was not sent. Please try again in ${waitWords(s)}, or call them instead.`,
};

export type LeadRow = NonNullable<Awaited<ReturnType<typeof leads.findById>>>;

/** A lead as the API answers it. */
export function wire(r: LeadRow) {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    email: r.email,
    phone: r.phone,
    reply_via: r.reply_via,
    subject: r.subject,
    message: r.message,
    topic: r.topic,
    level: r.level,
    department: r.department,
    deadline: r.deadline,
    created_at: r.created_at,
    read_at: r.read_at,
    status: r.status,
    owner_id: r.owner_id,
    owner_name: r.owner_id === null ? null : (r.owner_name ?? null),
    follow_up_on: r.follow_up_on,
    value_naira: r.value_naira === null ? null : Number(r.value_naira),
    source: r.source,
    medium: r.medium,
    campaign: r.campaign,
    landing_page: r.landing_page,
    item_key: r.item_key,
    item_name: r.item_name,
    item_page: r.item_page,
    item_intent: r.item_intent,
    answered_at: r.answered_at,
    version: r.version,
    updated_at: r.updated_at ?? r.created_at,
    mailed_at: r.mailed_at,
    mail_error: r.mail_error,
    spam_check: r.spam_check,
    user_id: r.user_id,
  };
}

type EventRow = Awaited<ReturnType<typeof leadEvents.history>>[number];
export const wireEvent = (e: EventRow) => ({
  id: e.id,
  kind: e.kind,
  author_name: e.author_name,
  body: e.body,
  subject: e.subject,
  to_email: e.to_email,
  created_at: e.created_at,
  mailed_at: e.mailed_at,
  mail_error: e.mail_error,
  mail_next_at: e.mail_next_at,
});

/** The inbox's filters as the repository's query; `me` is the account asking. */
export function queryOf(meId: number, f: LeadFilters): leads.LeadQuery {
  const owner = f.owner === undefined ? undefined : f.owner === 'me' ? meId : f.owner === 'none' ? null : Number(f.owner);
  return { status: f.status, kind: f.kind, owner, due: f.due, ...dueCutOffs(), unread: f.unread === '1', q: f.q };
}

/** The lead an address names, or a 404. */
export async function leadOr404(ctx: AppContext, id: number): Promise<LeadRow> {
  const row = await leads.findById(ctx.db, id);
  if (!row) throw notFound('This lead no longer exists.');
  return row;
}

/** The lead as the security log names it. */
export const auditTarget = (row: LeadRow) => ({ type: 'lead', id: row.id, label: `${row.name} <${row.email}>` });

const naira = (n: number | null) => (n === null ? 'none' : `₦${n.toLocaleString('en-NG')}`);

/**
 * What a change of the working fields changes, in fields and in the history's words ("Status: New →
 * Contacted"); the rules of a status change: ./lead-status.repository.ts.
 */
async function changeOf(ctx: AppContext, row: LeadRow, change: Omit<z.output<typeof LeadChangeSchema>, 'version' | 'read'>) {
  const words: string[] = [];
  const fields: leadStatus.LeadFields = {};
  if (change.status !== undefined && change.status !== row.status) {
    fields.status = change.status;
    words.push(`Status: ${LEAD_STATUS_WORDS[row.status]} → ${LEAD_STATUS_WORDS[change.status as LeadStatus]}`);
  }
  if (change.owner_id !== undefined && change.owner_id !== row.owner_id) {
    let ownerName = 'nobody';
    if (change.owner_id !== null) {
      const owner = (await leads.owners(ctx.db)).find((o) => o.id === change.owner_id);
      if (!owner) throw badRequest('Choose an owner from the list of staff.');
      ownerName = owner.username;
    }
    fields.owner_id = change.owner_id;
    words.push(`Owner: ${row.owner_name ?? 'nobody'} → ${ownerName}`);
  }
  if (change.follow_up_on !== undefined && change.follow_up_on !== row.follow_up_on) {
    fields.follow_up_on = change.follow_up_on;
    words.push(`Follow-up: ${row.follow_up_on ?? 'none'} → ${change.follow_up_on ?? 'none'}`);
  }
  const value = row.value_naira === null ? null : Number(row.value_naira);
  if (change.value_naira !== undefined && change.value_naira !== value) {
    fields.value_naira = change.value_naira;
    words.push(`Value: ${naira(value)} → ${naira(change.value_naira)}`);
  }
  return { words, fields };
}

type LeadChange = z.output<typeof LeadChangeSchema>;

/**
 * A staff member's change of a lead (status, owner, follow-up, value, read or unread), made on the
 * version they saw: stored with its history entries, or refused with 409 when someone else changed
 * the lead meanwhile. Each change goes to the security log with what changed.
 */
export async function changeLead(ctx: AppContext, req: FastifyRequest, id: number, body: LeadChange) {
  const { version, read, ...change } = body;
  const row = await leadOr404(ctx, id);
  const me = accountOf(req);
  if (read !== undefined) await leadStatus.setRead(ctx.db, id, read);
  const { words, fields } = await changeOf(ctx, row, change);
  if (words.length) {
    const author = { author_id: me.id, author_name: me.username, created_at: nowIso() };
    const events = words.map((text) => ({ ...author, kind: 'change' as const, body: text, subject: null, to_email: null }));
    if (!(await leadStatus.update(ctx.db, id, version, fields, events))) throw conflict(CHANGED_MEANWHILE);
    await audit(ctx, req, { action: 'lead.update', target: auditTarget(row), detail: words.join('; ') });
  } else if (read !== undefined) {
    await audit(ctx, req, { action: read ? 'message.read' : 'message.unread', target: auditTarget(row) });
  } else if (version !== row.version) {
    // Nothing to change, but on a version the person did not see: tell them it moved on.
    throw conflict(CHANGED_MEANWHILE);
  }
  const message = words.length ? 'Lead updated.' : read === undefined ? 'Nothing to change.' : read ? 'Marked as read.' : 'Marked as unread.';
  return { message, lead: (await leads.findById(ctx.db, id))! };
}

/**
 * A reply from the staff member asking to the lead, by e-mail. Counted first (each account, and
 * each lead, may be sent only so many replies in a while: 429 otherwise, nothing stored), then
 * stored with the lead's change (./lead-status.repository.ts `replyMarks`) in the same transaction, so a mail failure never
 * loses it; the mail (./reply-mail.server.ts) is sent after the answer, and retried by the mail queue.
 */
export async function sendReply(ctx: AppContext, req: FastifyRequest, row: LeadRow, typed: { subject: string; body: string }) {
  const me = accountOf(req);
  const { leadReply, leadReplyPerLead } = ctx.config.rateLimits;
  const stored = await leadEvents.addReply(
    ctx.db,
    { lead_id: row.id, author_id: me.id, author_name: me.username, subject: typed.subject, body: typed.body, to_email: row.email },
    { perAccount: leadReply, perLead: leadReplyPerLead },
  );
  if (!stored.ok) throw tooManyRequests(stored.retryAfterSeconds, REPLY_LIMIT[stored.limit](stored.retryAfterSeconds));
  const { event } = stored;
  ctx.background('lead reply', () => ctx.notices.deliver('reply', event.id));
  await audit(ctx, req, { action: 'lead.reply', target: auditTarget(row) });
  return { event, lead: (await leads.findById(ctx.db, row.id))! };
}

export interface ContactMessageInput extends CarriedOrigin {
  name: string;
  email: string;
  subject: string;
  message: string;
  phone?: string | null;
  replyVia?: ReplyChannel;
  /** What a quote or demo link named (./quote.words.ts): looked up again here, ignored when unknown. */
  item?: string;
  intent?: QuoteIntent;
}

/** A contact message, from the API (captcha solved) or the page's own action (no JavaScript). */
export async function receiveContactMessage(ctx: AppContext, msg: ContactMessageInput, from: Sender, visit: VisitFacts): Promise<number> {
  const item = await quoteItemOf((key) => ctx.siteContent.published(key), msg.item);
  const id = await leads.create(ctx.db, {
    kind: 'contact',
    name: msg.name,
    email: msg.email,
    subject: msg.subject,
    message: msg.message,
    phone: msg.phone ?? null,
    reply_via: replyChannelFor(msg.replyVia, msg.phone),
    user_id: from.userId,
    spam_check: from.spamCheck,
    ...originOf(ctx, msg, visit),
    item_key: item?.key ?? null,
    item_name: item?.name ?? null,
    item_page: item?.page ?? null,
    item_intent: item ? (msg.intent ?? 'quote') : null,
  });
  ctx.background('contact mail', () => ctx.notices.deliver('contact', id));
  return id;
}

export interface TopicRequestInput extends CarriedOrigin {
  topic: string;
  level: string;
  department: string;
  deadline: string | null;
  phone: string | null;
  message: string;
}

/** A member's request of a project topic: a lead of its own kind, under the account's name and address. */
export async function receiveTopicRequest(
  ctx: AppContext,
  req: TopicRequestInput,
  member: { id: number; username: string; email: string },
  visit: VisitFacts,
): Promise<number> {
  const id = await leads.create(ctx.db, {
    kind: 'topic',
    name: member.username,
    email: member.email,
    subject: `Topic request: ${req.topic}`.slice(0, 200),
    message: req.message,
    phone: req.phone,
    reply_via: req.phone ? 'whatsapp' : 'email',
    topic: req.topic,
    level: req.level,
    department: req.department,
    deadline: req.deadline,
    user_id: member.id,
    spam_check: 'account',
    ...originOf(ctx, req, visit),
  });
  ctx.background('topic request mail', () => ctx.notices.deliver('contact', id));
  return id;
}
