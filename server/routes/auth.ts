import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionUserOf } from '../../common/session-user';
import type { AppContext } from '../context';
import { routeSchema } from '../../common/api/endpoints';
import { forbidden, unauthorized } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { ACCOUNT_DISABLED, startSession } from '../services/sessions';
import * as users from '../db/repositories/users';
import { passwordWasRight, passwordWasWrong, reservePasswordCheck } from '../services/login-lock';
import { requestPasswordReset, resendVerifyCode, resetPassword, signUp, verifyEmail } from '../services/account-access';
import { CODE_RESENT, RESET_DONE, RESET_REQUESTED, VERIFIED } from '../../common/account-texts';
import { messages } from '../../common/messages';
import { audit, failedSignIn } from '../services/audit';

/**
 * Getting into an account: sign-up, verification of the address, a new code, login, and the two
 * steps of "forgot password". Every route here is public; all but login call services/account-access.ts
 * (shared with the pages' own actions), the codes' rules live in services/one-time-codes.ts and the
 * login lock in services/login-lock.ts.
 */

export function signupRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: routeSchema('signup'),
      onRequest: rateLimit(ctx, 'signup'),
    }, async (req, reply) => {
      await signUp(ctx, req.body);
      void ctx.insights.formLead(req, 'signup', '/signup');
      reply.code(201);
      return { status: 'success' as const, message: messages.signupSuccess };
    });
  };
}

export function verifyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: routeSchema('verify'),
      onRequest: rateLimit(ctx, 'verify'),
    }, async (req) => {
      await verifyEmail(ctx, req.body);
      return { status: 'success' as const, message: VERIFIED };
    });
  };
}

export function resendRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: routeSchema('resendCode'),
      onRequest: rateLimit(ctx, 'resend'),
    }, async (req) => {
      await resendVerifyCode(ctx, req.body.email);
      return { status: 'success' as const, message: CODE_RESENT };
    });
  };
}

export function loginRoutes(ctx: AppContext): FastifyPluginAsync {
  const generic = 'Incorrect email or password.';
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: routeSchema('login'),
      onRequest: rateLimit(ctx, 'login'),
    }, async (req) => {
      const { email, password } = req.body;
      const user = await users.findByEmail(ctx.db, email);
      // Reserved before the password is compared; an unknown address is counted and locked alike.
      const target = { type: 'user', id: user?.id ?? null, label: email };
      await reservePasswordCheck(ctx, user, email, (wait) => `Too many failed logins for this account. Please try again in ${wait}.`, () =>
        audit(ctx, req, { action: 'auth.lock', actor: null, target }),
      );
      const ok = await ctx.passwords.verify(user?.password_hash ?? null, password);
      if (!user || !ok) {
        await failedSignIn(ctx, req, target);
        if (await passwordWasWrong(ctx, user, email)) await audit(ctx, req, { action: 'auth.lock', actor: null, target });
        throw unauthorized(generic);
      }
      await passwordWasRight(ctx, user.id);
      // Told only to someone who knows the password, so it reveals nothing to a guesser.
      if (user.disabled_at || !user.email_verified_at) {
        const detail = user.disabled_at ? 'the account is disabled' : 'the address is not verified';
        await audit(ctx, req, { action: 'auth.login.refused', actor: null, target, detail });
      }
      if (user.disabled_at) throw forbidden(ACCOUNT_DISABLED);
      if (!user.email_verified_at) {
        throw forbidden('Please verify your email before logging in. Check your inbox for the code, or request a new one.');
      }
      await users.recordLoginSuccess(ctx.db, user.id);
      await audit(ctx, req, { action: 'auth.login.ok', actor: { id: user.id, email: user.email } });
      const publicUser = sessionUserOf(user);
      const token = await startSession(ctx, publicUser, user.session_version);
      return { status: 'success' as const, message: 'Login successful!', token, user: publicUser };
    });
  };
}

export function forgotPasswordRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: routeSchema('forgotPassword'),
      onRequest: rateLimit(ctx, 'reset'),
    }, async (req) => {
      await requestPasswordReset(ctx, req.body.email);
      return { status: 'success' as const, message: RESET_REQUESTED };
    });
  };
}

export function resetPasswordRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: routeSchema('resetPassword'),
      onRequest: rateLimit(ctx, 'verify'),
    }, async (req) => {
      const user = await resetPassword(ctx, req.body);
      await audit(ctx, req, { action: 'account.password.reset', actor: null, target: { type: 'user', id: user.id, label: user.email } });
      return { status: 'success' as const, message: RESET_DONE };
    });
  };
}
