import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { badRequest } from '../../server/http/errors';
import type { CodePurpose } from './accounts.table';
import * as codes from './email-codes.repository';

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
  const code = await codes.latest(ctx.db, userId, purpose);
  if (!code) throw badRequest(invalid);
  const attempts = await codes.claimAttempt(ctx.db, code.id, ctx.config.otp.maxAttempts);
  await rightOf(ctx, userId, attempts === undefined ? [] : [{ ...code, attempts }], typed, opts);
  // Single use: of two requests racing with the right code, only one gets past this line.
  if (!(await codes.markUsed(ctx.db, code.id))) throw badRequest(invalid);
  return code;
}

/**
 * The comparison once the attempts are claimed, for one code (`check`) or for the several codes a
 * sign-up's address may have live (./sign-up-verification.service.ts): `claimed` are the codes
 * whose attempt was claimed, each with its count, this attempt included. Returns those the typed
 * code matches. When none does, each code whose last try this was is voided, and the refusal says
 * how many tries the freshest code has left (with `tellTries: false`, every refusal is `invalid`).
 */
export async function rightOf<C extends { id: number; code_hash: string; attempts: number }>(
  ctx: AppContext,
  userId: number,
  claimed: C[],
  typed: string,
  opts: { invalid?: string; tellTries?: boolean } = {},
): Promise<C[]> {
  const invalid = opts.invalid ?? CODE_INVALID;
  const tellTries = opts.tellTries ?? true;
  const max = ctx.config.otp.maxAttempts;
  if (claimed.length === 0) throw badRequest(invalid);
  const right = claimed.filter((c) => codeMatches(ctx.config.jwtSecret, userId, typed, c.code_hash));
  if (right.length) return right;
  for (const c of claimed) if (c.attempts >= max) await codes.markUsed(ctx.db, c.id);
  const left = Math.max(...claimed.map((c) => max - c.attempts));
  if (!tellTries) throw badRequest(invalid);
  throw badRequest(left <= 0 ? TOO_MANY_WRONG : incorrectCode(left));
}

/** A 6-digit code from a cryptographic source. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are stored only as a keyed hash: with a million possible codes a plain hash would be
 * reversed at once by anyone holding the database, an HMAC with the server's secret is not.
 */
export function hashCode(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`otp:${userId}:${code}`).digest('hex');
}

export function codeMatches(secret: string, userId: number, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(secret, userId, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Runs `work` in the background on the next turn of the event loop, once the answer has been
 * written: with SQLite the lookup and the write of a code run synchronously, and must not delay a
 * known address's answer, which would tell it apart from an unknown one.
 */
export function afterAnswer(ctx: AppContext, name: string, work: () => Promise<void>): void {
  ctx.background(name, () => new Promise<void>((r) => setImmediate(r)).then(work));
}
