import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { nowIso } from '../database';

/** Makes `codeHash` the user's only live code: earlier unused codes are voided. */
export async function replace(db: Kysely<DB>, userId: number, codeHash: string, ttlMinutes: number): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('email_codes').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await trx
      .insertInto('email_codes')
      .values({
        user_id: userId,
        code_hash: codeHash,
        expires_at: new Date(Date.now() + ttlMinutes * 60_000).toISOString(),
        used_at: null,
        created_at: now,
      })
      .execute();
  });
}

export function latest(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countAttempt(db: Kysely<DB>, id: number): Promise<number> {
  await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
  const row = await db.selectFrom('email_codes').select('attempts').where('id', '=', id).executeTakeFirstOrThrow();
  return row.attempts;
}

export async function markUsed(db: Kysely<DB>, id: number): Promise<boolean> {
  const r = await db
    .updateTable('email_codes')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
