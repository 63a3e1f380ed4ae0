import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { nowIso } from '../../server/db/database';
import { invoiceMail, receiptMail } from './invoice-mails.server';
import { runPeriodically, type PeriodicJob } from '../../server/services/periodic';
import { phoneDisplay } from '../../common/phone';
import * as invoices from './invoices.repository';
import * as mails from './invoice-mails.repository';

/**
 * The customer's mails of an invoice (its link, its receipt): stored first (./invoices.repository.ts
 * `addMail`), sent after the answer, and tried again on a timer with the waits of
 * MAIL_RETRY_DELAYS, as the other notices are (server/services/notices.ts).
 *
 * The invoice's link carries a token that exists only in the mail: each send makes a new one and
 * keeps its SHA-256 on the invoice (a link of an earlier, failed send stops working). The database
 * never holds a working link.
 */

type Deps = Pick<AppContext, 'db' | 'mailer' | 'siteContent' | 'log' | 'config'>;

const LEASE_MS = 5 * 60_000;
const BATCH = 20;

/** A new link's token (32 random bytes, base64url) and the SHA-256 the database keeps. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type MailOutcome = 'sent' | 'failed' | 'gave-up' | 'skipped' | 'not-due';

/** Claims and sends one mail if it is due; never throws (the outcome is kept on the row). */
export async function deliverInvoiceMail(deps: Deps, id: number, now = new Date()): Promise<MailOutcome> {
  const { db, log, config } = deps;
  const settle = (set: Parameters<typeof mails.settle>[2]) => mails.settle(db, id, set);
  let row: Awaited<ReturnType<typeof mails.claim>>;
  try {
    row = await mails.claim(db, id, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString());
  } catch (err) {
    log.error({ err: { message: (err as Error).message }, invoiceMail: id }, 'invoice mail: claim failed');
    return 'failed';
  }
  if (!row) return 'not-due';
  try {
    const invoice = await invoices.findById(db, row.invoice_id);
    if (!invoice || (row.kind === 'invoice' && invoice.status === 'void')) {
      await settle({ mail_next_at: null, mail_error: 'Not sent: the invoice was voided.' });
      return 'skipped';
    }
    const site = await deps.siteContent.company();
    const facts = {
      siteName: site.name,
      name: invoice.customer_name,
      number: invoice.number,
      totalKobo: invoice.total_kobo,
      paidKobo: invoice.paid_kobo,
      dueOn: invoice.due_on,
      phone: site.phones[0] ? phoneDisplay(site.phones[0].tel) : null,
    };
    let mail;
    if (row.kind === 'invoice') {
      const { token, hash } = newLinkToken();
      if (!(await invoices.setTokenHash(db, invoice.id, hash))) {
        await settle({ mail_next_at: null, mail_error: 'Not sent: the invoice was voided.' });
        return 'skipped';
      }
      mail = invoiceMail({ ...facts, url: `${config.publicUrl}/invoice/${token}` });
    } else {
      mail = receiptMail({ ...facts, paidOn: (invoice.paid_at ?? nowIso()).slice(0, 10) });
    }
    await deps.mailer.send({ to: invoice.customer_email, ...mail });
    await settle({ mailed_at: nowIso(), mail_error: null, mail_next_at: null });
    return 'sent';
  } catch (err) {
    const message = (err as Error).message.slice(0, 400);
    const attempt = row.mail_attempts;
    if (attempt > config.mailRetryDelaysMs.length) {
      await settle({ mail_error: `${message} (gave up after ${attempt} attempts)`, mail_next_at: null }).catch(() => undefined);
      log.error({ err: { message }, invoiceMail: id, attempts: attempt }, 'invoice mail: gave up; the invoice panel shows it');
      return 'gave-up';
    }
    const next = new Date(now.getTime() + config.mailRetryDelaysMs[attempt - 1]).toISOString();
    await settle({ mail_error: message, mail_next_at: next }).catch(() => undefined);
    log.warn({ err: { message }, invoiceMail: id, attempt, nextAttemptAt: next }, 'invoice mail failed; it will be tried again');
    return 'failed';
  }
}

/** Sends the invoice mails that are due (first sends left over and retries); returns how many were tried. */
export async function deliverDueInvoiceMails(deps: Deps, now = new Date()): Promise<number> {
  let tried = 0;
  for (const id of await mails.dueIds(deps.db, now.toISOString(), BATCH)) {
    if ((await deliverInvoiceMail(deps, id, now)) !== 'not-due') tried++;
  }
  return tried;
}

/** Runs the retries on a timer (first 20 s after start, then every 30 s), as the notices' job does. */
export function scheduleInvoiceMails(deps: Deps): PeriodicJob {
  return runPeriodically(
    () => deliverDueInvoiceMails(deps),
    { firstDelayMs: 20_000, everyMs: 30_000 },
    (err) => deps.log.error({ err: { message: err.message } }, 'invoice mail retry run failed'),
  );
}

/** Sends a stored mail after the answer (the timer retries it if this fails). */
export function sendSoon(ctx: AppContext, mailId: number) {
  ctx.background('invoice mail', () => deliverInvoiceMail(ctx, mailId));
}
