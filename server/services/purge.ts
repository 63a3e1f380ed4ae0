import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { deleteMessagesOlderThan } from '../../modules/leads/index.server';
import { sessions, users } from '../../modules/accounts/index.server';
import * as formStamps from '../db/repositories/form-stamps';
import * as addressGuards from '../db/repositories/address-guards';
import * as auditLog from '../db/repositories/audit-log';
import { MAX_AGE_MS } from './form-guard';
import { runPeriodically, type PeriodicJob } from './periodic';

/**
 * Scheduled purge (storage limitation, as the Nigeria Data Protection Act 2023 asks): contact messages older than
 * CONTACT_RETENTION_DAYS, and accounts whose e-mail address was never verified that are older than
 * UNVERIFIED_ACCOUNT_DAYS (with their one-time codes), are deleted.
 *
 * Safe when several instances run it at once: every statement is a plain conditional DELETE/UPDATE
 * that a second run simply finds nothing left for, and an account is deleted only while it is still
 * unverified (an address verified a moment before keeps its account).
 *
 * Sign-in sessions whose token expired more than a day ago are deleted too: nothing can use them;
 * so are the claims of form stamps that have expired, and the security log's entries that anyone
 * can cause (failed sign-ins, locks, refused calls) after SECURITY_LOG_FAILURE_DAYS, and the login
 * counts of addresses without an account once untouched for ADDRESS_LOCK_IDLE_DAYS.
 */

export interface PurgeSettings {
  contactRetentionDays: number;
  unverifiedAccountDays: number;
  /** Failed sign-ins, locks and refused calls in the security log (SECURITY_LOG_FAILURE_DAYS). */
  securityLogFailureDays?: number;
}

export interface PurgeResult {
  messages: number;
  accounts: number;
  sessions: number;
}

const DAY_MS = 86_400_000;
/**
 * How long the failed-login count of an address without an account is kept after its last try. An
 * account's own count has no end, so this is long: telling the two apart this way takes a month's wait.
 */
export const ADDRESS_LOCK_IDLE_DAYS = 30;

export async function purgeExpired(db: Kysely<DB>, settings: PurgeSettings, now = new Date()): Promise<PurgeResult> {
  const messagesBefore = new Date(now.getTime() - settings.contactRetentionDays * DAY_MS).toISOString();
  const accountsBefore = new Date(now.getTime() - settings.unverifiedAccountDays * DAY_MS).toISOString();

  const purgedMessages = await deleteMessagesOlderThan(db, messagesBefore);
  const accounts = await users.deleteUnverifiedOlderThan(db, accountsBefore);

  const endedSessions = await sessions.deleteExpired(db, new Date(now.getTime() - DAY_MS).toISOString());
  // A used stamp is remembered only while it could still be posted.
  await formStamps.deleteOlderThan(db, new Date(now.getTime() - MAX_AGE_MS - DAY_MS).toISOString());
  await addressGuards.deleteIdle(db, new Date(now.getTime() - ADDRESS_LOCK_IDLE_DAYS * DAY_MS).toISOString());
  await auditLog.deleteFailuresOlderThan(db, new Date(now.getTime() - (settings.securityLogFailureDays ?? 90) * DAY_MS).toISOString());

  return { messages: purgedMessages, accounts, sessions: endedSessions };
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
