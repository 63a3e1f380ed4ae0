import type { AppContext } from '../context';
import { tooManyRequests, waitText } from '../http/errors';
import * as users from '../db/repositories/users';

/**
 * The per-account lock on password checks: after LOGIN_MAX_FAILURES wrong passwords in a row, no
 * password is checked for LOGIN_LOCK_MINUTES (429). Each check is reserved before the password is
 * compared (docs/decisions/0012-one-time-codes-and-login-lock.md), so parallel guesses cannot get
 * past the limit. Login and My account's password confirmation share the lock.
 *
 * An address without an account is counted the same way, in this instance's memory, so that the
 * lock does not tell a known address from an unknown one.
 */

type Lock = { failures: number; lockedUntil: number };
const MAX_UNKNOWN = 100_000;
const unknownByCtx = new WeakMap<AppContext, Map<string, Lock>>();

function unknownLocks(ctx: AppContext): Map<string, Lock> {
  let m = unknownByCtx.get(ctx);
  if (!m) unknownByCtx.set(ctx, (m = new Map()));
  return m;
}

/** The same rule as users.claimLoginAttempt, for an address that has no account. */
function claimUnknown(ctx: AppContext, email: string): { ok: true; locks: boolean } | { ok: false; waitSeconds: number } {
  const { maxFailures, lockMinutes } = ctx.config.login;
  const locks = unknownLocks(ctx);
  const key = email.toLowerCase();
  const now = Date.now();
  let lock = locks.get(key);
  if (lock && lock.lockedUntil > now) return { ok: false, waitSeconds: (lock.lockedUntil - now) / 1000 };
  if (!lock) {
    if (locks.size >= MAX_UNKNOWN) locks.delete(locks.keys().next().value!);
    lock = { failures: 0, lockedUntil: 0 };
    locks.set(key, lock);
  }
  lock.failures += 1;
  if (lock.failures < maxFailures) return { ok: true, locks: false };
  lock.failures = 0;
  lock.lockedUntil = now + lockMinutes * 60_000;
  return { ok: true, locks: true };
}

/**
 * Reserves one password check for `user` (or, without an account, for `email`), or throws the 429
 * with `lockedText(wait)`. Call `passwordWasRight` when the password matched. `locks`: this check is
 * the last one before the lock (a wrong password now locks the account).
 */
export async function reservePasswordCheck(
  ctx: AppContext,
  user: { id: number } | undefined,
  email: string,
  lockedText: (wait: string) => string,
): Promise<{ locks: boolean }> {
  const { maxFailures, lockMinutes } = ctx.config.login;
  if (!user) {
    const r = claimUnknown(ctx, email);
    if (!r.ok) throw tooManyRequests(r.waitSeconds, lockedText(waitText(r.waitSeconds)));
    return { locks: r.locks };
  }
  const r = await users.claimLoginAttempt(ctx.db, user.id, maxFailures, lockMinutes);
  if (r.ok) return { locks: r.locks };
  const wait = r.lockedUntil ? Math.max(1, (Date.parse(r.lockedUntil) - Date.now()) / 1000) : lockMinutes * 60;
  throw tooManyRequests(wait, lockedText(waitText(wait)));
}

export async function passwordWasRight(ctx: AppContext, userId: number): Promise<void> {
  await users.clearLoginFailures(ctx.db, userId);
}
