import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { displayNigerianPhone } from '../../modules/leads/leads.words';
import { accountOf } from '../http/scopes';
import * as leadEvents from '../../modules/leads/lead-events.repository';
import { nowIso } from '../db/database';
import { leadReplyMail } from '../services/mail-templates';
import { leadOr404, replyFrame, wireEvent } from './leads';

/** What a tap on a lead's Call or WhatsApp button writes to its history. */
const TAP_WORDS = { call: 'Tapped Call', whatsapp: 'Opened WhatsApp' } as const;

/**
 * Reaching a lead (docs/decisions/0024-leads.md), beside the inbox's own routes (./leads.ts): the
 * preview of a reply, composed by the very function that composes the mail the reply sends
 * (common/lead-reply.ts through the mail template), and the history's record of a staff member's
 * tap on Call or WhatsApp, with who and when. Staff only (the staff scope, server/routes/index.ts).
 */
export function leadContactRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post('/:id/replies/preview', { schema: routeSchema('previewLeadReply') }, async (req) => {
      const row = await leadOr404(ctx, req.params.id);
      const mail = leadReplyMail({ ...(await replyFrame(ctx, req, row)), subject: req.body.subject, body: req.body.body });
      return { status: 'success' as const, mail: { to: row.email, subject: mail.subject, text: mail.text } };
    });

    app.post('/:id/taps', { schema: routeSchema('logLeadTap') }, async (req, reply) => {
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
    });
  };
}
