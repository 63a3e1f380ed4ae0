import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { userOf } from '../../server/http/scopes';
import { audit } from '../../server/services/audit';
import { ROLE_NAMES } from '../../common/roles';
import * as invitations from './invitations.repository';
import { invitationTarget, resendInvitation, sendInvitation, withdrawInvitation } from './invitations.service';
import { INVITATION_CALLS } from './invitations.calls';

/**
 * The administrators' side of invitations (./invitations.service.ts), one handler per call of
 * ./invitations.calls.ts: the open ones, a new one, a new link for one, withdrawing one. Each is in
 * the security log. The invitee's side is ./invitation-accept.server.ts.
 */
export const invitationHandlers = (ctx: AppContext) =>
  served(INVITATION_CALLS, {
    invitations: async () => {
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
    },

    invite: async (req, reply) => {
      const me = userOf(req);
      const sent = await sendInvitation(ctx, { email: req.body.email, role: req.body.role, by: me });
      await audit(ctx, req, { action: 'invitation.send', target: invitationTarget(sent), detail: req.body.role });
      reply.code(201);
      return { status: 'success' as const, message: `An invitation to join as ${ROLE_NAMES[req.body.role]} has been sent to ${sent.email}.` };
    },

    resendInvitation: async (req) => {
      const sent = await resendInvitation(ctx, req.params.id, userOf(req));
      await audit(ctx, req, { action: 'invitation.resend', target: invitationTarget(sent) });
      return { status: 'success' as const, message: `A new invitation has been sent to ${sent.email}. The earlier link no longer works.` };
    },

    withdrawInvitation: async (req) => {
      const row = await withdrawInvitation(ctx, req.params.id);
      await audit(ctx, req, { action: 'invitation.withdraw', target: invitationTarget(row) });
      return { status: 'success' as const, message: `The invitation to ${row.email} has been withdrawn. Its link no longer works.` };
    },
  });
