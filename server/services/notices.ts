import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowIso } from '../db/database';
import * as noticeRows from '../db/repositories/notices';
import type { NoticeKind } from '../db/repositories/notices';
import type { Mailer, MailMessage } from './mail';
import type { SiteContent } from '../../modules/site-content/index.server';
import { contactMail, reviewMail } from './mail-templates';
import { quoteItemWords } from '../../modules/leads/quote.words';
import { displayNigerianPhone, REPLY_CHANNEL_WORDS } from '../../modules/leads/leads.words';
import { runPeriodically, type PeriodicJob } from './periodic';
import { replyMail } from '../../modules/leads/index.server';
import { enquiryInbox, NO_INBOX, type InboxConfig } from '../../modules/staff/index.server';

/**
 * The notices to the contact inbox: "new contact message" and "new review to
 * approve"; and the replies staff write to a lead, which go out the same way. The row is stored first with its notice due at once (`mail_next_at`); the request then
 * tries the send in the background, and a scheduled job tries again what failed, with backoff
 * (MAIL_RETRY_DELAYS, default 1 min, 5 min, 30 min, 2 h, 6 h; then it gives up and logs it).
 *
 * Several instances: a send is preceded by a CLAIM, one conditional UPDATE that increments
 * `mail_attempts` and moves `mail_next_at` forward by a lease, only while the notice is still due
 * (`mail_next_at <= now`, not yet mailed). Only one instance's UPDATE can match (PostgreSQL
 * re-checks the condition after the row lock, SQLite has one writer), so two instances never send
 * the same notice at once. If an instance dies during a send, the lease runs out and the job sends
 * the notice again: at least once, never twice at the same time.
 *
 * The mail is built from the stored row at send time (recipient and Reply-To: where enquiries are
 * sent, modules/staff/enquiry-inbox.service.ts; never the published company e-mail, which staff may edit).
 * A notice whose row an admin has handled meanwhile (message read, review approved or rejected) is
 * not sent any more. The mails to administrators (admin_notices) are stored whole and go as stored.
 */

export type { NoticeKind };

/** How long a claimed send may take before another instance may try again (SMTP timeouts are 10 s each). */
export const NOTICE_LEASE_MS = 5 * 60_000;
/** How many due notices one run of the job sends at most (the next run takes the rest). */
const BATCH = 20;

export interface NoticeLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface NoticeDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  siteContent: Pick<SiteContent, 'company'>;
  log: NoticeLogger;
  config: InboxConfig & { publicUrl: string; mailRetryDelaysMs: readonly number[] };
}

export type NoticeOutcome = 'sent' | 'failed' | 'gave-up' | 'skipped' | 'not-due';

export interface Notices {
  /**
   * Claims and sends one mail if it is due: a notice to the inbox, or a reply written in the admin
   * area to a lead (docs/decisions/0024-leads.md). Never throws (the outcome is kept on the row).
   */
  deliver(kind: NoticeKind, id: number, now?: Date): Promise<NoticeOutcome>;
  /** Sends the notices and replies that are due (first sends left over and retries). Returns how many were tried. */
  deliverDue(now?: Date): Promise<number>;
}

const iso = (d: Date) => d.toISOString();

type Claimed = NonNullable<Awaited<ReturnType<typeof noticeRows.claim>>>;
type Company = Awaited<ReturnType<SiteContent['company']>>;

export function createNotices(deps: NoticeDeps): Notices {
  const { db, log, config } = deps;
  const maxAttempts = 1 + config.mailRetryDelaysMs.length;

  /** The mail a claimed row sends, built from the row as stored now; null when an admin has handled it meanwhile. */
  function compose(claimed: Claimed, site: Company, inbox: string | null): MailMessage | null {
    if (claimed.kind === 'admin') {
      const { to_email, subject, text, html } = claimed.row;
      return { to: to_email, subject, text, html };
    }
    // A reply written to a lead: its mail is the leads module's (modules/leads/reply-mail.server.ts).
    if (claimed.kind === 'reply') return replyMail(claimed.event, claimed.lead, site, inbox);
    // A notice an admin has handled is skipped even while no inbox is known; an unhandled one fails and is retried.
    const to = () => {
      if (!inbox) throw new Error(NO_INBOX);
      return inbox;
    };
    if (claimed.kind === 'review') {
      const row = claimed.row;
      if (row.status !== 'pending') return null;
      const mail = reviewMail({
        siteName: site.name,
        name: row.username,
        rating: row.rating,
        text: row.review_text,
        receivedAt: row.created_at,
        adminUrl: `${config.publicUrl}/admin?section=reviews`,
      });
      return { to: to(), ...mail };
    }
    const row = claimed.row;
    if (row.read_at !== null) return null;
    const mail = contactMail({
      siteName: site.name,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      receivedAt: row.created_at,
      adminUrl: `${config.publicUrl}/admin?section=leads&lead=${row.id}`,
      phone: row.phone ? displayNigerianPhone(row.phone) : null,
      replyVia: REPLY_CHANNEL_WORDS[row.reply_via],
      details:
        row.kind === 'topic'
          ? [
              ['Topic', row.topic ?? ''],
              ['Level', row.level ?? ''],
              ['Department', row.department ?? ''],
              ...(row.deadline ? [['Deadline', row.deadline] as [string, string]] : []),
            ]
          : aboutDetail(row),
    });
    return { to: to(), ...mail };
  }

  async function deliver(kind: NoticeKind, id: number, now = new Date()): Promise<NoticeOutcome> {
    const settle = (set: Parameters<typeof noticeRows.settle>[3]) => noticeRows.settle(db, kind, id, set);
    let claimed: Awaited<ReturnType<typeof noticeRows.claim>>;
    try {
      claimed = await noticeRows.claim(db, kind, id, iso(now), iso(new Date(now.getTime() + NOTICE_LEASE_MS)));
    } catch (err) {
      log.error({ err: { message: (err as Error).message }, notice: kind, id }, 'notice mail: claim failed');
      return 'failed';
    }
    if (!claimed) return 'not-due';
    const attempt = claimed.kind === 'reply' ? claimed.event.mail_attempts : claimed.row.mail_attempts;
    try {
      const inbox = claimed.kind === 'admin' ? null : (await enquiryInbox(db, config)).address;
      const mail = compose(claimed, await deps.siteContent.company(), inbox);
      // Handled by an admin since: the notice has nothing left to say.
      if (!mail) {
        await settle({ mail_next_at: null, mail_error: 'Not sent: an admin had already handled it.' });
        return 'skipped';
      }
      await deps.mailer.send(mail);
      await settle({ mailed_at: nowIso(), mail_error: null, mail_next_at: null });
      if (attempt > 1) log.info({ notice: kind, id, attempt }, 'notice mail sent on a retry');
      return 'sent';
    } catch (err) {
      const message = (err as Error).message.slice(0, 400);
      if (attempt >= maxAttempts) {
        await settle({ mail_error: `${message} (gave up after ${attempt} attempts)`, mail_next_at: null }).catch(() => undefined);
        log.error({ err: { message }, notice: kind, id, attempts: attempt }, 'notice mail: gave up; the record is kept in the admin area');
        return 'gave-up';
      }
      const next = new Date(now.getTime() + config.mailRetryDelaysMs[attempt - 1]);
      await settle({ mail_error: message, mail_next_at: iso(next) }).catch(() => undefined);
      log.warn({ err: { message }, notice: kind, id, attempt, nextAttemptAt: iso(next) }, 'notice mail failed; it will be tried again');
      return 'failed';
    }
  }

  async function deliverDue(now = new Date()): Promise<number> {
    let tried = 0;
    for (const kind of ['contact', 'review', 'reply', 'admin'] as const) {
      for (const id of await noticeRows.dueIds(db, kind, iso(now), BATCH)) {
        if ((await deliver(kind, id, now)) !== 'not-due') tried++;
      }
    }
    return tried;
  }

  return { deliver, deliverDue };
}

/** Clears the timer and waits for a run in progress. */
export type NoticeSchedule = PeriodicJob;

/** Default timing: first run 15 s after start, then every 30 s (the shortest default wait is 1 min). */
export const NOTICE_FIRST_DELAY_MS = 15_000;
export const NOTICE_EVERY_MS = 30_000;

/** Runs `deliverDue` on a timer (unref'd); a failed run is logged and the next one tries again. */
export function scheduleNotices(notices: Notices, log: NoticeLogger, timing: { firstDelayMs?: number; everyMs?: number } = {}): NoticeSchedule {
  return runPeriodically(
    () => notices.deliverDue(),
    { firstDelayMs: timing.firstDelayMs ?? NOTICE_FIRST_DELAY_MS, everyMs: timing.everyMs ?? NOTICE_EVERY_MS },
    (err) => log.error({ err: { message: err.message } }, 'notice mail retry run failed'),
  );
}

/** A quote or demo request's item, for the notice: "About: Hospital Management Software (demo), from /hospital". */
function aboutDetail(row: { item_name: string | null; item_intent: string | null; item_page: string | null }): [string, string][] {
  const about = quoteItemWords(row);
  return about ? [['About', about]] : [];
}
