import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, GalleryTable } from '../schema';
import { isPostgres, nowIso } from '../database';

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
function inOrderLock<T>(db: Kysely<DB>, change: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
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

/**
 * Where a new picture goes: first (one place before the present first), unless it belongs to a
 * batch of which some photos are stored already. Then it goes right after the stored one chosen
 * just before it, or else right before the stored one chosen just after it, so the batch ends in
 * the order it was chosen in, however its uploads finish. Returns the position and whether the
 * pictures from there on must move down one place.
 */
async function placeFor(trx: Transaction<DB>, batch: UploadBatch | undefined): Promise<{ position: number; shift: boolean }> {
  if (batch) {
    const mates = await trx
      .selectFrom('gallery_images')
      .select(['position', 'upload_place'])
      .where('upload_batch', '=', batch.batch)
      .execute();
    let before: { position: number; place: number } | null = null;
    let after: { position: number; place: number } | null = null;
    for (const m of mates) {
      const place = Number(m.upload_place);
      if (place < batch.place && (!before || place > before.place)) before = { position: m.position, place };
      if (place >= batch.place && (!after || place < after.place)) after = { position: m.position, place };
    }
    if (before) return { position: before.position + 1, shift: true };
    if (after) return { position: after.position, shift: true };
  }
  const first = await trx.selectFrom('gallery_images').select((eb) => eb.fn.min('position').as('p')).executeTakeFirst();
  return { position: Number(first?.p ?? 0) - 1, shift: false };
}

/** A new picture comes first, or takes its place in its batch (see placeFor). */
export function create(
  db: Kysely<DB>,
  v: { title: string; alt: string; decorative?: boolean; image_url: string; srcset: string; width: number; height: number },
  batch?: UploadBatch,
): Promise<number> {
  return inOrderLock(db, async (trx) => {
    const { position, shift } = await placeFor(trx, batch);
    if (shift) {
      await trx.updateTable('gallery_images').set((eb) => ({ position: eb('position', '+', 1) })).where('position', '>=', position).execute();
    }
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
  });
}

export async function update(db: Kysely<DB>, id: number, v: { title?: string; alt?: string; decorative?: boolean }): Promise<void> {
  const set = { title: v.title, alt: v.alt, decorative: v.decorative === undefined ? undefined : v.decorative ? 1 : 0 };
  if (Object.values(set).every((x) => x === undefined)) return;
  await db.updateTable('gallery_images').set(set).where('id', '=', id).execute();
}

/**
 * Puts the pictures in the order of `ids` and numbers them 0, 1, … with no gaps. The admin's list
 * may be older than the gallery: a picture it does not name (uploaded since) stays first, where a
 * new picture goes, and an id no longer there (deleted since) is passed over.
 */
export function reorder(db: Kysely<DB>, ids: number[]): Promise<void> {
  return inOrderLock(db, async (trx) => {
    const present = await trx.selectFrom('gallery_images').select('id').orderBy('position', 'asc').orderBy('id', 'desc').execute();
    const there = new Set(present.map((r) => r.id));
    const named = new Set(ids);
    const order = [...present.map((r) => r.id).filter((id) => !named.has(id)), ...ids.filter((id) => there.has(id))];
    for (const [position, id] of order.entries()) {
      await trx.updateTable('gallery_images').set({ position }).where('id', '=', id).execute();
    }
  });
}

export async function remove(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('gallery_images').where('id', '=', id).execute();
}
