import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/**
 * What is counted per e-mail address, one row per address digest (`addressKey`), so every instance
 * counts alike and parallel requests cannot pass a limit:
 * - the login lock of an address without an account, the same steps as an account's own: its
 *   queries are beside the account's, in modules/accounts/login-lock.repository.ts;
 * - the resend cooldown of sign-up codes, for every address alike (`claimCodeSend`).
 * The purge forgets idle rows (`deleteIdle`).
 */

const nowIso = () => new Date().toISOString();

/** The row key of an address: its SHA-256, so the table holds no address in clear. */
export const addressKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The address's row, made on its first use (the login lock's claim makes it the same way). */
async function ensureRow(db: Kysely<DB>, key: string, now: string) {
  await db
    .insertInto('address_guards')
    .values({ key, failed_logins: 0, locked_until: null, code_sent_at: null, touched_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * Takes the address's code cooldown: ok when no code was asked for in the last `cooldownMs`, and
 * then the cooldown starts again (one winner among parallel requests). With `force` the cooldown
 * starts again either way (a sign-up); `ok` still says whether it had ended.
 */
export async function claimCodeSend(
  db: Kysely<DB>,
  key: string,
  cooldownMs: number,
  force = false,
): Promise<{ ok: true } | { ok: false; waitMs: number }> {
  const now = nowIso();
  const since = new Date(Date.now() - cooldownMs).toISOString();
  await ensureRow(db, key, now);
  const won = await db
    .updateTable('address_guards')
    .set({ code_sent_at: now, touched_at: now })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('code_sent_at', 'is', null), eb('code_sent_at', '<=', since)]))
    .returning('key')
    .executeTakeFirst();
  if (won) return { ok: true };
  const row = await db.selectFrom('address_guards').select('code_sent_at').where('key', '=', key).executeTakeFirst();
  if (force) await db.updateTable('address_guards').set({ code_sent_at: now, touched_at: now }).where('key', '=', key).execute();
  const sent = row?.code_sent_at ? Date.parse(row.code_sent_at) : 0;
  return { ok: false, waitMs: Math.max(1000, sent + cooldownMs - Date.now()) };
}

/** Forgets addresses untouched since `beforeIso` whose lock (if any) has ended by then. */
export async function deleteIdle(db: Kysely<DB>, beforeIso: string): Promise<number> {
  const r = await db
    .deleteFrom('address_guards')
    .where('touched_at', '<', beforeIso)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', beforeIso)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
