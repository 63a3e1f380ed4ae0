import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { accountOf, userOf } from '../../server/http/scopes';
import { nowIso } from '../../server/db/database';
import { audit } from '../../server/services/audit';
import { leadReplyMail, replyFrame } from './reply-mail.server';
import { displayNigerianPhone } from './leads.words';
import * as leads from './leads.repository';
import * as leadEvents from './lead-events.repository';
import { LEAD_INBOX_CALLS } from './inbox.calls';
import { auditTarget, changeLead, leadOr404, queryOf, sendReply, wire, wireEvent } from './leads.service';

/** How many leads a page of the inbox shows. */
const PER_PAGE = 20;
/** The most leads one CSV file holds. */
const EXPORT_MAX = 10_000;

/** What a tap on a lead's Call or WhatsApp button writes to its history. */
const TAP_WORDS = { call: 'Tapped Call', whatsapp: 'Opened WhatsApp' } as const;

/**
 * The leads inbox's handlers (docs/decisions/0024-leads.md), one per call of ./inbox.calls.ts: its
 * path and who may call it (staff) come from there. Every change names the version it was made on;
 * a stale one is refused with 409 rather than overwriting someone else's change. Notes and replies
 * are added, never overwritten. Each change goes to the security log with what changed.
 */
export const inboxHandlers = (ctx: AppContext) =>
  served(LEAD_INBOX_CALLS, {
    leads: async (req) => {
      const { page, ...filters } = req.query;
      const [{ rows, total }, counts, owners] = await Promise.all([
        leads.list(ctx.db, queryOf(userOf(req).id, filters), page, PER_PAGE),
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
    },

    leadsExport: async (req) => {
      const rows = await leads.all(ctx.db, queryOf(userOf(req).id, req.query), EXPORT_MAX + 1);
      return { status: 'success' as const, leads: rows.slice(0, EXPORT_MAX).map(wire), truncated: rows.length > EXPORT_MAX };
    },

    lead: async (req) => {
      const row = await leadOr404(ctx, req.params.id);
      const history = await leadEvents.history(ctx.db, row.id);
      const frame = await replyFrame(ctx, accountOf(req).username, row);
      return { status: 'success' as const, lead: wire(row), history: history.map(wireEvent), reply_frame: frame };
    },

    updateLead: async (req) => {
      const { message, lead } = await changeLead(ctx, req, req.params.id, req.body);
      return { status: 'success' as const, message, lead: wire(lead) };
    },

    addLeadNote: async (req, reply) => {
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
      await audit(ctx, req, { action: 'lead.note', target: auditTarget(row) });
      reply.code(201);
      return { status: 'success' as const, message: 'Note added.', event: wireEvent(event) };
    },

    replyToLead: async (req, reply) => {
      const row = await leadOr404(ctx, req.params.id);
      const { event, lead } = await sendReply(ctx, req, row, req.body);
      reply.code(201);
      return { status: 'success' as const, message: `Reply saved; it is being sent to ${row.email}.`, event: wireEvent(event), lead: wire(lead) };
    },

    // The reply exactly as it would go out now, composed by the very function that composes the mail.
    previewLeadReply: async (req) => {
      const row = await leadOr404(ctx, req.params.id);
      const frame = await replyFrame(ctx, accountOf(req).username, row);
      const mail = leadReplyMail({ ...frame, subject: req.body.subject, body: req.body.body });
      return { status: 'success' as const, mail: { to: row.email, subject: mail.subject, text: mail.text } };
    },

    // A staff member's tap on Call or WhatsApp, written to the history with who and when.
    logLeadTap: async (req, reply) => {
      const row = await leadOr404(ctx, req.params.id);
      const me = accountOf(req);
      const { channel } = req.body;
      const phone = displayNigerianPhone(req.body.phone!);
      const event = await leadEvents.addEvent(ctx.db, {
        lead_id: row.id,
        kind: channel,
        author_id: me.id,
        author_name: me.username,
        body: `${TAP_WORDS[channel]}: ${phone}`,
        subject: null,
        to_email: null,
        created_at: nowIso(),
      });
      reply.code(201);
      return { status: 'success' as const, message: 'Written to the history.', event: wireEvent(event) };
    },

    deleteLead: async (req) => {
      const row = await leadOr404(ctx, req.params.id);
      await leads.remove(ctx.db, row.id);
      await audit(ctx, req, { action: 'lead.delete', target: auditTarget(row) });
      return { status: 'success' as const, message: 'Lead deleted.' };
    },
  });
