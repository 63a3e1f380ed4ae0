import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { sessionOf } from '../../server/http/scopes';
import { audit } from '../../server/services/audit';
import { endSession, sessionTimes } from '../../server/services/sessions';
import { SESSION_CALLS } from './sessions.calls';

/**
 * The handlers of the session in use (./sessions.calls.ts): logging out of this device (the token in
 * hand is refused from then on; the page forgets it too), and the session's times, which POST also
 * records as activity (typing in the admin area, "Stay signed in").
 */
export const sessionHandlers = (ctx: AppContext) =>
  served(SESSION_CALLS, {
    logout: async (req) => {
      await endSession(ctx, sessionOf(req));
      await audit(ctx, req, { action: 'auth.logout' });
      return { status: 'success' as const, message: 'You have been logged out.' };
    },

    session: async (req) => ({ status: 'success' as const, session: await sessionTimes(ctx, sessionOf(req), false) }),

    keepSession: async (req) => ({ status: 'success' as const, session: await sessionTimes(ctx, sessionOf(req), true) }),
  });
