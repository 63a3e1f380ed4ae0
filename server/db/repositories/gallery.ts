import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { nowIso } from '../database';

/** Newest first. */
export function list(db: Kysely<DB>) {
  return db.selectFrom('gallery_images').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findById(db: Kysely<DB>, id: number) {
  return db.selectFrom('gallery_images').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function create(
  db: Kysely<DB>,
  v: { title: string; alt: string; image_url: string; srcset: string; width: number; height: number },
): Promise<number> {
  const r = await db
    .insertInto('gallery_images')
    .values({ ...v, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function update(db: Kysely<DB>, id: number, v: { title?: string; alt?: string }): Promise<void> {
  if (v.title === undefined && v.alt === undefined) return;
  await db.updateTable('gallery_images').set(v).where('id', '=', id).execute();
}

export async function remove(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('gallery_images').where('id', '=', id).execute();
}
