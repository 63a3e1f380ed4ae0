import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { insertAcceptedQuote, insertLead, linkToken } from '../../support/selling';
import { issueInvoiceForQuote } from '../../../modules/invoices/index.server';
import { addDays, lagosToday } from '../../../common/lagos-days';

/**
 * Invoices (docs/decisions/0034-selling.md): an accepted quote becomes an invoice once, numbered
 * INV-<Lagos year>-0001 … without gaps, due after the payment terms, with the customer's name and
 * e-mail from the lead and the quote's total; its link is mailed (only its SHA-256 is stored), can be
 * revoked and sent again; an open invoice without payments can be voided, its number staying used.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let staff: { id: number; email: string; token: string };
const year = Number(lagosToday().slice(0, 4));
const num = (n: number) => `INV-${year}-${String(n).padStart(4, '0')}`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, INVOICE_PAYMENT_DAYS: '14' });
  staff = await t.createUser({ role: 'staff', username: 'Nkechi Staff' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const issue = (quoteId: number, token = staff.token) =>
  t.request({ method: 'POST', url: '/api/invoices', headers: bearer(token), payload: { quote_id: quoteId } });
const invoiceRow = (id: number) => t.app.ctx.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`invoices (${dialect})`, () => {
  it('staff issue an accepted quote: the next number, due after the terms, customer and total copied, the link mailed and only its hash stored', async () => {
    const lead = await insertLead(t, { name: 'Obiora Okafor', email: 'obiora@example.net' });
    const quote = await insertAcceptedQuote(t, lead);
    const r = await issue(quote.id);
    expect(r.statusCode).toBe(201);
    const { invoice, message } = t.json(r);
    expect(invoice).toMatchObject({
      number: num(1),
      status: 'open',
      customer_name: 'Obiora Okafor',
      customer_email: 'obiora@example.net',
      total_kobo: quote.total,
      paid_kobo: 0,
      due_kobo: quote.total,
      due_on: addDays(lagosToday(), 14),
      quote_id: quote.id,
      lead_id: lead,
    });
    expect(message).toBe(`Invoice ${num(1)} issued; its link is being mailed to obiora@example.net.`);
    await t.settle();
    const mail = smtp.messages.find((m) => m.to.includes('obiora@example.net'))!;
    expect(mail.subject).toMatch(new RegExp(`^Invoice ${num(1)} from `));
    expect(mail.text).toContain('₦');
    const token = linkToken(mail.text);
    const row = await invoiceRow(invoice.id);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    // The database holds no working link: neither the invoice nor its mail row carries the token.
    const mails = await t.app.ctx.db.selectFrom('invoice_mails').selectAll().where('invoice_id', '=', invoice.id).execute();
    expect(JSON.stringify([row, mails])).not.toContain(token);
    expect(mails).toMatchObject([{ kind: 'invoice', mail_next_at: null, mail_error: null }]);
    const log = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'invoice.issue').execute();
    expect(log).toMatchObject([{ actor_id: staff.id, actor_email: staff.email, target_type: 'invoice', target_id: invoice.id }]);
    expect(log[0].target_label).toBe(`${num(1)} (Obiora Okafor)`);

    // The lead's panel lists it, and the quote is no longer waiting for an invoice.
    const panel = t.json(await t.request({ method: 'GET', url: `/api/leads/${lead}/invoices`, headers: bearer(staff.token) }));
    expect(panel.invoices.map((i: { number: string }) => i.number)).toEqual([num(1)]);
    expect(panel.invoices[0].link_active).toBe(true);
    expect(panel.invoices[0].link_mail.mailed_at).toBeTruthy();
    expect(panel.quotes).toEqual([]);
    expect(panel.payment_terms_days).toBe(14);
  });

  it('a quote is invoiced once; a quote not accepted, or unknown, is refused; none of them uses a number', async () => {
    const lead = await insertLead(t);
    const quote = await insertAcceptedQuote(t, lead);
    expect((await issue(quote.id)).statusCode).toBe(201);
    const again = await issue(quote.id);
    expect(again.statusCode).toBe(409);
    expect(t.json(again).message).toBe(`This quote is already invoiced as ${num(2)}.`);
    const sent = await insertAcceptedQuote(t, lead, undefined, 'sent');
    const notYet = await issue(sent.id);
    expect(notYet.statusCode).toBe(409);
    expect(t.json(notYet).message).toBe('Only an accepted quote can be invoiced.');
    expect((await issue(999_999)).statusCode).toBe(404);
    expect((await issue(-1)).statusCode).toBe(400);
    const next = await insertAcceptedQuote(t, lead);
    expect(t.json(await issue(next.id)).invoice.number).toBe(num(3));
  });

  it('a member or a visitor cannot issue, list or void invoices (checked on the server)', async () => {
    const member = await t.createUser();
    const lead = await insertLead(t);
    const quote = await insertAcceptedQuote(t, lead);
    expect((await issue(quote.id, member.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/invoices', payload: { quote_id: quote.id } })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/leads/${lead}/invoices`, headers: bearer(member.token) })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/settings/invoice-bank-account', headers: bearer(staff.token) })).statusCode).toBe(403);
    expect(await t.app.ctx.db.selectFrom('invoices').select('id').where('quote_id', '=', quote.id).executeTakeFirst()).toBeUndefined();
  });

  it('25 parallel issues of 20 quotes (5 asked twice): 20 invoices with consecutive numbers, 5 refused with 409, no gap', async () => {
    const lead = await insertLead(t);
    const quotes = await Promise.all(Array.from({ length: 20 }, () => insertAcceptedQuote(t, lead)));
    const before = await t.app.ctx.db.selectFrom('invoice_numbers').selectAll().where('year', '=', year).executeTakeFirstOrThrow();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => issue(quotes[i % 20].id)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(20);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const numbers = answers.filter((r) => r.statusCode === 201).map((r) => t.json(r).invoice.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => num(before.last + 1 + i)));
    const after = await t.app.ctx.db.selectFrom('invoice_numbers').selectAll().where('year', '=', year).executeTakeFirstOrThrow();
    expect(after.last).toBe(before.last + 20);
  });

  it('staff void an open invoice without payments: its link stops working and its number stays used; a second void is refused', async () => {
    const lead = await insertLead(t, { email: 'void.me@example.net' });
    const { invoice } = t.json(await issue((await insertAcceptedQuote(t, lead)).id));
    await t.settle();
    const stale = await t.request({ method: 'POST', url: `/api/invoices/${invoice.id}/void`, headers: bearer(staff.token), payload: { version: invoice.version + 5 } });
    expect(stale.statusCode).toBe(409);
    const r = await t.request({ method: 'POST', url: `/api/invoices/${invoice.id}/void`, headers: bearer(staff.token), payload: { version: invoice.version } });
    expect(r.statusCode).toBe(200);
    expect(t.json(r).invoice).toMatchObject({ status: 'void', link_active: false, due_kobo: 0, number: invoice.number });
    const again = await t.request({ method: 'POST', url: `/api/invoices/${invoice.id}/void`, headers: bearer(staff.token), payload: { version: t.json(r).invoice.version } });
    expect(again.statusCode).toBe(409);
    expect(t.json(again).message).toBe(`${invoice.number} is already void.`);
    const next = t.json(await issue((await insertAcceptedQuote(t, lead)).id)).invoice;
    expect(next.number > invoice.number).toBe(true);
    expect(await t.app.ctx.db.selectFrom('audit_log').select('actor_id').where('action', '=', 'invoice.void').where('target_id', '=', invoice.id).execute()).toEqual([
      { actor_id: staff.id },
    ]);
  });

  it('an invoice with a payment cannot be voided', async () => {
    const lead = await insertLead(t);
    const { invoice } = t.json(await issue((await insertAcceptedQuote(t, lead)).id));
    const paid = await t.request({
      method: 'POST', url: `/api/invoices/${invoice.id}/payments`, headers: bearer(staff.token),
      payload: { amount_kobo: 100_000, paid_on: lagosToday(), reference: `PART-${invoice.id}` },
    });
    expect(paid.statusCode).toBe(201);
    const r = await t.request({ method: 'POST', url: `/api/invoices/${invoice.id}/void`, headers: bearer(staff.token), payload: { version: t.json(paid).invoice.version } });
    expect(r.statusCode).toBe(409);
    expect(t.json(r).message).toBe(`${invoice.number} has payments recorded, so it cannot be voided.`);
  });

  it('a revoked link stops working; a new link mailed replaces it', async () => {
    const lead = await insertLead(t, { email: 'relink@example.net' });
    const { invoice } = t.json(await issue((await insertAcceptedQuote(t, lead)).id));
    await t.settle();
    const first = linkToken(smtp.messages.filter((m) => m.to.includes('relink@example.net'))[0].text);
    const revoked = await t.request({ method: 'DELETE', url: `/api/invoices/${invoice.id}/link`, headers: bearer(staff.token) });
    expect(t.json(revoked).invoice.link_active).toBe(false);
    expect((await invoiceRow(invoice.id)).token_hash).toBeNull();
    const resent = await t.request({ method: 'POST', url: `/api/invoices/${invoice.id}/link`, headers: bearer(staff.token) });
    expect(resent.statusCode).toBe(200);
    await t.settle();
    const mails = smtp.messages.filter((m) => m.to.includes('relink@example.net'));
    expect(mails).toHaveLength(2);
    const second = linkToken(mails[1].text);
    expect(second).not.toBe(first);
    expect((await invoiceRow(invoice.id)).token_hash).toBe(createHash('sha256').update(second).digest('hex'));
  });

  it('issueInvoiceForQuote, called by another module, issues once and logs the server as the actor', async () => {
    const lead = await insertLead(t);
    const quote = await insertAcceptedQuote(t, lead);
    const [a, b] = await Promise.all([issueInvoiceForQuote(t.app.ctx, quote.id, null), issueInvoiceForQuote(t.app.ctx, quote.id, null)]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const issued = (a.ok ? a : b) as Extract<typeof a, { ok: true }>;
    const log = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', issued.invoice.id).where('action', '=', 'invoice.issue').execute();
    expect(log).toMatchObject([{ actor_id: null }]);
  });
});
