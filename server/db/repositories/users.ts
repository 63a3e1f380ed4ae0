import type { Kysely } from 'kysely';
import type { DB, Role } from '../schema';
import { nowIso } from '../database';

export function findByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function findById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function create(
  db: Kysely<DB>,
  u: { username: string; email: string; passwordHash: string; role?: Role; verified?: boolean },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('users')
    .values({
      username: u.username,
      email: u.email.toLowerCase(),
      password_hash: u.passwordHash,
      role: u.role ?? 'user',
      email_verified_at: u.verified ? now : null,
      locked_until: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markVerified(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: nowIso() }).where('id', '=', id).execute();
}

/** Counts a failed sign-in; true when it locked the account. */
export async function recordLoginFailure(db: Kysely<DB>, id: number, maxFailures: number, lockMinutes: number): Promise<boolean> {
  const user = await findById(db, id);
  if (!user) return false;
  const failures = user.failed_logins + 1;
  const lock = failures >= maxFailures ? new Date(Date.now() + lockMinutes * 60_000).toISOString() : null;
  await db
    .updateTable('users')
    .set({ failed_logins: lock ? 0 : failures, locked_until: lock ?? user.locked_until })
    .where('id', '=', id)
    .execute();
  return lock !== null;
}

export async function recordLoginSuccess(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('users').set({ failed_logins: 0, locked_until: null, last_login_at: nowIso() }).where('id', '=', id).execute();
}

/**
 * A new password ends every session issued before it (the session version goes up), lifts a login
 * lock, and, set through a code mailed to the address, also proves the address.
 * Returns the new session version.
 */
export async function setPassword(
  db: Kysely<DB>,
  id: number,
  passwordHash: string,
  opts: { markVerified?: boolean } = {},
): Promise<number> {
  const now = nowIso();
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      failed_logins: 0,
      locked_until: null,
      session_version: eb('session_version', '+', 1),
      ...(opts.markVerified ? { email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now)) } : {}),
    }))
    .where('id', '=', id)
    .execute();
  return (await db.selectFrom('users').select('session_version').where('id', '=', id).executeTakeFirstOrThrow()).session_version;
}

/** Ends every session of the account (log out everywhere, disabled). Returns the new version. */
export async function endSessions(db: Kysely<DB>, id: number): Promise<number> {
  await db
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
  return (await db.selectFrom('users').select('session_version').where('id', '=', id).executeTakeFirstOrThrow()).session_version;
}

export async function setEmail(db: Kysely<DB>, id: number, email: string): Promise<void> {
  await db.updateTable('users').set({ email: email.toLowerCase() }).where('id', '=', id).execute();
}

/**
 * Deletes the account. Reviews written while logged in are kept and become anonymous (the public
 * lists show an empty name as "Anonymous", spec section 5); the codes go with the account. With
 * `messagesOf` (the member's own erasure request), contact messages sent from that address go too.
 */
export async function removeAccount(db: Kysely<DB>, id: number, messagesOf?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('reviews').set({ username: '', user_id: null, updated_at: nowIso() }).where('user_id', '=', id).execute();
    if (messagesOf) await trx.deleteFrom('contact_messages').where('email', '=', messagesOf.toLowerCase()).execute();
    await trx.deleteFrom('email_codes').where('user_id', '=', id).execute();
    await trx.deleteFrom('users').where('id', '=', id).execute();
  });
}

export async function setRole(db: Kysely<DB>, id: number, role: Role): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute();
}
