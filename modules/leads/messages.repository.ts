import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { nowIso } from '../../server/db/database';

/** The messages a member sent while logged in (their data export), oldest first. */
export function listByUser(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'subject', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Newest first. */
export function list(db: Kysely<DB>) {
  return db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1000).execute();
}

export function findById(db: Kysely<DB>, id: number) {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setRead(db: Kysely<DB>, id: number, read: boolean): Promise<void> {
  await db.updateTable('contact_messages').set({ read_at: read ? nowIso() : null }).where('id', '=', id).execute();
}

export async function remove(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('contact_messages').where('id', '=', id).execute();
}

/** Deletes the messages received before `beforeIso` (the retention period); returns how many. */
export async function deleteOlderThan(db: Kysely<DB>, beforeIso: string): Promise<number> {
  const r = await db.deleteFrom('contact_messages').where('created_at', '<', beforeIso).executeTakeFirst();
  return Number(r.numDeletedRows);
}
