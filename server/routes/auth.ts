import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SessionUserSchema, sessionUserOf } from '../../common/session-user';
import type { AppContext } from '../context';
import {
  ForgotPasswordSchema,
  LoginSchema,
  ResendSchema,
  ResetPasswordSchema,
  SignupSchema,
  VerifySchema,
} from '../../common/schemas';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized, waitText } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { ACCOUNT_DISABLED, startSession } from '../services/sessions';
import * as users from '../db/repositories/users';
import { hashPassword, verifyPassword } from '../services/passwords';
import { refuseCommonPassword } from '../services/common-passwords';
import { generateCode, hashCode } from '../services/otp';
import * as oneTimeCodes from '../services/one-time-codes';
import { CODE_INVALID } from '../services/one-time-codes';
import { passwordWasRight, passwordWasWrong, reservePasswordCheck } from '../services/login-lock';
import { accountNoticeMail, otpMail, passwordResetMail } from '../services/mail-templates';
import { audit } from '../services/audit';

/**
 * Getting into an account: sign-up, verification of the address, a new code, login, and the two
 * steps of "forgot password". Every route here is public; the codes' rules live in
 * services/one-time-codes.ts and the login lock in services/login-lock.ts.
 */

const Message = z.object({ status: z.literal('success'), message: z.string() });

/** Mails a code issued by the one-time-codes service, after the response; a mail failure is only logged. */
async function mailVerifyCode(ctx: AppContext, user: { email: string; username: string }, code: string) {
  const site = await ctx.siteContent.company();
  const mail = otpMail({
    siteName: site.name,
    code,
    minutes: ctx.config.otp.ttlMinutes,
    verifyUrl: `${ctx.config.publicUrl}/verify-email?email=${encodeURIComponent(user.email)}`,
  });
  ctx.background('otp mail', () => ctx.mailer.send({ to: user.email, ...mail }));
}

export function signupRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: { body: SignupSchema, response: { 201: Message } },
      onRequest: rateLimit(ctx, 'signup'),
    }, async (req, reply) => {
      const { username, email, password } = req.body;
      refuseCommonPassword(password);
      const existing = await users.findByEmail(ctx.db, email);
      if (existing?.email_verified_at) {
        throw conflict('An account with this email already exists. Log in, or use Resend OTP if you have not verified it yet.');
      }
      const passwordHash = await hashPassword(password);
      let id: number;
      if (existing) {
        // Never verified, so whoever registered it proved nothing: this request's name and password
        // replace the old ones, and the new code goes to the mailbox, whose owner alone can finish.
        if (!(await users.replaceUnverified(ctx.db, existing.id, { username, passwordHash }))) {
          throw conflict('An account with this email already exists.');
        }
        id = existing.id;
      } else {
        try {
          id = await users.create(ctx.db, { username, email, passwordHash });
        } catch (e) {
          // Two sign-ups racing for one address: the unique index decides.
          if (await users.findByEmail(ctx.db, email)) throw conflict('An account with this email already exists.');
          throw e;
        }
      }
      const issued = await oneTimeCodes.issue(ctx, id, 'verify', { cooldown: 'none' });
      if (issued.ok) await mailVerifyCode(ctx, { email, username }, issued.code);
      reply.code(201);
      return { status: 'success' as const, message: 'Signup successful! Check your email for OTP.' };
    });
  };
}

export function verifyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: { body: VerifySchema, response: { 200: Message } },
      onRequest: rateLimit(ctx, 'verify'),
    }, async (req) => {
      const { email, otp } = req.body;
      const user = await users.findByEmail(ctx.db, email);
      // An address already verified gets the answer of an unknown one: this form does not tell them apart.
      if (!user || user.email_verified_at) throw badRequest(CODE_INVALID);
      await oneTimeCodes.check(ctx, user.id, 'verify', otp);
      await users.markVerified(ctx.db, user.id);
      return { status: 'success' as const, message: 'Email verified successfully!' };
    });
  };
}

export function resendRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: { body: ResendSchema, response: { 200: Message } },
      onRequest: rateLimit(ctx, 'resend'),
    }, async (req) => {
      const user = await users.findByEmail(ctx.db, req.body.email);
      if (!user) throw notFound('No account was found for this email. Please sign up first.');
      if (user.email_verified_at) throw conflict('This email is already verified. Please log in.');
      const issued = await oneTimeCodes.issue(ctx, user.id, 'verify');
      if (!issued.ok) {
        const wait = issued.reason === 'cooldown' ? issued.waitSeconds : ctx.config.otp.resendSeconds;
        throw tooManyRequests(wait, `Please wait ${waitText(wait)} before requesting another code.`);
      }
      await mailVerifyCode(ctx, user, issued.code);
      return { status: 'success' as const, message: 'A new code has been sent to your email.' };
    });
  };
}

export function loginRoutes(ctx: AppContext): FastifyPluginAsync {
  const generic = 'Incorrect email or password.';
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: {
        body: LoginSchema,
        response: {
          200: z.object({
            status: z.literal('success'),
            message: z.string(),
            token: z.string(),
            user: SessionUserSchema,
          }),
        },
      },
      onRequest: rateLimit(ctx, 'login'),
    }, async (req) => {
      const { email, password } = req.body;
      const user = await users.findByEmail(ctx.db, email);
      // Reserved before the password is compared; an unknown address is counted and locked alike.
      await reservePasswordCheck(ctx, user, email, (wait) => `Too many failed logins for this account. Please try again in ${wait}.`);
      const ok = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !ok) {
        const target = { type: 'user', id: user?.id ?? null, label: email };
        await audit(ctx, req, { action: 'auth.login.fail', actor: null, target });
        if (await passwordWasWrong(ctx, user, email)) await audit(ctx, req, { action: 'auth.lock', actor: null, target });
        throw unauthorized(generic);
      }
      await passwordWasRight(ctx, user.id);
      // Told only to someone who knows the password, so it reveals nothing to a guesser.
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

/** The one answer to every well-formed request, whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a 6-digit code to it. Enter the code below with your new password.';
/** The one refusal of step 2: it never tells an unknown address from a wrong or used code. */
export const RESET_INVALID = 'This code is not valid or has expired. Check the 6 digits, or request a new code.';
export const RESET_DONE = 'Your password has been changed and every earlier sign-in has ended. You can now log in with it.';

/**
 * Looks the address up and mails a code, after the answer has gone out: the answer (status, body
 * and time) is the same for known and unknown addresses. An account gets one code per resend
 * cooldown and at most RATE_LIMIT_RESET_EMAIL codes per window (counted in the database, so on
 * every instance); over either limit the request is quietly dropped, since a refusal would tell
 * that the account exists. Disabled accounts get no code.
 */
async function issueResetCode(ctx: AppContext, email: string): Promise<void> {
  const user = await users.findByEmail(ctx.db, email);
  if (!user || user.disabled_at) {
    // The same work as for a known address, so the time taken tells nothing either.
    hashCode(ctx.config.jwtSecret, 0, generateCode());
    return;
  }
  const { max, windowMs } = ctx.config.rateLimits.resetEmail;
  const issued = await oneTimeCodes.issue(ctx, user.id, 'reset', { perWindow: { max, windowMs } });
  if (!issued.ok) {
    if (issued.reason === 'cooldown') ctx.log.info({ userId: user.id }, 'password reset: code requested again within the cooldown, not sent');
    else ctx.log.warn({ userId: user.id }, 'password reset: per-account limit reached, code not sent');
    return;
  }
  const code = issued.code;
  const site = await ctx.siteContent.company();
  const mail = passwordResetMail({
    siteName: site.name,
    // Greeted by name only at an address the account has proven (see greeting() in mail-templates).
    username: user.email_verified_at ? user.username : null,
    code,
    minutes: ctx.config.otp.ttlMinutes,
    resetUrl: `${ctx.config.publicUrl}/forgot-password?email=${encodeURIComponent(user.email)}`,
  });
  await ctx.mailer.send({ to: user.email, ...mail });
}

export function forgotPasswordRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: { body: ForgotPasswordSchema, response: { 200: Message } },
      onRequest: rateLimit(ctx, 'reset'),
    }, async (req) => {
      const { email } = req.body;
      // Counted for every address alike, so a 429 says nothing about whether the account exists.
      const { max, windowMs } = ctx.config.rateLimits.resetEmail;
      const r = await ctx.limiter.hit(`reset-email:${email}`, max, windowMs);
      if (!r.ok) {
        throw tooManyRequests(
          r.retryAfterSeconds,
          `Too many password reset requests for this email. Please try again in ${waitText(r.retryAfterSeconds)}.`,
        );
      }
      // Started on the next turn of the event loop, once the answer has been written: with SQLite the
      // lookup and the write of a code run synchronously, and must not delay a known address's answer.
      ctx.background('password reset code', () => new Promise<void>((r) => setImmediate(r)).then(() => issueResetCode(ctx, email)));
      return { status: 'success' as const, message: RESET_REQUESTED };
    });
  };
}

export function resetPasswordRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().post('/', {
      schema: { body: ResetPasswordSchema, response: { 200: Message } },
      onRequest: rateLimit(ctx, 'verify'),
    }, async (req) => {
      const { email, otp, password } = req.body;
      refuseCommonPassword(password); // before the code is looked at, so a refused password does not use it up
      const user = await users.findByEmail(ctx.db, email);
      if (!user || user.disabled_at) throw badRequest(RESET_INVALID);
      await oneTimeCodes.check(ctx, user.id, 'reset', otp, { invalid: RESET_INVALID, tellTries: false });
      await users.setPassword(ctx.db, user.id, await hashPassword(password), { markVerified: true });
      const site = await ctx.siteContent.company();
      const notice = accountNoticeMail({
        siteName: site.name,
        username: user.username,
        title: 'Your password was changed',
        paragraphs: [
          'The password of your account was just reset with a code sent to this address.',
          'Every device that was signed in has been signed out. Log in again with the new password.',
        ],
        contact: ctx.config.contactInbox ?? site.email,
      });
      ctx.background('password changed notice', () => ctx.mailer.send({ to: user.email, ...notice }));
      return { status: 'success' as const, message: RESET_DONE };
    });
  };
}
