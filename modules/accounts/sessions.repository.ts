import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';

/** Sign-in sessions (docs/decisions/0013-sessions-and-passwords.md). Times are ISO strings. */

export async function create(db: Kysely<DB>, s: { id: string; userId: number; now: string; expiresAt: string }): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: s.id, user_id: s.userId, created_at: s.now, last_seen_at: s.now, expires_at: s.expiresAt, ended_at: null })
    .execute();
}

export function find(db: Kysely<DB>, id: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records activity; a session that has ended meanwhile stays ended. */
export async function touch(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).where('ended_at', 'is', null).execute();
}

/** Ends one session (logout, or found idle). True when it was still running. */
export async function end(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const r = await db.updateTable('sessions').set({ ended_at: now }).where('id', '=', id).where('ended_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Ends every running session of an account ("log out everywhere", new password, disabling). */
export async function endAllOf(db: Kysely<DB>, userId: number, now: string, except?: string): Promise<void> {
  let q = db.updateTable('sessions').set({ ended_at: now }).where('user_id', '=', userId).where('ended_at', 'is', null);
  if (except) q = q.where('id', '!=', except);
  await q.execute();
}

/** Deletes sessions whose token expired before `before`; their rows are of no use any more. */
export async function deleteExpired(db: Kysely<DB>, before: string): Promise<number> {
  const r = await db.deleteFrom('sessions').where('expires_at', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}
