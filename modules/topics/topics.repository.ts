import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { nowIso } from '../../server/db/database';

export function list(db: Kysely<DB>) {
  return db.selectFrom('topics').select(['id', 'title', 'category']).orderBy('title').orderBy('id').execute();
}

export async function create(db: Kysely<DB>, title: string, category: string | null = null): Promise<number> {
  const now = nowIso();
  const r = await db.insertInto('topics').values({ title, category, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** A category left out (undefined) stays as it is; null clears it. */
export async function update(db: Kysely<DB>, id: number, title: string, category?: string | null): Promise<boolean> {
  const r = await db
    .updateTable('topics')
    .set({ title, ...(category === undefined ? {} : { category }), updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function remove(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db.deleteFrom('topics').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export function findByTitle(db: Kysely<DB>, title: string) {
  return db.selectFrom('topics').select('id').where('title', '=', title).executeTakeFirst();
}

export function findById(db: Kysely<DB>, id: number) {
  return db.selectFrom('topics').selectAll().where('id', '=', id).executeTakeFirst();
}
