import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { nowIso } from '../../server/db/database';

/**
 * Site-content documents and their revisions (docs/decisions/0007-site-content.md). Values are
 * JSON text here; parsing and validation are the services' (./documents.service.ts for the editor,
 * ./site-content.service.ts for the pages).
 */

export interface Editor {
  id: number | null;
  username: string;
}

export function find(db: Kysely<DB>, key: string) {
  return db.selectFrom('content_documents').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function publishedValue(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('content_documents').select('published').where('key', '=', key).executeTakeFirst();
  return row?.published;
}

/**
 * When each document was last published: its key and the time (ISO), for the sitemap's lastmod;
 * and when the two lists that pages show last changed, under the keys `gallery` (the newest photo)
 * and `reviews` (the newest approved review).
 */
export async function publishedTimes(db: Kysely<DB>): Promise<{ key: string; published_at: string }[]> {
  const [documents, photo, review] = await Promise.all([
    db.selectFrom('content_documents').select(['key', 'published_at']).execute(),
    db.selectFrom('gallery_images').select((eb) => eb.fn.max('created_at').as('at')).executeTakeFirst(),
    db.selectFrom('reviews').select((eb) => eb.fn.max('updated_at').as('at')).where('status', '=', 'approved').executeTakeFirst(),
  ]);
  const iso = (at: unknown) => (at instanceof Date ? at.toISOString() : String(at));
  const lists = [
    ...(photo?.at ? [{ key: 'gallery', published_at: iso(photo.at) }] : []),
    ...(review?.at ? [{ key: 'reviews', published_at: iso(review.at) }] : []),
  ];
  return [...documents, ...lists];
}

/**
 * The first value of a document, with its first revision, unless the document exists already
 * (then nothing changes: an edit is never overwritten). Returns whether it was created. Run it in
 * the caller's transaction.
 */
export async function createIfMissing(trx: Kysely<DB>, key: string, value: string, by: Editor, note: string): Promise<boolean> {
  {
    const now = nowIso();
    const r = await trx
      .insertInto('content_documents')
      .values({ key, published: value, published_at: now, draft: null, updated_by: by.id, updated_by_name: by.username, updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .insertInto('content_revisions')
      .values({ doc_key: key, value, published_by: by.id, published_by_name: by.username, published_at: now, note })
      .execute();
    return true;
  }
}

export async function saveDraft(db: Kysely<DB>, key: string, value: string, by: Editor): Promise<string | null> {
  const now = nowIso();
  const r = await db
    .updateTable('content_documents')
    .set({ draft: value, updated_by: by.id, updated_by_name: by.username, updated_at: now })
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0 ? now : null;
}

export async function discardDraft(db: Kysely<DB>, key: string): Promise<boolean> {
  const r = await db
    .updateTable('content_documents')
    .set({ draft: null, updated_at: nowIso() })
    .where('key', '=', key)
    .where('draft', 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Makes `value` the published value and records the revision, in one transaction. With
 * `expectedDraft`, only while the draft is still exactly that text (a publish racing a save of the
 * draft publishes neither half-way); the draft is cleared. Without it (a restore), the draft stays.
 * Returns the new revision's id, or null when the document or the expected draft is gone.
 */
export async function publish(
  db: Kysely<DB>,
  key: string,
  value: string,
  by: Editor,
  opts: { expectedDraft?: string; note?: string } = {},
): Promise<{ id: number; publishedAt: string } | null> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    let q = trx
      .updateTable('content_documents')
      .set({
        published: value,
        published_at: now,
        ...(opts.expectedDraft !== undefined ? { draft: null } : {}),
        updated_by: by.id,
        updated_by_name: by.username,
        updated_at: now,
      })
      .where('key', '=', key);
    if (opts.expectedDraft !== undefined) q = q.where('draft', '=', opts.expectedDraft);
    const r = await q.executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return null;
    const rev = await trx
      .insertInto('content_revisions')
      .values({ doc_key: key, value, published_by: by.id, published_by_name: by.username, published_at: now, note: opts.note ?? '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: rev.id, publishedAt: now };
  });
}

/** Newest first, without the values. */
export function listRevisions(db: Kysely<DB>, key: string, limit = 100) {
  return db
    .selectFrom('content_revisions')
    .select(['id', 'published_by_name', 'published_at', 'note'])
    .where('doc_key', '=', key)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findRevision(db: Kysely<DB>, key: string, id: number) {
  return db.selectFrom('content_revisions').selectAll().where('doc_key', '=', key).where('id', '=', id).executeTakeFirst();
}

/** The revision published just before this one, for "Compare with previous". */
export function previousRevision(db: Kysely<DB>, key: string, id: number) {
  return db
    .selectFrom('content_revisions')
    .selectAll()
    .where('doc_key', '=', key)
    .where('id', '<', id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The keys of what was seeded once already (`seeded_content`; the lists' own are server/db/seed.ts's). */
export async function seededKeys(db: Kysely<DB>): Promise<Set<string>> {
  return new Set((await db.selectFrom('seeded_content').select('key').execute()).map((r) => r.key));
}

/** Remembers that `key` was seeded, so a restart or a second instance never seeds it again. */
export async function markSeeded(trx: Kysely<DB>, key: string): Promise<void> {
  await trx.insertInto('seeded_content').values({ key, seeded_at: nowIso() }).onConflict((oc) => oc.column('key').doNothing()).execute();
}
