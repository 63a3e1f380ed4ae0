import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { findAdminNotice } from '../db/repositories/notices';
import { deliverDueOf, deliverQueued, MAIL_LEASE_MS, MAIL_RETRY_EVERY_MS, MAIL_RETRY_FIRST_DELAY_MS, type MailLog, type MailOutcome } from './mail-queue';
import type { Mailer } from './mail';
import type { NoticeSource } from './notice-source';
import type { SiteContent } from '../../modules/site-content/index.server';
import { runPeriodically, type PeriodicJob } from './periodic';
import { LEAD_NOTICE, REPLY_NOTICE } from '../../modules/leads/index.server';
import { REVIEW_NOTICE } from '../../modules/reviews/index.server';
import { enquiryInbox, type InboxConfig } from '../../modules/staff/index.server';

/**
 * The notices to the contact inbox: "new contact message" and "new review to approve"; the
 * replies staff write to a lead, which go out the same way; and the mails to administrators. Each
 * kind is its module's (`SOURCES` below: modules/leads/lead-notice-mail.server.ts,
 * modules/reviews/review-notice-mail.server.ts); this file only claims, sends and retries. The row
 * is stored first with its notice due at once (`mail_next_at`); the request then
 * tries the send in the background, and a scheduled job tries again what failed, with backoff
 * (MAIL_RETRY_DELAYS, default 1 min, 5 min, 30 min, 2 h, 6 h; then it gives up and logs it).
 *
 * Several instances: the claim, lease and retry are those of every stored mail, in ./mail-queue.ts
 * (the invoice mails use them too), so two instances never send the same notice at once.
 *
 * The mail is built from the stored row at send time (recipient and Reply-To: where enquiries are
 * sent, modules/staff/enquiry-inbox.service.ts; never the published company e-mail, which staff may edit).
 * A notice whose row an admin has handled meanwhile (message read, review approved or rejected) is
 * not sent any more. The mails to administrators (admin_notices) are stored whole and go as stored.
 */

/** How long a claimed send may take before another instance may try again (./mail-queue.ts). */
export const NOTICE_LEASE_MS = MAIL_LEASE_MS;

export type NoticeLogger = MailLog;

export interface NoticeDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  siteContent: Pick<SiteContent, 'company'>;
  log: NoticeLogger;
  config: InboxConfig & { publicUrl: string; mailRetryDelaysMs: readonly number[] };
}

export type NoticeOutcome = MailOutcome;

export interface Notices {
  /**
   * Claims and sends one mail if it is due: a notice to the inbox, or a reply written in the admin
   * area to a lead (docs/decisions/0024-leads.md). Never throws (the outcome is kept on the row).
   */
  deliver(kind: NoticeKind, id: number, now?: Date): Promise<NoticeOutcome>;
  /** Sends the notices and replies that are due (first sends left over and retries). Returns how many were tried. */
  deliverDue(now?: Date): Promise<number>;
}

/**
 * The kinds of notice, each owned by its module (./notice-source.ts): the table, the row read at
 * send time and its mail. A mail to administrators is stored whole and goes as stored.
 */
const ADMIN_NOTICE: NoticeSource<NonNullable<Awaited<ReturnType<typeof findAdminNotice>>>> = {
  table: 'admin_notices',
  read: findAdminNotice,
  mail: (row) => ({ to: row.to_email, subject: row.subject, text: row.text, html: row.html }),
  needsInbox: false,
};
const SOURCES = { contact: LEAD_NOTICE, reply: REPLY_NOTICE, review: REVIEW_NOTICE, admin: ADMIN_NOTICE };
export type NoticeKind = keyof typeof SOURCES;
const KINDS = Object.keys(SOURCES) as NoticeKind[];

export function createNotices(deps: NoticeDeps): Notices {
  const { db, log, config } = deps;

  async function deliver(kind: NoticeKind, id: number, now = new Date()): Promise<NoticeOutcome> {
    const source: NoticeSource<unknown> = SOURCES[kind];
    const send = async () => {
      const row = await source.read(db, id);
      if (row === undefined) return { skipped: 'Not sent: the record is gone.' };
      const inbox = source.needsInbox === false ? null : (await enquiryInbox(db, config)).address;
      const mail = source.mail(row, await deps.siteContent.company(), inbox, config.publicUrl);
      // Handled by an admin since: the notice has nothing left to say.
      if (!mail) return { skipped: 'Not sent: an admin had already handled it.' };
      await deps.mailer.send(mail);
    };
    const queue = { db, log, retryDelaysMs: config.mailRetryDelaysMs };
    const what = { table: source.table, id, label: 'notice mail', logFields: { notice: kind, id }, keptWhere: 'the record is kept in the admin area', send };
    return deliverQueued(queue, what, now);
  }

  async function deliverDue(now = new Date()): Promise<number> {
    let tried = 0;
    for (const kind of KINDS) {
      tried += await deliverDueOf(db, SOURCES[kind].table, now, (id) => deliver(kind, id, now));
    }
    return tried;
  }

  return { deliver, deliverDue };
}

/** Clears the timer and waits for a run in progress. */
export type NoticeSchedule = PeriodicJob;

/** Runs `deliverDue` on a timer (unref'd; by default 15 s after start, then every 30 s); a failed run is logged and the next one tries again. */
export function scheduleNotices(notices: Notices, log: NoticeLogger, timing: { firstDelayMs?: number; everyMs?: number } = {}): NoticeSchedule {
  return runPeriodically(
    () => notices.deliverDue(),
    { firstDelayMs: timing.firstDelayMs ?? MAIL_RETRY_FIRST_DELAY_MS, everyMs: timing.everyMs ?? MAIL_RETRY_EVERY_MS },
    (err) => log.error({ err: { message: err.message } }, 'notice mail retry run failed'),
  );
}
