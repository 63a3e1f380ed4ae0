import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { rateLimit } from '../http/rate-limit';
import { userOf } from '../http/scopes';
import { audit } from '../services/audit';
import { startSession } from '../services/sessions';
import * as invitations from '../db/repositories/invitations';
import { users } from '../../modules/accounts/index.server';
import { acceptInvitation, openInvitation, resendInvitation, ROLE_NAMES, sendInvitation, withdrawInvitation } from '../services/invitations';
import { sessionUserOf } from '../../common/session-user';

const target = (row: { id: number; email: string }) => ({ type: 'invitation', id: row.id, label: row.email });

/**
 * The administrators' side of invitations (server/services/invitations.ts): the open ones, a new
 * one, a new link for one, withdrawing one. Each is in the security log.
 */
export function adminInvitationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.get('/', { schema: routeSchema('invitations') }, async () => {
      const now = new Date().toISOString();
      const rows = await invitations.listOpen(ctx.db);
      return {
        status: 'success' as const,
        invitations: rows.map((r) => ({
          id: r.id,
          email: r.email,
          role: r.role,
          invited_by_email: r.invited_by_email,
          created_at: r.created_at,
          expires_at: r.expires_at,
          expired: r.expires_at <= now,
        })),
      };
    });

    app.post('/', { schema: routeSchema('invite') }, async (req, reply) => {
      const me = userOf(req);
      const sent = await sendInvitation(ctx, { email: req.body.email, role: req.body.role, by: me });
      await audit(ctx, req, { action: 'invitation.send', target: target(sent), detail: req.body.role });
      reply.code(201);
      return { status: 'success' as const, message: `An invitation to join as ${ROLE_NAMES[req.body.role]} has been sent to ${sent.email}.` };
    });

    app.post('/:id/resend', { schema: routeSchema('resendInvitation') }, async (req) => {
      const sent = await resendInvitation(ctx, req.params.id, userOf(req));
      await audit(ctx, req, { action: 'invitation.resend', target: target(sent) });
      return { status: 'success' as const, message: `A new invitation has been sent to ${sent.email}. The earlier link no longer works.` };
    });

    app.delete('/:id', { schema: routeSchema('withdrawInvitation') }, async (req) => {
      const row = await withdrawInvitation(ctx, req.params.id);
      await audit(ctx, req, { action: 'invitation.withdraw', target: target(row) });
      return { status: 'success' as const, message: `The invitation to ${row.email} has been withdrawn. Its link no longer works.` };
    });
  };
}

/**
 * The invitee's side, from the mailed link: what the invitation is for, and accepting it. Anyone may
 * call these, but only with a link's secret; both count against the verify limit per address.
 */
export function publicInvitationRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post('/check', { schema: routeSchema('checkInvitation'), onRequest: rateLimit(ctx, 'verify') }, async (req) => {
      const { row } = await openInvitation(ctx, req.body.token);
      // An unverified account at the address (a sign-up never finished) offers its name as a start.
      const account = await users.findByEmail(ctx.db, row.email);
      return { status: 'success' as const, email: row.email, role: row.role, username: account?.username ?? '', expires_at: row.expires_at };
    });

    app.post('/accept', { schema: routeSchema('acceptInvitation'), onRequest: rateLimit(ctx, 'verify') }, async (req) => {
      const { userId, invitation } = await acceptInvitation(ctx, req.body);
      const row = await users.findById(ctx.db, userId);
      if (!row) throw new Error('the invited account vanished right after it was made');
      const user = sessionUserOf(row);
      await audit(ctx, req, {
        action: 'invitation.accept',
        actor: { id: row.id, email: row.email },
        target: { type: 'user', id: row.id, label: row.email },
        detail: `${invitation.role}, invited by ${invitation.invited_by_email}`,
      });
      const token = await startSession(ctx, user, row.session_version);
      await users.recordLoginSuccess(ctx.db, row.id);
      return { status: 'success' as const, message: `Welcome, ${row.username}. You are signed in as ${ROLE_NAMES[invitation.role]}.`, token, user };
    });
  };
}
