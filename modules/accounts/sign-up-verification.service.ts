import type { z } from 'zod';
import type { AppContext } from '../../server/context';
import type { VerifySchema } from '../../common/schemas';
import { VERIFY_PASSWORD_MISMATCH, VERIFY_PASSWORD_NEEDED } from './accounts.words';
import { badRequest, conflict } from '../../server/http/errors';
import * as users from './users.repository';
import * as signups from './signups.repository';
import { CODE_INVALID, rightOf } from './one-time-codes.service';

/**
 * Verification of a sign-up's address (POST /api/verify and the page's own form). Each code belongs
 * to the sign-up it was mailed for, and verifying it activates that sign-up's name and password,
 * never another's. While one sign-up waits, the code alone is enough (the spec's `email`, `otp`).
 * While several wait (someone else signed up with the address, or the owner twice), a right code
 * also needs the password chosen in that sign-up: without it the answer is a 409 saying so, with a
 * password of another sign-up a 400, and nothing is activated either way. Both are told only to
 * someone who typed a right code, that is who reads the mailbox, so a stranger learns no more than
 * before. Once one sign-up is verified the others are discarded
 * (docs/decisions/0012-one-time-codes-and-login-lock.md).
 */
export async function verifyEmail(ctx: AppContext, input: z.output<typeof VerifySchema>): Promise<void> {
  const { email, otp } = input;
  const password = input.password || undefined;
  const user = await users.findByEmail(ctx.db, email);
  // An address already verified gets the answer of an unknown one: this form does not tell them apart.
  if (!user || user.email_verified_at) throw badRequest(CODE_INVALID);
  // Every comparison is paid for first, on each code it may match (./one-time-codes.service.ts explains why).
  const claimed = await signups.claimCodeAttempts(ctx.db, user.id, ctx.config.otp.maxAttempts);
  const right = await rightOf(ctx, user.id, claimed, otp);
  const chosen = await chooseSignup(ctx, user.id, right, password);
  if (!(await signups.activate(ctx.db, user.id, chosen.id, chosen.signup_id))) throw badRequest(CODE_INVALID);
}

type RightCode = { id: number; signup_id: number | null };

/** The sign-up a right code activates: its own, when it is the only one waiting or the password is that sign-up's. */
async function chooseSignup(ctx: AppContext, userId: number, right: RightCode[], password: string | undefined) {
  const waiting = await signups.count(ctx.db, userId);
  if (waiting <= 1 && right.length === 1 && password === undefined) return asChosen(right[0]);
  if (password === undefined) throw conflict(VERIFY_PASSWORD_NEEDED);
  for (const code of right) {
    const signup = code.signup_id === null ? undefined : await signups.find(ctx.db, code.signup_id);
    if (signup && (await ctx.passwords.verify(signup.password_hash, password))) return asChosen(code);
  }
  throw badRequest(VERIFY_PASSWORD_MISMATCH);
}

function asChosen(code: RightCode | undefined): { id: number; signup_id: number } {
  // claimCodeAttempts returns sign-up codes only.
  if (!code || code.signup_id === null) throw badRequest(CODE_INVALID);
  return { id: code.id, signup_id: code.signup_id };
}
