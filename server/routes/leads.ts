import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import type { LeadFilters } from '../../modules/leads/leads.schemas';
import { LEAD_STATUS_WORDS, UNANSWERED_AFTER_HOURS, type LeadStatus } from '../../modules/leads/leads.words';
import { badRequest, conflict, notFound, tooManyRequests, waitText } from '../http/errors';
import { accountOf, userOf } from '../http/scopes';
import * as leads from '../../modules/leads/leads.repository';
import * as leadEvents from '../../modules/leads/lead-events.repository';
import { lagosToday } from '../../common/lagos-days';
import { nowIso } from '../db/database';
import { audit } from '../services/audit';
import { replyFrameOf } from '../services/notices';
import { enquiryInbox } from '../services/enquiry-inbox';

/** How many leads a page of the inbox shows. */
const PER_PAGE = 20;
/** The most leads one CSV file holds. */
const EXPORT_MAX = 10_000;

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

type Row = NonNullable<Awaited<ReturnType<typeof leads.findById>>>;

/** A lead as the API answers it. */
function wire(r: Row) {
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

function queryOf(req: FastifyRequest, f: LeadFilters): leads.LeadQuery {
  const owner = f.owner === undefined ? undefined : f.owner === 'me' ? userOf(req).id : f.owner === 'none' ? null : Number(f.owner);
  return { status: f.status, kind: f.kind, owner, due: f.due, ...dueCutOffs(), unread: f.unread === '1', q: f.q };
}

/**
 * When a lead is due: a follow-up day before today (in Lagos) is overdue, and a lead that came in
 * before `unansweredBefore` and is still "new" without a reply waits too long for an answer.
 */
export function dueCutOffs(now = new Date()) {
  return { today: lagosToday(now), unansweredBefore: new Date(now.getTime() - UNANSWERED_AFTER_HOURS * 3_600_000).toISOString() };
}

/** The lead an address names, or a 404. */
export async function leadOr404(ctx: AppContext, id: number): Promise<Row> {
  const row = await leads.findById(ctx.db, id);
  if (!row) throw notFound('This lead no longer exists.');
  return row;
}

/** Who a reply from the person asking would be to and from (the reply form shows its greeting and signature). */
export async function replyFrame(ctx: AppContext, req: FastifyRequest, row: Pick<Row, 'name'>) {
  const [site, inbox] = await Promise.all([ctx.siteContent.company(), enquiryInbox(ctx.db, ctx.config)]);
  return replyFrameOf(site, inbox.address ?? site.email, row.name, accountOf(req).username);
}

/** The lead as the security log names it. */
const target = (row: Row) => ({ type: 'lead', id: row.id, label: `${row.name} <${row.email}>` });

const naira = (n: number | null) => (n === null ? 'none' : `₦${n.toLocaleString('en-NG')}`);

/**
 * The leads inbox (docs/decisions/0024-leads.md): every contact message and topic request, worked
 * by staff. Admins only (the admin scope). Every change names the version it was made on; a stale
 * one is refused with 409 rather than overwriting someone else's change. Notes and replies are
 * added, never overwritten. Each change goes to the security log with what changed.
 */
export function leadRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/', { schema: routeSchema('leads') }, async (req) => {
      const { page, ...filters } = req.query;
      const [{ rows, total }, counts, owners] = await Promise.all([
        leads.list(ctx.db, queryOf(req, filters), page, PER_PAGE),
        leads.counts(ctx.db),
        leads.owners(ctx.db),
      ]);
      return {
        status: 'success' as const,
        leads: rows.map(wire),
        total,
        page,
        pages: Math.max(1, Math.ceil(total / PER_PAGE)),
        unread: counts.unread,
        counts: counts.perStatus,
        owners,
      };
    });

    app.get('/export', { schema: routeSchema('leadsExport') }, async (req) => {
      const rows = await leads.all(ctx.db, queryOf(req, req.query), EXPORT_MAX + 1);
      return { status: 'success' as const, leads: rows.slice(0, EXPORT_MAX).map(wire), truncated: rows.length > EXPORT_MAX };
    });

    app.get('/:id', { schema: routeSchema('lead') }, async (req) => {
      const row = await leadOr404(ctx, req.params.id);
      const history = await leadEvents.history(ctx.db, row.id);
      return { status: 'success' as const, lead: wire(row), history: history.map(wireEvent), reply_frame: await replyFrame(ctx, req, row) };
    });

    app.patch('/:id', { schema: routeSchema('updateLead') }, async (req) => {
      const { id } = req.params;
      const { version, read, ...change } = req.body;
      const row = await leadOr404(ctx, id);
      const me = accountOf(req);

      if (read !== undefined) await leads.setRead(ctx.db, id, read);
      const words: string[] = [];
      const fields: leads.LeadFields = {};
      if (change.status !== undefined && change.status !== row.status) {
        fields.status = change.status;
        words.push(`Status: ${LEAD_STATUS_WORDS[row.status]} → ${LEAD_STATUS_WORDS[change.status as LeadStatus]}`);
        if (change.status !== 'new' && !row.answered_at) fields.answered_at = nowIso();
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

      if (words.length) {
        const author = { author_id: me.id, author_name: me.username, created_at: nowIso() };
        const events = words.map((body) => ({ ...author, kind: 'change' as const, body, subject: null, to_email: null }));
        if (!(await leads.update(ctx.db, id, version, fields, events))) throw conflict(CHANGED_MEANWHILE);
        await audit(ctx, req, { action: 'lead.update', target: target(row), detail: words.join('; ') });
      } else if (read !== undefined) {
        await audit(ctx, req, { action: read ? 'message.read' : 'message.unread', target: target(row) });
      } else if (version !== row.version) {
        // Nothing to change, but on a version the person did not see: tell them it moved on.
        throw conflict(CHANGED_MEANWHILE);
      }
      const now = (await leads.findById(ctx.db, id))!;
      const message = words.length ? 'Lead updated.' : read === undefined ? 'Nothing to change.' : read ? 'Marked as read.' : 'Marked as unread.';
      return { status: 'success' as const, message, lead: wire(now) };
    });

    app.post('/:id/notes', { schema: routeSchema('addLeadNote') }, async (req, reply) => {
      const row = await leadOr404(ctx, req.params.id);
      const me = accountOf(req);
      const event = await leadEvents.addEvent(ctx.db, {
        lead_id: row.id,
        kind: 'note',
        author_id: me.id,
        author_name: me.username,
        body: req.body.body,
        subject: null,
        to_email: null,
        created_at: nowIso(),
      });
      await audit(ctx, req, { action: 'lead.note', target: target(row) });
      reply.code(201);
      return { status: 'success' as const, message: 'Note added.', event: wireEvent(event) };
    });

    app.post('/:id/replies', { schema: routeSchema('replyToLead') }, async (req, reply) => {
      const row = await leadOr404(ctx, req.params.id);
      const me = accountOf(req);
      // Stored first: a reply is never lost to a mail failure; it is sent after the answer and retried.
      // Counted first: each account, and each lead, may be sent only so many replies in a while.
      const { leadReply, leadReplyPerLead } = ctx.config.rateLimits;
      const stored = await leadEvents.addReply(
        ctx.db,
        { lead_id: row.id, author_id: me.id, author_name: me.username, subject: req.body.subject, body: req.body.body, to_email: row.email },
        { perAccount: leadReply, perLead: leadReplyPerLead },
      );
      if (!stored.ok) throw tooManyRequests(stored.retryAfterSeconds, REPLY_LIMIT[stored.limit](stored.retryAfterSeconds));
      const { event } = stored;
      ctx.background('lead reply', () => ctx.notices.deliver('reply', event.id));
      await audit(ctx, req, { action: 'lead.reply', target: target(row) });
      reply.code(201);
      const now = (await leads.findById(ctx.db, row.id))!;
      return { status: 'success' as const, message: `Reply saved; it is being sent to ${row.email}.`, event: wireEvent(event), lead: wire(now) };
    });

    app.delete('/:id', { schema: routeSchema('deleteLead') }, async (req) => {
      const row = await leadOr404(ctx, req.params.id);
      await leads.remove(ctx.db, row.id);
      await audit(ctx, req, { action: 'lead.delete', target: target(row) });
      return { status: 'success' as const, message: 'Lead deleted.' };
    });
  };
}
