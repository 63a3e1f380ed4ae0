import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** Records a captcha payload as spent; false when it was spent before. Old rows are swept on the way. */
export async function claim(db: Kysely<DB>, id: string, expiresAt: Date): Promise<boolean> {
  const now = new Date().toISOString();
  await db.deleteFrom('captcha_uses').where('expires_at', '<', now).execute();
  const r = await db
    .insertInto('captcha_uses')
    .values({ id, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}
