import type { Kysely } from 'kysely';
import type { CodePurpose, DB } from '../schema';
import { nowIso } from '../database';

/**
 * One-time codes. Each purpose (sign-up verification, password reset, change of e-mail) has at
 * most one live code per user: issuing a new one voids the earlier unused codes of that purpose.
 */
export async function replace(
  db: Kysely<DB>,
  userId: number,
  codeHash: string,
  ttlMinutes: number,
  purpose: CodePurpose = 'verify',
  newEmail: string | null = null,
): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_codes')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_codes')
      .values({
        user_id: userId,
        code_hash: codeHash,
        expires_at: new Date(Date.now() + ttlMinutes * 60_000).toISOString(),
        used_at: null,
        created_at: now,
        purpose,
        new_email: newEmail,
      })
      .execute();
  });
}

export function latest(db: Kysely<DB>, userId: number, purpose: CodePurpose = 'verify') {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many codes of this purpose were issued to the user since `sinceIso` (a per-account limit). */
export async function countSince(db: Kysely<DB>, userId: number, purpose: CodePurpose, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('email_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Voids every live code of the user of one purpose (a password set by other means, an account disabled). */
export async function voidAll(db: Kysely<DB>, userId: number, purpose?: CodePurpose): Promise<void> {
  let q = db.updateTable('email_codes').set({ used_at: nowIso() }).where('user_id', '=', userId).where('used_at', 'is', null);
  if (purpose) q = q.where('purpose', '=', purpose);
  await q.execute();
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
