import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { rateLimit } from '../../server/http/rate-limit';
import { audit } from '../../server/services/audit';
import { RESET_DONE, RESET_REQUESTED } from './accounts.words';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { PASSWORD_RESET_CALLS } from './password-reset.calls';

/**
 * The handlers of "forgot password" (./password-reset.calls.ts): step 1 answers the same for every
 * address and mails a code afterwards; step 2 takes the code and the new password, and the security
 * log records the reset.
 */
export const passwordResetHandlers = (ctx: AppContext) =>
  served(PASSWORD_RESET_CALLS, {
    forgotPassword: {
      onRequest: rateLimit(ctx, 'reset'),
      handler: async (req) => {
        await requestPasswordReset(ctx, req.body.email);
        return { status: 'success' as const, message: RESET_REQUESTED };
      },
    },

    resetPassword: {
      onRequest: rateLimit(ctx, 'verify'),
      handler: async (req) => {
        const user = await resetPassword(ctx, req.body);
        await audit(ctx, req, { action: 'account.password.reset', actor: null, target: { type: 'user', id: user.id, label: user.email } });
        return { status: 'success' as const, message: RESET_DONE };
      },
    },
  });
