import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { ForgotPasswordSchema, ResetPasswordSchema } from '../../common/schemas';
import { badRequest, tooManyRequests, waitText } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import * as users from '../db/repositories/users';
import { hashPassword } from '../services/passwords';
import { refuseCommonPassword } from '../services/common-passwords';
import { generateCode, hashCode } from '../services/otp';
import * as oneTimeCodes from '../services/one-time-codes';
import { accountNoticeMail, passwordResetMail } from '../services/mail-templates';

const Message = z.object({ status: z.literal('success'), message: z.string() });

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
    username: user.username,
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
