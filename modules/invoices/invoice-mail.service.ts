import { randomBytes } from 'node:crypto';
import { hashToken, linkKey } from '../../server/services/customer-links';
import type { AppContext } from '../../server/context';
import { nowIso } from '../../server/db/database';
import { invoiceMail, receiptMail } from './invoice-mails.server';
import { runPeriodically, type PeriodicJob } from '../../server/services/periodic';
import { phoneDisplay } from '../../common/phone';
import * as invoices from './invoices.repository';
import { deliverDueOf, deliverQueued, MAIL_RETRY_EVERY_MS, MAIL_RETRY_FIRST_DELAY_MS, type MailLog, type MailOutcome } from '../../server/services/mail-queue';

/**
 * The customer's mails of an invoice (its link, its receipt): stored first (./invoices.repository.ts
 * `addMail`), sent after the answer, and tried again on a timer with the waits of
 * MAIL_RETRY_DELAYS, through the claim and retry every stored mail uses (server/services/mail-queue.ts).
 *
 * The invoice's link carries a token that exists only in the mail: each send makes a new one and
 * keeps its SHA-256 on the invoice (a link of an earlier, failed send stops working). The database
 * never holds a working link.
 */

type Deps = Pick<AppContext, 'db' | 'mailer' | 'siteContent' | 'config'> & { log: MailLog };

const VOIDED = { skipped: 'Not sent: the invoice was voided.' };

/** A new link's token (32 random bytes, base64url) and the SHA-256 the database keeps. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}


/** What an invoice's link names: the e-mailed token's hash, or a member's own link (server/services/customer-links.ts); null for neither. */
export const invoiceLinkKey = (ctx: Pick<AppContext, 'config'>, token: string) => linkKey(ctx.config.jwtSecret, 'invoice', token);

export type { MailOutcome };

/** Claims and sends one mail if it is due; never throws (the outcome is kept on the row). */
export function deliverInvoiceMail(deps: Deps, id: number, now = new Date()): Promise<MailOutcome> {
  const { db, config } = deps;
  const send = async () => {
    const row = await invoices.findMail(db, id);
    const invoice = await invoices.findById(db, row.invoice_id);
    if (!invoice || (row.kind === 'invoice' && invoice.status === 'void')) return VOIDED;
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
      if (!(await invoices.setTokenHash(db, invoice.id, hash))) return VOIDED;
      mail = invoiceMail({ ...facts, url: `${config.publicUrl}/invoice/${token}` });
    } else {
      mail = receiptMail({ ...facts, paidOn: (invoice.paid_at ?? nowIso()).slice(0, 10) });
    }
    await deps.mailer.send({ to: invoice.customer_email, ...mail });
  };
  const queue = { db, log: deps.log, retryDelaysMs: config.mailRetryDelaysMs };
  return deliverQueued(queue, { table: 'invoice_mails', id, label: 'invoice mail', logFields: { invoiceMail: id }, keptWhere: 'the invoice panel shows it', send }, now);
}

/** Sends the invoice mails that are due (first sends left over and retries); returns how many were tried. */
export function deliverDueInvoiceMails(deps: Deps, now = new Date()): Promise<number> {
  return deliverDueOf(deps.db, 'invoice_mails', now, (id) => deliverInvoiceMail(deps, id, now));
}

/** Runs the retries on a timer, with the timing of the notices' job (by default first 15 s after start, then every 30 s). */
export function scheduleInvoiceMails(deps: Deps, timing: { firstDelayMs?: number; everyMs?: number } = {}): PeriodicJob {
  return runPeriodically(
    () => deliverDueInvoiceMails(deps),
    { firstDelayMs: timing.firstDelayMs ?? MAIL_RETRY_FIRST_DELAY_MS, everyMs: timing.everyMs ?? MAIL_RETRY_EVERY_MS },
    (err) => deps.log.error({ err: { message: err.message } }, 'invoice mail retry run failed'),
  );
}

/** Sends a stored mail after the answer (the timer retries it if this fails). */
export function sendSoon(ctx: AppContext, mailId: number) {
  ctx.background('invoice mail', () => deliverInvoiceMail(ctx, mailId));
}
