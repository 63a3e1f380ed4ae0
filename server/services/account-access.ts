import type { z } from 'zod';
import type { AppContext } from '../context';
import type { ResetPasswordSchema, SignupSchema } from '../../common/schemas';
import { RESET_INVALID } from '../../common/account-texts';
import { badRequest, tooManyRequests, waitText } from '../http/errors';
import * as users from '../db/repositories/users';
import * as addressGuards from '../db/repositories/address-guards';
import * as signups from '../db/repositories/signups';
import { refuseCommonPassword } from './common-passwords';
import { generateCode, hashCode } from './otp';
import * as oneTimeCodes from './one-time-codes';
import { accountNoticeMail, otpMail, passwordResetMail } from './mail-templates';

export { verifyEmail } from './signup-verification';

/**
 * Getting into an account: sign-up, verification of the address, a new code, and the two steps of
 * "forgot password". Both the API (server/routes/auth.ts) and the pages' own actions for forms
 * posted without JavaScript (server/pages/page-auth-forms.ts) call these, after their own
 * per-address limit, with input already checked by the shared schema. A refusal is thrown as an
 * HttpError carrying the status and the sentence the visitor reads.
 */

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

/**
 * Sign-up. Every well-formed request gets the same answer, whether or not the address has an account
 * (docs/decisions/0012-one-time-codes-and-login-lock.md): a verified address keeps its account
 * untouched, and its owner gets a notice saying someone tried; otherwise the request is kept as a
 * sign-up of its own (its name and password, apart from the account row, see
 * server/db/repositories/signups.ts) and a code is mailed for it. A code (or notice) goes out at most
 * once per resend cooldown per address, which a sign-up starts again, like Resend OTP, so sign-ups
 * cannot flood a mailbox; a sign-up made within the cooldown gets its code from Resend OTP.
 */
export async function signUp(ctx: AppContext, input: z.output<typeof SignupSchema>): Promise<void> {
  const { username, email, password } = input;
  refuseCommonPassword(password);
  // Hashed whatever the address, so the time taken does not tell a verified address apart either.
  const passwordHash = await ctx.passwords.hash(password);
  const cooldown = await addressGuards.claimCodeSend(ctx.db, addressGuards.addressKey(email), ctx.config.otp.resendSeconds * 1000, true);
  const existing = await users.findByEmail(ctx.db, email);
  if (existing?.email_verified_at) {
    if (cooldown.ok) ctx.background('sign-up notice', () => mailSignupNotice(ctx, existing));
    return;
  }
  const kept = await keepSignup(ctx, existing?.id ?? null, email, { username, passwordHash });
  // Verified a moment ago by someone else: answered like the verified address above.
  if (!kept || !cooldown.ok) return;
  const issued = await oneTimeCodes.issue(ctx, kept.userId, 'verify', { cooldown: 'none', signupId: kept.signupId });
  if (issued.ok) await mailVerifyCode(ctx, { email, username }, issued.code);
}

/** Stores the sign-up: with a new account for a new address, or beside the waiting ones of an unverified account. */
async function keepSignup(ctx: AppContext, userId: number | null, email: string, v: { username: string; passwordHash: string }) {
  if (userId === null) {
    try {
      return await signups.createWithSignup(ctx.db, email, v);
    } catch (e) {
      // Two sign-ups racing for a new address: the unique index decides, this one joins the winner's account.
      const winner = await users.findByEmail(ctx.db, email);
      if (!winner) throw e;
      if (winner.email_verified_at) return null;
      userId = winner.id;
    }
  }
  const signupId = await signups.add(ctx.db, userId, v);
  return signupId === null ? null : { userId, signupId };
}

/** Tells the owner of a verified address that someone tried to sign up with it, and what to do if it was them. */
async function mailSignupNotice(ctx: AppContext, user: { email: string; username: string }) {
  const site = await ctx.siteContent.company();
  const mail = accountNoticeMail({
    siteName: site.name,
    username: user.username,
    title: 'Someone tried to sign up with your e-mail address',
    paragraphs: [
      `An account already exists for ${user.email}, so nothing was changed and no new account was created.`,
      `If it was you, log in at ${ctx.config.publicUrl}/login, or set a new password at ${ctx.config.publicUrl}/forgot-password if you have forgotten it.`,
    ],
    contact: ctx.config.contactInbox ?? site.email,
  });
  await ctx.mailer.send({ to: user.email, ...mail });
}

/**
 * Resend OTP: the same answer for every address (CODE_RESENT), the code mailed afterwards, and only
 * to an account still waiting for verification. The cooldown is the address's, counted for every
 * address alike and started again by a sign-up, so a 429 does not tell an account apart either.
 */
export async function resendVerifyCode(ctx: AppContext, email: string): Promise<void> {
  const r = await addressGuards.claimCodeSend(ctx.db, addressGuards.addressKey(email), ctx.config.otp.resendSeconds * 1000);
  if (!r.ok) {
    const wait = r.waitMs / 1000;
    throw tooManyRequests(wait, `Please wait ${waitText(wait)} before requesting another code.`);
  }
  afterAnswer(ctx, 'verification code', () => issueWaitingCode(ctx, email));
}

/**
 * A new sign-up code for the account at `email`, only if it is still waiting for verification: the
 * code is for its newest sign-up (the mail greets that sign-up's name).
 */
async function issueWaitingCode(ctx: AppContext, email: string): Promise<void> {
  const user = await users.findByEmail(ctx.db, email);
  if (!user || user.email_verified_at || user.disabled_at) return;
  const signup = await signups.newest(ctx.db, user.id);
  if (!signup) return;
  const issued = await oneTimeCodes.issue(ctx, user.id, 'verify', { cooldown: 'none', signupId: signup.id });
  if (issued.ok) await mailVerifyCode(ctx, { email: user.email, username: signup.username }, issued.code);
}

/**
 * Runs `work` in the background on the next turn of the event loop, once the answer has been
 * written: with SQLite the lookup and the write of a code run synchronously, and must not delay a
 * known address's answer, which would tell it apart from an unknown one.
 */
function afterAnswer(ctx: AppContext, name: string, work: () => Promise<void>): void {
  ctx.background(name, () => new Promise<void>((r) => setImmediate(r)).then(work));
}

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
