import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, Role, UsersTable } from '../../server/db/schema';
import { isPostgres, likePattern, nowIso } from '../../server/db/database';
import * as signups from './signups.repository';

export type UserRow = Selectable<UsersTable>;

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
  // An account waiting for verification always has its sign-up, which a code activates (./signups.ts).
  if (!u.verified) await signups.insertFor(db, row.id, { username: u.username, passwordHash: u.passwordHash });
  return row.id;
}

export async function markVerified(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: nowIso() }).where('id', '=', id).execute();
}

/** A login: the lock's count is dropped (./login-lock.repository.ts) and the time kept. */
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
  // The address is proven now: sign-ups still waiting for it have nothing left to verify.
  if (opts.markVerified) await signups.discardIn(db, id);
  return (await db.selectFrom('users').select('session_version').where('id', '=', id).executeTakeFirstOrThrow()).session_version;
}

/** Ends every session of the account (log out everywhere, disabled). Returns the new version, or null when the account is gone. */
export async function endSessions(db: Kysely<DB>, id: number): Promise<number | null> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', id)
    .returning('session_version')
    .executeTakeFirst();
  return row?.session_version ?? null;
}

export async function setEmail(db: Kysely<DB>, id: number, email: string): Promise<void> {
  await db.updateTable('users').set({ email: email.toLowerCase() }).where('id', '=', id).execute();
}

/**
 * Deletes the account. Reviews written while logged in are kept and become anonymous (the public
 * lists show an empty name as "Anonymous"); the codes go with the account. With `eraseMessages`
 * (the member's own erasure request), the contact messages sent while logged in to it go too;
 * otherwise they stay in the inbox without an owner. Messages that only name the account's
 * address are never touched: anyone can type any address into the contact form.
 */
export async function removeAccount(db: Kysely<DB>, id: number, opts: { eraseMessages?: boolean } = {}): Promise<void> {
  await db.transaction().execute((trx) => removeAccountIn(trx, id, opts));
}

/** removeAccount's statements, inside a transaction the caller holds. */
export async function removeAccountIn(trx: Transaction<DB>, id: number, opts: { eraseMessages?: boolean } = {}): Promise<void> {
  await trx.updateTable('reviews').set({ username: '', user_id: null, updated_at: nowIso() }).where('user_id', '=', id).execute();
  if (opts.eraseMessages) await trx.deleteFrom('contact_messages').where('user_id', '=', id).execute();
  else await trx.updateTable('contact_messages').set({ user_id: null }).where('user_id', '=', id).execute();
  // The leads this account owned go back to nobody; its notes and replies keep the name they were written under.
  await trx.updateTable('contact_messages').set({ owner_id: null }).where('owner_id', '=', id).execute();
  await trx.updateTable('lead_events').set({ author_id: null }).where('author_id', '=', id).execute();
  await trx.deleteFrom('email_codes').where('user_id', '=', id).execute();
  await trx.deleteFrom('users').where('id', '=', id).execute();
}

/** The advisory lock key of changes that may remove an administrator (any fixed number; "admn"). */
const ADMIN_SET_LOCK = 0x61646d6e;

/**
 * Runs `change` (a demotion, a disabling, a deletion of account `id`) unless `id` is the last
 * verified, active administrator; returns false, having changed nothing, when it is. Atomic on both
 * databases, so two changes racing to remove the last two administrators run one after the other
 * and the second counts what the first left. On PostgreSQL every such transaction first takes one
 * transaction-scoped advisory lock (one lock for all of them: locking the administrators' rows
 * instead deadlocks against the row locks of logins and deletions); its count then sees every
 * change committed before it. On SQLite a transaction has the one connection to itself.
 */
export async function changeUnlessLastAdmin(db: Kysely<DB>, id: number, change: (trx: Transaction<DB>) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`.execute(trx);
    // Only verified, enabled administrators can act: only they count.
    const admins = await trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .where('email_verified_at', 'is not', null)
      .execute();
    if (admins.length <= 1 && admins.some((a) => a.id === id)) return false;
    await change(trx);
    return true;
  });
}

/**
 * An accepted invitation completes an account at its address that was never verified (someone
 * began a sign-up and never proved the address; the invitation's mail proves it now): the invitee's
 * name, password and role, the address verified, earlier sessions ended. False when the account was
 * verified meanwhile.
 */
export async function completeInvited(
  trx: Transaction<DB>,
  id: number,
  v: { username: string; passwordHash: string; role: Role },
): Promise<boolean> {
  const r = await trx
    .updateTable('users')
    .set((eb) => ({
      username: v.username,
      password_hash: v.passwordHash,
      role: v.role,
      email_verified_at: nowIso(),
      failed_logins: 0,
      locked_until: null,
      session_version: eb('session_version', '+', 1),
    }))
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await signups.discardIn(trx, id);
  return true;
}

export async function setRole(db: Kysely<DB>, id: number, role: Role): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute();
}

/**
 * One page of accounts, newest first, whose name or e-mail contains `q` (any case); a page past the
 * end is the last page.
 */
export async function search(db: Kysely<DB>, q: string, page: number, perPage: number) {
  let base = db.selectFrom('users');
  if (q) {
    const p = likePattern(q);
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(${sql.ref('username')})`, 'like', sql<string>`${p} escape '\\'`),
        eb(sql<string>`lower(${sql.ref('email')})`, 'like', sql<string>`${p} escape '\\'`),
      ]),
    );
  }
  const total = Number((await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  const pages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(page, pages);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((current - 1) * perPage)
    .execute();
  return { rows, total, page: current, pages };
}

/** Administrators who can still log in: the last one may not be demoted, disabled or deleted. */

export async function setDisabled(db: Kysely<DB>, id: number, disabled: boolean): Promise<void> {
  await db.updateTable('users').set({ disabled_at: disabled ? nowIso() : null }).where('id', '=', id).execute();
}

/**
 * Deletes member accounts whose address was never verified and that were created before
 * `beforeIso`, with their one-time codes; returns how many. Admins are never removed this way,
 * verified or not: that is a decision for a person. An account is deleted only while it is still
 * unverified, so an address verified a moment before keeps its account, and a second instance
 * running the same purge finds nothing left to do.
 */
export async function deleteUnverifiedOlderThan(db: Kysely<DB>, beforeIso: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const stale = trx
      .selectFrom('users')
      .select('id')
      .where('email_verified_at', 'is', null)
      .where('role', '=', 'user')
      .where('created_at', '<', beforeIso);
    await trx.deleteFrom('email_codes').where('user_id', 'in', stale).execute();
    // An unverified account cannot log in, so it owns no review; should one exist, it stays, unlinked.
    await trx.updateTable('reviews').set({ user_id: null }).where('user_id', 'in', stale).execute();
    const u = await trx
      .deleteFrom('users')
      .where('email_verified_at', 'is', null)
      .where('role', '=', 'user')
      .where('created_at', '<', beforeIso)
      .executeTakeFirst();
    return Number(u.numDeletedRows);
  });
}
