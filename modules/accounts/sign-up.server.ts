import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { rateLimit } from '../../server/http/rate-limit';
import { messages } from '../../common/messages';
import { CODE_RESENT, VERIFIED } from './accounts.words';
import { resendVerifyCode, signUp } from './sign-up.service';
import { verifyEmail } from './sign-up-verification.service';
import { SIGN_UP_CALLS } from './sign-up.calls';

/**
 * The handlers of opening an account (./sign-up.calls.ts): the sign-up, the code that verifies the
 * address, and a new code. Each has the per-address limit of its kind before the body is read; the
 * rules (one answer for every address, the codes' cooldown, which sign-up a code activates) are in
 * the service the pages' own forms also call.
 */
export const signUpHandlers = (ctx: AppContext) =>
  served(SIGN_UP_CALLS, {
    signup: {
      onRequest: rateLimit(ctx, 'signup'),
      handler: async (req, reply) => {
        await signUp(ctx, req.body);
        void ctx.insights.formLead(req, 'signup', '/signup');
        reply.code(201);
        return { status: 'success' as const, message: messages.signupSuccess };
      },
    },

    verify: {
      onRequest: rateLimit(ctx, 'verify'),
      handler: async (req) => {
        await verifyEmail(ctx, req.body);
        return { status: 'success' as const, message: VERIFIED };
      },
    },

    resendCode: {
      onRequest: rateLimit(ctx, 'resend'),
      handler: async (req) => {
        await resendVerifyCode(ctx, req.body.email);
        return { status: 'success' as const, message: CODE_RESENT };
      },
    },
  });
