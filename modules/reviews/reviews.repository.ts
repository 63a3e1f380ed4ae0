import type { Kysely, Selectable } from 'kysely';
import type { DB, SpamCheck } from '../../server/db/schema';
import { nowIso } from '../../server/db/database';
import type { ReviewStatus, ReviewsTable } from './reviews.table';

export type ReviewRow = Selectable<ReviewsTable>;

/** The reviews of one status, newest first. */
export function listByStatus(db: Kysely<DB>, status: ReviewStatus, limit = 500) {
  return db
    .selectFrom('reviews')
    .selectAll()
    .where('status', '=', status)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findById(db: Kysely<DB>, id: number) {
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function create(
  db: Kysely<DB>,
  v: { username: string; rating: number; review_text: string; image_path: string; image_srcset: string; user_id: number | null; spam_check: SpamCheck; noticeDue: boolean },
): Promise<number> {
  const now = nowIso();
  const { noticeDue, ...row } = v;
  const r = await db
    .insertInto('reviews')
    .values({ ...row, status: 'pending', created_at: now, updated_at: now, mail_next_at: noticeDue ? now : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Moves a review only if it is still in `from`: a concurrent change makes this a no-op (false). */
export async function transition(db: Kysely<DB>, id: number, from: ReviewStatus, to: ReviewStatus): Promise<boolean> {
  const r = await db
    .updateTable('reviews')
    .set({ status: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function remove(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('reviews').where('id', '=', id).execute();
}

/** The reviews a member wrote while logged in (their data export), oldest first. */
export function listByUser(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('reviews')
    .select(['id', 'username', 'rating', 'review_text', 'image_path', 'status', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
