import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { nowIso } from '../../server/db/database';

/**
 * The login lock's two counters (the rule: ./login-lock.service.ts), kept alike: an account's, in
 * its `users` row (`failed_logins`, `locked_until`), and an address's without an account, in its
 * `address_guards` row (keyed by the address's digest, server/db/repositories/address-guards.ts
 * `addressKey`; that row also holds the sign-up codes' cooldown, whose queries stay there).
 *
 * Each password check is reserved before the password is compared, in one statement: the attempt
 * is counted as a failure in advance, and only while there is no lock and fewer than `maxFailures`
 * failures (finished or still being checked) are counted. Parallel attempts therefore cannot all
 * pass a check made before their failures are written: at most `maxFailures` passwords are compared
 * per lock period. A right password undoes an account's count (`clearAccountFailures`; so do a
 * login, a new password and an accepted invitation, in ./users.repository.ts); a wrong one may set
 * the lock (`lock…IfReached`). A reservation refused says `lockedUntil`: the lock to report, or null
 * while other checks are still running.
 */

type Claim = { ok: true } | { ok: false; lockedUntil: string | null };

/** No lock on the row, or one that has ended by `now`; for either table (both name the column alike). */
const unlocked = (now: string) => (eb: ExpressionBuilder<DB, 'users'> | ExpressionBuilder<DB, 'address_guards'>) => {
  const on = eb as ExpressionBuilder<DB, 'users'>;
  return on.or([on('locked_until', 'is', null), on('locked_until', '<=', now)]);
};

/** The lock a refused reservation reports: the row's while it lasts, else null (other checks still running). */
const lockToReport = (lockedUntil: string | null | undefined, now: string) => (lockedUntil && lockedUntil > now ? lockedUntil : null);

/** When a lock set now ends. */
const lockEnd = (lockMinutes: number) => new Date(Date.now() + lockMinutes * 60_000).toISOString();

/** Reserves one password check for account `id`; `gone` when the account no longer exists. */
export async function claimAccountCheck(db: Kysely<DB>, id: number, maxFailures: number): Promise<Claim | { ok: false; lockedUntil: null; gone: true }> {
  const now = nowIso();
  const row = await db
    .updateTable('users')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', id)
    .where(unlocked(now))
    .where('failed_logins', '<', maxFailures)
    .returning('id')
    .executeTakeFirst();
  if (row) return { ok: true };
  const locked = await db.selectFrom('users').select('locked_until').where('id', '=', id).executeTakeFirst();
  if (!locked) return { ok: false, lockedUntil: null, gone: true };
  return { ok: false, lockedUntil: lockToReport(locked?.locked_until, now) };
}

/**
 * After a wrong password: once `maxFailures` failures are counted, the account is locked for
 * `lockMinutes` and the count starts again for after the lock. True when this call set the lock.
 */
export async function lockAccountIfReached(db: Kysely<DB>, id: number, maxFailures: number, lockMinutes: number): Promise<boolean> {
  const now = nowIso();
  const r = await db
    .updateTable('users')
    .set({ failed_logins: 0, locked_until: lockEnd(lockMinutes) })
    .where('id', '=', id)
    .where('failed_logins', '>=', maxFailures)
    .where(unlocked(now))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The password was right: the failures counted in advance by `claimAccountCheck` are dropped. */
export async function clearAccountFailures(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('id', '=', id).execute();
}

/** Reserves one password check for an address without an account (`key`: its digest). */
export async function claimAddressCheck(db: Kysely<DB>, key: string, maxFailures: number): Promise<Claim> {
  const now = nowIso();
  // The address's row, made on its first use (by this or by a sign-up code's cooldown).
  await db
    .insertInto('address_guards')
    .values({ key, failed_logins: 0, locked_until: null, code_sent_at: null, touched_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .updateTable('address_guards')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1), touched_at: now }))
    .where('key', '=', key)
    .where(unlocked(now))
    .where('failed_logins', '<', maxFailures)
    .returning('key')
    .executeTakeFirst();
  if (row) return { ok: true };
  const locked = await db.selectFrom('address_guards').select('locked_until').where('key', '=', key).executeTakeFirst();
  return { ok: false, lockedUntil: lockToReport(locked?.locked_until, now) };
}

/** After a failed check: locks the address once `maxFailures` are counted. True when this call set the lock. */
export async function lockAddressIfReached(db: Kysely<DB>, key: string, maxFailures: number, lockMinutes: number): Promise<boolean> {
  const now = nowIso();
  const r = await db
    .updateTable('address_guards')
    .set({ failed_logins: 0, locked_until: lockEnd(lockMinutes), touched_at: now })
    .where('key', '=', key)
    .where('failed_logins', '>=', maxFailures)
    .where(unlocked(now))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
