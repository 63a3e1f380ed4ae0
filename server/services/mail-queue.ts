import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { claimMail, dueMailIds, settleMail, type MailSettle, type MailTable } from '../db/repositories/mail-queue';

/**
 * The one claim-and-retry mechanism of every stored mail: the notices to the contact inbox, the
 * replies to leads and the mails to administrators (./notices.ts), and the customer's invoice and
 * receipt mails (modules/invoices/invoice-mail.service.ts). Each row keeps `mailed_at`,
 * `mail_error`, `mail_attempts` and `mail_next_at`; a row is due while it is not mailed and its
 * `mail_next_at` has come.
 *
 * A send is preceded by a CLAIM, one conditional UPDATE that counts the attempt and moves
 * `mail_next_at` forward by a lease, only while the row is still due. Only one instance's UPDATE
 * can match (PostgreSQL re-checks the condition after the row lock, SQLite has one writer), so two
 * instances never send the same mail at once. If an instance dies during a send, the lease runs out
 * and a later run sends the mail again: at least once, never twice at the same time. A failed send
 * is due again after the next wait of MAIL_RETRY_DELAYS; after the last one it is given up, logged,
 * and the row keeps the error for the admin area. The statements are in
 * server/db/repositories/mail-queue.ts.
 */

/** How long a claimed send may take before another instance may try again (SMTP timeouts are 10 s each). */
export const MAIL_LEASE_MS = 5 * 60_000;
/** How many due mails of one table a run sends at most (the next run takes the rest). */
export const MAIL_BATCH = 20;

/** Default timing of the retry jobs: first run 15 s after start, then every 30 s (the shortest default wait is 1 min). */
export const MAIL_RETRY_FIRST_DELAY_MS = 15_000;
export const MAIL_RETRY_EVERY_MS = 30_000;

export type { MailTable };

export type MailOutcome = 'sent' | 'failed' | 'gave-up' | 'skipped' | 'not-due';

export interface MailLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface QueuedSend {
  table: MailTable;
  id: number;
  /** What the log calls it ("notice mail", "invoice mail") and the fields that name the row. */
  label: string;
  logFields: object;
  /** Where the row stays for staff once given up, for the log ("the record is kept in the admin area"). */
  keptWhere: string;
  /**
   * Sends the claimed mail, built from the row as stored now. Answers the reason when there is
   * nothing to send any more (the row was handled meanwhile); throws when the send failed.
   */
  send: () => Promise<{ skipped: string } | void>;
}

export interface QueueDeps {
  db: Kysely<DB>;
  log: MailLog;
  retryDelaysMs: readonly number[];
}

/** Claims and sends one row's mail if it is due; never throws (the outcome is kept on the row). */
export async function deliverQueued(deps: QueueDeps, q: QueuedSend, now = new Date()): Promise<MailOutcome> {
  const { db, log, retryDelaysMs } = deps;
  const settle = (set: MailSettle) => settleMail(db, q.table, q.id, set);
  let attempt: number | null;
  try {
    attempt = await claimMail(db, q.table, q.id, now.toISOString(), new Date(now.getTime() + MAIL_LEASE_MS).toISOString());
  } catch (err) {
    log.error({ err: { message: (err as Error).message }, ...q.logFields }, `${q.label}: claim failed`);
    return 'failed';
  }
  if (attempt === null) return 'not-due';
  try {
    const skipped = await q.send();
    if (skipped) {
      await settle({ mail_next_at: null, mail_error: skipped.skipped });
      return 'skipped';
    }
    await settle({ mailed_at: new Date().toISOString(), mail_error: null, mail_next_at: null });
    if (attempt > 1) log.info({ ...q.logFields, attempt }, `${q.label} sent on a retry`);
    return 'sent';
  } catch (err) {
    const message = (err as Error).message.slice(0, 400);
    if (attempt > retryDelaysMs.length) {
      await settle({ mail_error: `${message} (gave up after ${attempt} attempts)`, mail_next_at: null }).catch(() => undefined);
      log.error({ err: { message }, ...q.logFields, attempts: attempt }, `${q.label}: gave up; ${q.keptWhere}`);
      return 'gave-up';
    }
    const next = new Date(now.getTime() + retryDelaysMs[attempt - 1]).toISOString();
    await settle({ mail_error: message, mail_next_at: next }).catch(() => undefined);
    log.warn({ err: { message }, ...q.logFields, attempt, nextAttemptAt: next }, `${q.label} failed; it will be tried again`);
    return 'failed';
  }
}

/** Delivers the due rows of one table with `deliver`; answers how many were tried (not those another run had claimed). */
export async function deliverDueOf(db: Kysely<DB>, table: MailTable, now: Date, deliver: (id: number) => Promise<MailOutcome>): Promise<number> {
  let tried = 0;
  for (const id of await dueMailIds(db, table, now.toISOString(), MAIL_BATCH)) {
    if ((await deliver(id)) !== 'not-due') tried++;
  }
  return tried;
}
