import type { z } from 'zod';
import type { AppContext } from '../../server/context';
import type { ResetPasswordSchema } from '../../common/schemas';
import { RESET_INVALID } from './accounts.words';
import { badRequest, tooManyRequests, waitText } from '../../server/http/errors';
import { refuseCommonPassword } from '../../server/services/common-passwords';
import { passwordResetMail } from './account-mails.server';
import { accountNoticeMail } from './account-notice-mail.server';
import * as users from './users.repository';
import * as oneTimeCodes from './one-time-codes.service';
import { afterAnswer, generateCode, hashCode } from './one-time-codes.service';

/**
 * "Forgot password", both steps: a code mailed to the address, then the code and a new password.
 * Both the API (./password-reset.server.ts) and the pages' own actions for forms posted without
 * JavaScript (./page.server.ts) call these, after their own per-address limit. A
 * refusal is thrown as an HttpError carrying the status and the sentence the visitor reads.
 */

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

/** Forgotten password, step 1: the same answer for every address, the code mailed afterwards. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  // Counted for every address alike, so a 429 says nothing about whether the account exists.
  const { max, windowMs } = ctx.config.rateLimits.resetEmail;
  const r = await ctx.limiter.hit(`reset-email:${email}`, max, windowMs);
  if (!r.ok) {
    throw tooManyRequests(
      r.retryAfterSeconds,
      `Too many password reset requests for this email. Please try again in ${waitText(r.retryAfterSeconds)}.`,
    );
  }
  afterAnswer(ctx, 'password reset code', () => issueResetCode(ctx, email));
}

/** Forgotten password, step 2: the code from the mail and the new password. Returns the account, for the security log. */
export async function resetPassword(ctx: AppContext, input: z.output<typeof ResetPasswordSchema>): Promise<{ id: number; email: string }> {
  const { email, otp, password } = input;
  refuseCommonPassword(password); // before the code is looked at, so a refused password does not use it up
  const user = await users.findByEmail(ctx.db, email);
  if (!user || user.disabled_at) throw badRequest(RESET_INVALID);
  await oneTimeCodes.check(ctx, user.id, 'reset', otp, { invalid: RESET_INVALID, tellTries: false });
  await users.setPassword(ctx.db, user.id, await ctx.passwords.hash(password), { markVerified: true });
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
  return { id: user.id, email: user.email };
}
