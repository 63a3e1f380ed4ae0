import type { AppContext } from '../context';
import type { CodePurpose } from '../db/schema';
import { badRequest } from '../http/errors';
import * as codes from '../db/repositories/email-codes';
import { codeMatches, generateCode, hashCode } from './otp';

/**
 * The one lifecycle of the 6-digit codes mailed for sign-up ('verify'), password reset ('reset')
 * and a change of e-mail ('email'): issue (with the resend cooldown and, where asked, a per-account
 * count per window) and check (a counted attempt claimed before the comparison, then single use).
 * Why the attempt is claimed first: docs/decisions/0012-one-time-codes-and-login-lock.md.
 */

export const CODE_INVALID = 'This code is not valid or has expired. Please request a new one.';
export const TOO_MANY_WRONG = 'Too many wrong codes. This code is no longer valid; please request a new one.';
export const incorrectCode = (left: number) => `The code is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`;

export type IssueResult =
  | { ok: true; code: string }
  | { ok: false; reason: 'cooldown'; waitSeconds: number }
  | { ok: false; reason: 'limit' | 'gone' };

/**
 * Creates a code for the user (voiding the earlier live one of that purpose) and returns it in
 * clear, for the caller's mail; only its keyed hash is stored. Refused, with nothing written, while
 * the latest code of that purpose is younger than the resend cooldown (`cooldown: 'always'`; for
 * 'whileUnused' only while that code is also unused), or when `perWindow` codes were issued already.
 */
export async function issue(
  ctx: AppContext,
  userId: number,
  purpose: CodePurpose,
  opts: { cooldown?: 'always' | 'whileUnused' | 'none'; newEmail?: string; signupId?: number; perWindow?: { max: number; windowMs: number } } = {},
): Promise<IssueResult> {
  const code = generateCode();
  const cooldown = opts.cooldown ?? 'always';
  const r = await codes.issue(ctx.db, {
    userId,
    purpose,
    codeHash: hashCode(ctx.config.jwtSecret, userId, code),
    ttlMinutes: ctx.config.otp.ttlMinutes,
    newEmail: opts.newEmail ?? null,
    signupId: opts.signupId,
    cooldownMs: cooldown === 'none' ? 0 : ctx.config.otp.resendSeconds * 1000,
    cooldownIfUnused: cooldown === 'whileUnused',
    perWindow: opts.perWindow && { max: opts.perWindow.max, sinceIso: new Date(Date.now() - opts.perWindow.windowMs).toISOString() },
  });
  if (r.ok) return { ok: true, code };
  if (r.reason === 'cooldown') return { ok: false, reason: 'cooldown', waitSeconds: r.waitMs / 1000 };
  return r;
}

/**
 * Checks a code typed by the user and, when it is right, uses it up. Every comparison is paid for
 * first: an attempt is claimed in the database (live code, attempts under the maximum), and only
 * then is the code compared, so parallel guesses get exactly `OTP_MAX_ATTEMPTS` comparisons in all.
 * The last wrong attempt voids the code. A refusal throws a 400: with `tellTries`, a wrong code says
 * how many tries are left; without it (password reset), every refusal reads `invalid`.
 * Returns the used code's row (a change of e-mail reads its new address from it).
 */
export async function check(
  ctx: AppContext,
  userId: number,
  purpose: CodePurpose,
  typed: string,
  opts: { invalid?: string; tellTries?: boolean } = {},
) {
  const invalid = opts.invalid ?? CODE_INVALID;
  const tellTries = opts.tellTries ?? true;
  const max = ctx.config.otp.maxAttempts;
  const code = await codes.latest(ctx.db, userId, purpose);
  if (!code) throw badRequest(invalid);
  const attempts = await codes.claimAttempt(ctx.db, code.id, max);
  if (attempts === undefined) throw badRequest(invalid);
  if (!codeMatches(ctx.config.jwtSecret, userId, typed, code.code_hash)) {
    const left = max - attempts;
    if (left <= 0) {
      await codes.markUsed(ctx.db, code.id);
      throw badRequest(tellTries ? TOO_MANY_WRONG : invalid);
    }
    throw badRequest(tellTries ? incorrectCode(left) : invalid);
  }
  // Single use: of two requests racing with the right code, only one gets past this line.
  if (!(await codes.markUsed(ctx.db, code.id))) throw badRequest(invalid);
  return code;
}

/**
 * Voids every open code of the account (it was disabled, or taken over): none of them can be used
 * any more. `db` may be a transaction the caller holds.
 */
export async function voidAll(db: Parameters<typeof codes.voidAll>[0], userId: number): Promise<void> {
  await codes.voidAll(db, userId);
}
