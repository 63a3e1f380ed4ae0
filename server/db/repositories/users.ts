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

export async function recordLoginFailure(db: Kysely<DB>, id: number, maxFailures: number, lockMinutes: number) {
  const user = await findById(db, id);
  if (!user) return;
  const failures = user.failed_logins + 1;
  const lock = failures >= maxFailures ? new Date(Date.now() + lockMinutes * 60_000).toISOString() : null;
  await db
    .updateTable('users')
    .set({ failed_logins: lock ? 0 : failures, locked_until: lock ?? user.locked_until })
    .where('id', '=', id)
    .execute();
}

export async function recordLoginSuccess(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('users').set({ failed_logins: 0, locked_until: null }).where('id', '=', id).execute();
}

export async function setRole(db: Kysely<DB>, id: number, role: Role): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute();
}
