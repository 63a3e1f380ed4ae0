import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import * as sessions from '../db/repositories/sessions';
import { runPeriodically, type PeriodicJob } from './periodic';

/**
 * Scheduled purge (issue 14 item 5, NDPA 2023 storage limitation): contact messages older than
 * CONTACT_RETENTION_DAYS, and accounts whose e-mail address was never verified that are older than
 * UNVERIFIED_ACCOUNT_DAYS (with their one-time codes), are deleted.
 *
 * Safe when several instances run it at once: every statement is a plain conditional DELETE/UPDATE
 * that a second run simply finds nothing left for, and an account is deleted only while it is still
 * unverified (an address verified a moment before keeps its account).
 *
 * Sign-in sessions whose token expired more than a day ago are deleted too: nothing can use them.
 */

export interface PurgeSettings {
  contactRetentionDays: number;
  unverifiedAccountDays: number;
}

export interface PurgeResult {
  messages: number;
  accounts: number;
  sessions: number;
}

const DAY_MS = 86_400_000;

export async function purgeExpired(db: Kysely<DB>, settings: PurgeSettings, now = new Date()): Promise<PurgeResult> {
  const messagesBefore = new Date(now.getTime() - settings.contactRetentionDays * DAY_MS).toISOString();
  const accountsBefore = new Date(now.getTime() - settings.unverifiedAccountDays * DAY_MS).toISOString();

  const m = await db.deleteFrom('contact_messages').where('created_at', '<', messagesBefore).executeTakeFirst();

  const accounts = await db.transaction().execute(async (trx) => {
    // Admins are never removed by the schedule, verified or not: that is a decision for a person.
    const stale = trx
      .selectFrom('users')
      .select('id')
      .where('email_verified_at', 'is', null)
      .where('role', '=', 'user')
      .where('created_at', '<', accountsBefore);
    await trx.deleteFrom('email_codes').where('user_id', 'in', stale).execute();
    // An unverified account cannot log in, so it owns no review; should one exist, it stays, unlinked.
    await trx.updateTable('reviews').set({ user_id: null }).where('user_id', 'in', stale).execute();
    const u = await trx
      .deleteFrom('users')
      .where('email_verified_at', 'is', null)
      .where('role', '=', 'user')
      .where('created_at', '<', accountsBefore)
      .executeTakeFirst();
    return Number(u.numDeletedRows);
  });

  const endedSessions = await sessions.deleteExpired(db, new Date(now.getTime() - DAY_MS).toISOString());

  return { messages: Number(m.numDeletedRows), accounts, sessions: endedSessions };
}

export interface PurgeLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Clears the timers and waits for a purge that is running. */
export type PurgeSchedule = PeriodicJob;

/** Default timing: first run shortly after start (not during it), then every six hours. */
export const PURGE_FIRST_DELAY_MS = 60_000;
export const PURGE_EVERY_MS = 6 * 3_600_000;

/**
 * Runs `purgeExpired` once `firstDelayMs` after start and then every `everyMs`. Timers are unref'd
 * (they never keep the process alive); a failure is logged and the next run tries again.
 */
export function schedulePurge(
  db: Kysely<DB>,
  settings: PurgeSettings,
  log: PurgeLogger,
  timing: { firstDelayMs?: number; everyMs?: number } = {},
): PurgeSchedule {
  return runPeriodically(
    async () => {
      const r = await purgeExpired(db, settings);
      if (r.messages || r.accounts) {
        log.info({ purgedMessages: r.messages, purgedAccounts: r.accounts }, 'old contact messages and unverified accounts purged');
      }
    },
    { firstDelayMs: timing.firstDelayMs ?? PURGE_FIRST_DELAY_MS, everyMs: timing.everyMs ?? PURGE_EVERY_MS },
    (err) => log.error({ err: { message: err.message } }, 'scheduled purge failed'),
  );
}
