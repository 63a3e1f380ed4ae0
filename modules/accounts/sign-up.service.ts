import type { z } from 'zod';
import type { AppContext } from '../../server/context';
import type { SignupSchema } from '../../common/schemas';
import { tooManyRequests, waitText } from '../../server/http/errors';
import * as addressGuards from '../../server/db/repositories/address-guards';
import { refuseCommonPassword } from '../../server/services/common-passwords';
import { otpMail } from './account-mails.server';
import { accountNoticeMail } from './account-notice-mail.server';
import * as users from './users.repository';
import * as signups from './signups.repository';
import * as oneTimeCodes from './one-time-codes.service';
import { afterAnswer } from './one-time-codes.service';

/**
 * Opening an account: the sign-up and a new code (the code's check is ./sign-up-verification.service.ts).
 * Both the API (./sign-up.server.ts) and the pages' own actions for forms posted without JavaScript
 * (./page.server.ts) call these, after their own per-address limit, with input
 * already checked by the shared schema. A refusal is thrown as an HttpError carrying the status and
 * the sentence the visitor reads.
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
 * ./signups.repository.ts) and a code is mailed for it. A code (or notice) goes out at most
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
