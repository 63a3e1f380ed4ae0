import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../server/db/schema';
import { isPostgres, nowIso } from '../../server/db/database';
import type { GalleryTable } from './gallery.table';

/**
 * Every query of the gallery's table. Where a new photo goes, and what a new order does with
 * pictures it does not name, are rules of their handlers (./photo-upload.server.ts,
 * ./gallery.server.ts); here are the reads and writes they run, the changes of the order inside
 * one lock (inOrderLock).
 */

/** A gallery picture as the API and the pages read it (`decorative` as a boolean). */
function toImage(row: Selectable<GalleryTable>) {
  // The upload batch only places a new picture: it is not part of the picture.
  const { upload_batch: _batch, upload_place: _place, ...image } = row;
  return { ...image, decorative: row.decorative === 1 };
}

/** In the admin's order (position), the newest first among equals. */
export async function list(db: Kysely<DB>) {
  const rows = await db.selectFrom('gallery_images').selectAll().orderBy('position', 'asc').orderBy('id', 'desc').execute();
  return rows.map(toImage);
}

export async function findById(db: Kysely<DB>, id: number) {
  const row = await db.selectFrom('gallery_images').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toImage(row);
}

/** The advisory lock key of every change of the gallery's order (any fixed number; "gall"). */
const GALLERY_ORDER_LOCK = 0x67616c6c;

/**
 * Runs `change` as the only change of the gallery's order at that moment. On PostgreSQL each such
 * transaction first takes one transaction-scoped advisory lock, so it reads the positions every
 * earlier one committed; on SQLite a transaction has the one connection to itself.
 */
export function inOrderLock<T>(db: Kysely<DB>, change: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${GALLERY_ORDER_LOCK})`.execute(trx);
    return change(trx);
  });
}

/** The photos chosen together in the admin's upload form, and this one's place among them. */
export interface UploadBatch {
  batch: string;
  place: number;
}

/** The stored photos of an upload batch: their positions and places in the batch. */
export async function batchMates(trx: Transaction<DB>, batch: string): Promise<{ position: number; place: number }[]> {
  const rows = await trx.selectFrom('gallery_images').select(['position', 'upload_place']).where('upload_batch', '=', batch).execute();
  return rows.map((r) => ({ position: r.position, place: Number(r.upload_place) }));
}

/** The position of the first picture; null when the gallery is empty. */
export async function firstPosition(trx: Transaction<DB>): Promise<number | null> {
  const first = await trx.selectFrom('gallery_images').select((eb) => eb.fn.min('position').as('p')).executeTakeFirst();
  return first?.p == null ? null : Number(first.p);
}

/** Moves every picture at `position` or after down one place. */
export async function makeRoomAt(trx: Transaction<DB>, position: number): Promise<void> {
  await trx.updateTable('gallery_images').set((eb) => ({ position: eb('position', '+', 1) })).where('position', '>=', position).execute();
}

export interface NewImage {
  title: string;
  alt: string;
  decorative?: boolean;
  image_url: string;
  srcset: string;
  width: number;
  height: number;
}

export async function insert(trx: Transaction<DB>, v: NewImage, position: number, batch?: UploadBatch): Promise<number> {
  const r = await trx
    .insertInto('gallery_images')
    .values({
      ...v,
      decorative: v.decorative ? 1 : 0,
      position,
      created_at: nowIso(),
      upload_batch: batch?.batch ?? null,
      upload_place: batch?.place ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function update(db: Kysely<DB>, id: number, v: { title?: string; alt?: string; decorative?: boolean }): Promise<void> {
  const set = { title: v.title, alt: v.alt, decorative: v.decorative === undefined ? undefined : v.decorative ? 1 : 0 };
  if (Object.values(set).every((x) => x === undefined)) return;
  await db.updateTable('gallery_images').set(set).where('id', '=', id).execute();
}

/** Every picture's id, in the gallery's order. */
export async function idsInOrder(trx: Transaction<DB>): Promise<number[]> {
  const rows = await trx.selectFrom('gallery_images').select('id').orderBy('position', 'asc').orderBy('id', 'desc').execute();
  return rows.map((r) => r.id);
}

/** Numbers the pictures of `ids` 0, 1, … in that order. */
export async function setOrder(trx: Transaction<DB>, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await trx.updateTable('gallery_images').set({ position }).where('id', '=', id).execute();
  }
}

export async function remove(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('gallery_images').where('id', '=', id).execute();
}
