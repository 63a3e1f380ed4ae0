import type { AppContext } from '../../server/context';
import { badRequest, tooManyRequests, waitText } from '../../server/http/errors';
import * as addressGuards from '../../server/db/repositories/address-guards';
import * as lockCounts from './login-lock.repository';

/**
 * The per-account lock on password checks: after LOGIN_MAX_FAILURES wrong passwords in a row, no
 * password is checked for LOGIN_LOCK_MINUTES (429). Each check is reserved before the password is
 * compared (docs/decisions/0012-one-time-codes-and-login-lock.md): failures finished and checks
 * still running together never exceed the limit, so parallel guesses cannot get past it. A check
 * that finds the limit taken by checks still running waits for them (a right password frees the
 * count), up to WAIT_MS. Login and My account's password confirmation share the lock.
 *
 * An address without an account is counted the same way, in the database (address_guards, by the
 * address's digest), so that on one instance or several the lock does not tell a known address
 * from an unknown one. Both counters' queries: ./login-lock.repository.ts.
 */

const WAIT_MS = 10_000;
const POLL_MS = 50;

/** One try at the reservation: ok, locked (with the lock's end), or busy (checks still running). */
async function claim(ctx: AppContext, user: { id: number } | undefined, email: string) {
  const { maxFailures } = ctx.config.login;
  const r = user ? await lockCounts.claimAccountCheck(ctx.db, user.id, maxFailures) : await lockCounts.claimAddressCheck(ctx.db, addressGuards.addressKey(email), maxFailures);
  if (r.ok) return { state: 'ok' as const };
  // Deleted a moment ago, by someone else: counted like an address without an account.
  if ('gone' in r && r.gone) return claim(ctx, undefined, email);
  return r.lockedUntil ? { state: 'locked' as const, until: Date.parse(r.lockedUntil) } : { state: 'busy' as const };
}

/**
 * Reserves one password check for `user` (or, without an account, for `email`), or throws the 429
 * with `lockedText(wait)`. Then call `passwordWasRight` or `passwordWasWrong`.
 */
export async function reservePasswordCheck(
  ctx: AppContext,
  user: { id: number } | undefined,
  email: string,
  lockedText: (wait: string) => string,
  /** Called when this call sets the lock itself (checks still running never finished). */
  onLock?: () => Promise<void>,
): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const r = await claim(ctx, user, email);
    if (r.state === 'ok') return;
    if (r.state === 'busy' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      continue;
    }
    // Still taken after the wait (a check that never finished): the limit is reached, so lock.
    if (r.state === 'busy' && (await passwordWasWrong(ctx, user, email))) await onLock?.();
    const until = r.state === 'locked' ? r.until : Date.now() + ctx.config.login.lockMinutes * 60_000;
    const wait = Math.max(1, (until - Date.now()) / 1000);
    throw tooManyRequests(wait, lockedText(waitText(wait)));
  }
}

export async function passwordWasRight(ctx: AppContext, userId: number): Promise<void> {
  await lockCounts.clearAccountFailures(ctx.db, userId);
}

/** The reserved check failed. True when this failure locked the account (or the unknown address). */
export async function passwordWasWrong(ctx: AppContext, user: { id: number } | undefined, email: string): Promise<boolean> {
  const { maxFailures, lockMinutes } = ctx.config.login;
  if (user) return lockCounts.lockAccountIfReached(ctx.db, user.id, maxFailures, lockMinutes);
  return lockCounts.lockAddressIfReached(ctx.db, addressGuards.addressKey(email), maxFailures, lockMinutes);
}

export const WRONG_PASSWORD = 'Your current password is not correct.';

/**
 * Checks a signed-in member's password before a change (My account). Wrong answers count towards
 * the same lock as failed logins, so a stolen session cannot be used to guess the password either;
 * `onLock` is called when a wrong answer sets the lock.
 */
export async function confirmCurrentPassword(
  ctx: AppContext,
  row: { id: number; email: string; password_hash: string | null },
  password: string,
  onLock: () => Promise<void>,
): Promise<void> {
  const lockedText = (wait: string) => `Too many wrong passwords for this account. Please try again in ${wait}.`;
  await reservePasswordCheck(ctx, row, row.email, lockedText, onLock);
  if (!(await ctx.passwords.verify(row.password_hash, password))) {
    if (await passwordWasWrong(ctx, row, row.email)) await onLock();
    throw badRequest(WRONG_PASSWORD);
  }
  await passwordWasRight(ctx, row.id);
}
