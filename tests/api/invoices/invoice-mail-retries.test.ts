import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { insertAcceptedQuote, insertLead } from '../../support/selling';
import { deliverDueInvoiceMails, deliverInvoiceMail } from '../../../modules/invoices/invoice-mail.service';
import { MAIL_LEASE_MS } from '../../../server/services/mail-queue';

/**
 * The customer's invoice mails go through the one claim and retry of every stored mail
 * (server/services/mail-queue.ts), the notices' own: a failed send is tried again by the retry job
 * with the notices' timing and the waits of MAIL_RETRY_DELAYS, logged as the notices are, given up
 * after the last wait; two instances never send one mail twice, and a claim that was never settled
 * is taken again after its lease. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let staff: { token: string };
const logLines: { msg: string; invoiceMail?: number; attempt?: number; attempts?: number }[] = [];
const logStream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      try {
        logLines.push(JSON.parse(line));
      } catch {
        /* not JSON */
      }
    }
    done();
  },
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_RETRY_DELAYS: '1s,1s', LOG_LEVEL: 'info' }, { logStream, noticeRetry: { firstDelayMs: 50, everyMs: 100 } });
  staff = await t.createUser({ role: 'staff', username: 'Nkechi Staff' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Polls until `ok` holds; no time limit of its own (Vitest's catches a hang). */
async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Issues an invoice to a new customer; answers its number and the id of its link mail. */
async function issued(name: string, email: string) {
  const quote = await insertAcceptedQuote(t, await insertLead(t, { name, email }));
  const r = await t.request({ method: 'POST', url: '/api/invoices', headers: bearer(staff.token), payload: { quote_id: quote.id } });
  expect(r.statusCode).toBe(201);
  const invoice = t.json(r).invoice as { id: number; number: string };
  const mail = await t.app.ctx.db.selectFrom('invoice_mails').select('id').where('invoice_id', '=', invoice.id).executeTakeFirstOrThrow();
  return { number: invoice.number, mailId: mail.id };
}

const mailRow = (id: number) => t.app.ctx.db.selectFrom('invoice_mails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

describe(`invoice mails on the shared retry (${dialect})`, () => {
  it('a refused first send is sent again by the retry job: one mail arrives, attempts kept, logged as a retry', async () => {
    smtp.failNext(1);
    const { number, mailId } = await issued('Uchenna Nwosu', 'uchenna.retry@example.net');
    const failed = await until(() => mailRow(mailId), (row) => row.mail_error !== null || row.mailed_at !== null);
    expect(failed).toMatchObject({ mailed_at: null, mail_attempts: 1 });
    expect(failed.mail_error).toMatch(/Try again later/);
    const sent = await until(() => mailRow(mailId), (row) => row.mailed_at !== null);
    expect(sent).toMatchObject({ mail_attempts: 2, mail_error: null, mail_next_at: null });
    expect(mailsTo('uchenna.retry@example.net').map((m) => m.subject)).toEqual([expect.stringMatching(new RegExp(`^Invoice ${number} from `))]);
    expect(logLines.some((l) => l.msg === 'invoice mail failed; it will be tried again' && l.invoiceMail === mailId && l.attempt === 1)).toBe(true);
    expect(logLines.some((l) => l.msg === 'invoice mail sent on a retry' && l.invoiceMail === mailId && l.attempt === 2)).toBe(true);
  });

  it('is given up after the last wait of MAIL_RETRY_DELAYS, logged, and the row keeps the error', async () => {
    smtp.failNext(3);
    const { mailId } = await issued('Amaka Obi', 'amaka.gives-up@example.net');
    const row = await until(() => mailRow(mailId), (r) => r.mail_next_at === null && r.mail_attempts >= 3);
    expect(row).toMatchObject({ mailed_at: null, mail_attempts: 3 });
    expect(row.mail_error).toMatch(/gave up after 3 attempts\)$/);
    expect(mailsTo('amaka.gives-up@example.net')).toHaveLength(0);
    expect(logLines.some((l) => l.msg === 'invoice mail: gave up; the invoice panel shows it' && l.invoiceMail === mailId && l.attempts === 3)).toBe(true);
  });

  it('two instances running at the same moment send each due mail once; 26 parallel sends of one mail send it once', async () => {
    const quiet = { info() {}, warn() {}, error() {} };
    const other = { ...t.app.ctx, log: quiet };
    const later = new Date(Date.now() + 3_600_000);
    const emails = ['one.twin@example.net', 'two.twin@example.net', 'three.twin@example.net'];
    const ids: number[] = [];
    for (const email of emails) {
      const { mailId } = await issued('Twin Customer', email);
      await until(() => mailRow(mailId), (row) => row.mailed_at !== null);
      ids.push(mailId);
    }
    // Failed once and due in an hour, so the app's own job leaves them alone until both "instances" run then.
    const failedOnce = (rows: number[], nextAt: Date) =>
      t.app.ctx.db.updateTable('invoice_mails').set({ mailed_at: null, mail_error: 'Try again later', mail_attempts: 1, mail_next_at: nextAt.toISOString() }).where('id', 'in', rows).execute();
    await failedOnce(ids, later);
    const when = new Date(later.getTime() + 1000);
    const [a, b] = await Promise.all([deliverDueInvoiceMails(t.app.ctx, when), deliverDueInvoiceMails(other, when)]);
    expect(a + b).toBe(3);
    for (const email of emails) expect(mailsTo(email), email).toHaveLength(2);
    for (const id of ids) expect(await mailRow(id)).toMatchObject({ mail_attempts: 2, mail_next_at: null, mail_error: null });

    await failedOnce([ids[0]], later);
    const outcomes = await Promise.all(Array.from({ length: 26 }, (_, i) => deliverInvoiceMail(i % 2 ? other : t.app.ctx, ids[0], when)));
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'not-due')).toHaveLength(25);
    expect(mailsTo(emails[0])).toHaveLength(3);
  });

  it('a claim never settled (an instance died while sending) is taken again once its lease has run out', async () => {
    const { mailId } = await issued('Ngozi Eze', 'ngozi.lease@example.net');
    await until(() => mailRow(mailId), (row) => row.mailed_at !== null);
    const claimedAt = new Date(Date.now() + 3_600_000);
    await t.app.ctx.db
      .updateTable('invoice_mails')
      .set({ mailed_at: null, mail_error: null, mail_attempts: 1, mail_next_at: new Date(claimedAt.getTime() + MAIL_LEASE_MS).toISOString() })
      .where('id', '=', mailId)
      .execute();
    expect(await deliverInvoiceMail(t.app.ctx, mailId, new Date(claimedAt.getTime() + 1000))).toBe('not-due');
    expect(await deliverInvoiceMail(t.app.ctx, mailId, new Date(claimedAt.getTime() + MAIL_LEASE_MS + 1))).toBe('sent');
    expect(mailsTo('ngozi.lease@example.net')).toHaveLength(2);
  });
});
