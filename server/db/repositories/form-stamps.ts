import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/**
 * Claims a form stamp for one post: true the first time `key` is claimed, false ever after (on
 * every instance: the primary key decides, also between parallel posts).
 */
export async function claim(db: Kysely<DB>, key: string, nowIso: string): Promise<boolean> {
  const r = await db
    .insertInto('form_stamps')
    .values({ key, used_at: nowIso })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Forgets claims made before `beforeIso` (their stamps have expired anyway). */
export async function deleteOlderThan(db: Kysely<DB>, beforeIso: string): Promise<number> {
  const r = await db.deleteFrom('form_stamps').where('used_at', '<', beforeIso).executeTakeFirst();
  return Number(r.numDeletedRows);
}
