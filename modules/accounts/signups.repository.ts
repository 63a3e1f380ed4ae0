import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { nowIso } from '../../server/db/database';

/**
 * Sign-ups waiting for their address to be verified (account_signups), each with the name and
 * password it chose, apart from the account row; each sign-up code (email_codes, purpose 'verify')
 * names its sign-up. Verifying a code activates the password of the sign-up it was mailed for and
 * discards the others (docs/decisions/0012-one-time-codes-and-login-lock.md).
 */

type SignupValues = { username: string; passwordHash: string };

/** A new address: the account row (unverified, with this sign-up's name and password) and its first sign-up, together. */
export async function createWithSignup(db: Kysely<DB>, email: string, v: SignupValues): Promise<{ userId: number; signupId: number }> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const user = await trx
      .insertInto('users')
      .values({ username: v.username, email: email.toLowerCase(), password_hash: v.passwordHash, role: 'user', email_verified_at: null, locked_until: null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signupId = await insert(trx, user.id, v, now);
    return { userId: user.id, signupId };
  });
}

/**
 * One more sign-up for an account still waiting for verification; the account row is left as it is.
 * Decided under the account row's lock (a no-op write), like the verification that may be running:
 * null when the account was verified meanwhile.
 */
export async function add(db: Kysely<DB>, userId: number, v: SignupValues): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('users')
      .set((eb) => ({ session_version: eb.ref('session_version') }))
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return null;
    return insert(trx, userId, v, nowIso());
  });
}

/** The sign-up row alone, for an account row just created unverified by the caller (in its transaction, if any). */
export function insertFor(db: Kysely<DB>, userId: number, v: SignupValues): Promise<number> {
  return insert(db, userId, v, nowIso());
}

async function insert(trx: Kysely<DB>, userId: number, v: SignupValues, now: string): Promise<number> {
  const row = await trx
    .insertInto('account_signups')
    .values({ user_id: userId, username: v.username, password_hash: v.passwordHash, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest sign-up still waiting for the account: Resend OTP mails a code for it. */
export function newest(db: Kysely<DB>, userId: number) {
  return db.selectFrom('account_signups').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function find(db: Kysely<DB>, id: number) {
  return db.selectFrom('account_signups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many sign-ups are waiting for the account. */
export async function count(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('account_signups')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Claims one attempt on every live sign-up code of the account (unused, unexpired, under
 * `maxAttempts`), in one statement, before any is compared: a guess is paid for on each code it may
 * match, so parallel guesses get at most `maxAttempts` comparisons per code. Returns the claimed
 * codes with their counts, this attempt included.
 */
export function claimCodeAttempts(db: Kysely<DB>, userId: number, maxAttempts: number) {
  return db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('purpose', '=', 'verify')
    .where('signup_id', 'is not', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'signup_id', 'code_hash', 'attempts'])
    .execute();
}

/**
 * Activates one sign-up with the code mailed for it, in one transaction: the code is used up (only
 * while still unused, so of parallel requests with the same code one alone gets on), the account
 * takes that sign-up's name and password and is verified, and every sign-up of the account is
 * discarded with its codes. False when the code was used or the account verified meanwhile.
 */
export async function activate(db: Kysely<DB>, userId: number, codeId: number, signupId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const used = await trx.updateTable('email_codes').set({ used_at: now }).where('id', '=', codeId).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    const signup = await trx.selectFrom('account_signups').selectAll().where('id', '=', signupId).where('user_id', '=', userId).executeTakeFirst();
    if (!signup) return false;
    const r = await trx
      .updateTable('users')
      .set({ username: signup.username, password_hash: signup.password_hash, email_verified_at: now, failed_logins: 0, locked_until: null })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await discardIn(trx, userId);
    return true;
  });
}

/** Every waiting sign-up of the account goes, with its codes (the address is verified by other means, or the account goes). */
export async function discardIn(trx: Kysely<DB>, userId: number): Promise<void> {
  await trx.deleteFrom('email_codes').where('user_id', '=', userId).where('signup_id', 'is not', null).execute();
  await trx.deleteFrom('account_signups').where('user_id', '=', userId).execute();
}
