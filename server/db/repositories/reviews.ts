import type { Kysely, Selectable } from 'kysely';
import type { DB, ReviewStatus, ReviewsTable, SpamCheck } from '../schema';
import { nowIso } from '../database';

export type ReviewRow = Selectable<ReviewsTable>;

/** Newest first. */
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
  v: { username: string; rating: number; review_text: string; image_path: string; image_srcset: string; user_id?: number | null; spam_check?: SpamCheck },
): Promise<number> {
  const now = nowIso();
  const r = await db
    .insertInto('reviews')
    // The "new review" notice to the contact inbox is due at once (server/services/notices.ts),
    // unless no captcha checked the form: it is then held for review without a notice.
    .values({ ...v, user_id: v.user_id ?? null, spam_check: v.spam_check ?? 'captcha', status: 'pending', created_at: now, updated_at: now, mail_next_at: v.spam_check === 'form' ? null : now })
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
