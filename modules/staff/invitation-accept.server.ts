import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { rateLimit } from '../../server/http/rate-limit';
import { ROLE_NAMES } from '../../common/roles';
import { acceptInvitation, checkInvitation } from './invitations.service';
import { INVITATION_ACCEPT_CALLS } from './invitation-accept.calls';

/**
 * The invitee's side of an invitation, from the mailed link: what the invitation is for, and
 * accepting it (./invitations.service.ts `acceptInvitation`: the claim, the account, the security
 * log entry and the session). One handler per call of ./invitation-accept.calls.ts. Anyone may call
 * these, but only with a link's secret; both count against the verify limit per address.
 */
export const invitationAcceptHandlers = (ctx: AppContext) =>
  served(INVITATION_ACCEPT_CALLS, {
    checkInvitation: {
      onRequest: rateLimit(ctx, 'verify'),
      handler: async (req) => ({ status: 'success' as const, ...(await checkInvitation(ctx, req.body.token)) }),
    },

    acceptInvitation: {
      onRequest: rateLimit(ctx, 'verify'),
      handler: async (req) => {
        const { account, invitation, token, user } = await acceptInvitation(ctx, req, req.body);
        return { status: 'success' as const, message: `Welcome, ${account.username}. You are signed in as ${ROLE_NAMES[invitation.role]}.`, token, user };
      },
    },
  });
