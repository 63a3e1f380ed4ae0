import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { CodePurpose } from './accounts.table';
import { nowIso } from '../../server/db/database';

/**
 * One-time codes. Each purpose (sign-up verification, password reset, change of e-mail) has at
 * most one live code per user: issuing a new one voids the earlier unused codes of that purpose.
 * Sign-up codes are per sign-up instead (`signupId`, see ./signups.repository.ts): a new code voids
 * the earlier ones of the same sign-up only.
 */
export async function replace(
  db: Kysely<DB>,
  userId: number,
  codeHash: string,
  ttlMinutes: number,
  purpose: CodePurpose = 'verify',
  newEmail: string | null = null,
): Promise<void> {
  await db.transaction().execute((trx) => insertReplacing(trx, userId, codeHash, ttlMinutes, purpose, newEmail));
}

async function insertReplacing(
  trx: Transaction<DB>,
  userId: number,
  codeHash: string,
  ttlMinutes: number,
  purpose: CodePurpose,
  newEmail: string | null,
  signupId: number | null = null,
): Promise<void> {
  const now = nowIso();
  let voided = trx
    .updateTable('email_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null);
  if (signupId !== null) voided = voided.where('signup_id', '=', signupId);
  await voided.execute();
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
      signup_id: signupId,
    })
    .execute();
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

/**
 * Claims one attempt at the code before it is compared, in one statement: the count goes up only
 * while the code is live (unused, unexpired) and under `maxAttempts`. Returns the attempts counted
 * so far, this one included, or undefined when no attempt is left. Parallel requests cannot all
 * pass a check made before their increments land: each one either gets a number or nothing.
 */
export async function claimAttempt(db: Kysely<DB>, id: number, maxAttempts: number): Promise<number | undefined> {
  const row = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/**
 * Issues a code unless the account had one too recently or too many in a window, deciding under a
 * lock on the account's row: two requests at once cannot both find "no recent code" and both issue
 * one (the count of codes is a per-account limit, so it must not be multiplied by parallel calls).
 * `cooldownMs`: no new code while the latest is younger (`cooldownIfUnused`: only while it is also
 * still unused). `perWindow`: at most `max` codes created since `sinceIso`.
 */
export async function issue(
  db: Kysely<DB>,
  v: {
    userId: number;
    purpose: CodePurpose;
    codeHash: string;
    ttlMinutes: number;
    newEmail?: string | null;
    /** A sign-up code: the sign-up it is mailed for. */
    signupId?: number;
    cooldownMs?: number;
    cooldownIfUnused?: boolean;
    perWindow?: { max: number; sinceIso: string };
  },
): Promise<{ ok: true } | { ok: false; reason: 'cooldown'; waitMs: number } | { ok: false; reason: 'limit' | 'gone' }> {
  return db.transaction().execute(async (trx) => {
    // A write to the account row takes its row lock on PostgreSQL until the transaction ends, so the
    // checks below run one request at a time per account; SQLite runs one transaction at a time anyway.
    await trx.updateTable('users').set((eb) => ({ session_version: eb.ref('session_version') })).where('id', '=', v.userId).execute();
    // A verification that won meanwhile discarded the sign-up (it writes the same row first).
    if (v.signupId !== undefined && !(await trx.selectFrom('account_signups').select('id').where('id', '=', v.signupId).executeTakeFirst())) {
      return { ok: false as const, reason: 'gone' as const };
    }
    const last = await trx
      .selectFrom('email_codes')
      .select(['created_at', 'used_at'])
      .where('user_id', '=', v.userId)
      .where('purpose', '=', v.purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && v.cooldownMs && !(v.cooldownIfUnused && last.used_at)) {
      const waitMs = v.cooldownMs - (Date.now() - Date.parse(last.created_at));
      if (waitMs > 0) return { ok: false as const, reason: 'cooldown' as const, waitMs };
    }
    if (v.perWindow) {
      const row = await trx
        .selectFrom('email_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', v.userId)
        .where('purpose', '=', v.purpose)
        .where('created_at', '>=', v.perWindow.sinceIso)
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= v.perWindow.max) return { ok: false as const, reason: 'limit' as const };
    }
    await insertReplacing(trx, v.userId, v.codeHash, v.ttlMinutes, v.purpose, v.newEmail ?? null, v.signupId ?? null);
    return { ok: true as const };
  });
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
