import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/**
 * The statements of the AVIF copies' job table, `image_avif_jobs` (server/services/images/avif-jobs.ts
 * says how the worker uses them): a job per stored WebP variant, taken under a lease, deleted once
 * its copy is stored.
 */

/** Records a job for each key not recorded yet; answers how many were new. */
export async function add(db: Kysely<DB>, keys: string[], createdAt: string): Promise<number> {
  const r = await db
    .insertInto('image_avif_jobs')
    .values(keys.map((key) => ({ key, created_at: createdAt })))
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0);
}

/** The oldest job nobody holds at `nowIso` (not given up), or undefined. */
export function oldestFree(db: Kysely<DB>, nowIso: string) {
  return db
    .selectFrom('image_avif_jobs')
    .select(['key', 'attempts'])
    .where('failed', '=', 0)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
    .orderBy('created_at')
    .orderBy('key')
    .limit(1)
    .executeTakeFirst();
}

/** Takes the job while it still has `attempts` (the row's version); true when this caller took it. */
export async function take(db: Kysely<DB>, key: string, attempts: number, leaseUntilIso: string): Promise<boolean> {
  const r = await db
    .updateTable('image_avif_jobs')
    .set({ attempts: attempts + 1, lease_until: leaseUntilIso })
    .where('key', '=', key)
    .where('attempts', '=', attempts)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Lets the job go after a failed encode: free for another try, or given up. */
export async function release(db: Kysely<DB>, key: string, givenUp: boolean): Promise<void> {
  await db.updateTable('image_avif_jobs').set({ lease_until: null, failed: givenUp ? 1 : 0 }).where('key', '=', key).execute();
}

export async function remove(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('image_avif_jobs').where('key', '=', key).execute();
}
