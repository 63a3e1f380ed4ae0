import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { insertAcceptedQuote, insertLead } from '../../support/selling';
import { lagosToday } from '../../../common/lagos-days';
import { MAX_KOBO } from '../../../common/money';

/**
 * Payments staff record against an invoice (docs/decisions/0034-selling.md): a bank transfer with
 * its amount in kobo, day and reference; a reference counts once (409); part payments add up, also
 * when 25 are recorded at once; more than is due is refused; the payment that covers the invoice
 * marks it paid, mails the receipt and makes the lead won with the paid amount.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let staff: { id: number; email: string; token: string };
const today = lagosToday();
/** ₦200,000 + 7.5 % VAT = ₦215,000. */
const ONE_LINE = [{ description: 'Website for a pharmacy in Independence Layout', quantity: 1, unit_kobo: 20_000_000 }];
const TOTAL = 21_500_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  staff = await t.createUser({ role: 'staff', username: 'Emeka Accounts' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function openInvoice(email = 'buyer@example.net') {
  const lead = await insertLead(t, { name: 'Adaeze Nwosu', email });
  const quote = await insertAcceptedQuote(t, lead, ONE_LINE);
  const r = await t.request({ method: 'POST', url: '/api/invoices', headers: bearer(staff.token), payload: { quote_id: quote.id } });
  expect(r.statusCode).toBe(201);
  return { lead, invoice: t.json(r).invoice as { id: number; number: string; version: number } };
}

const pay = (invoiceId: number, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/invoices/${invoiceId}/payments`, headers: bearer(staff.token), payload });

describe(`payments (${dialect})`, () => {
  it('part payments add up; the one that covers the invoice marks it paid, mails the receipt and makes the lead won with the paid amount', async () => {
    const { lead, invoice } = await openInvoice('adaeze@example.net');
    const first = await pay(invoice.id, { amount_kobo: 10_000_000, paid_on: today, reference: 'FBN/TRF/0001' });
    expect(first.statusCode).toBe(201);
    expect(t.json(first).message).toBe(`Payment recorded. ₦115,000 is still due on ${invoice.number}.`);
    expect(t.json(first).invoice).toMatchObject({ status: 'open', paid_kobo: 10_000_000, due_kobo: 11_500_000 });
    const last = await pay(invoice.id, { amount_kobo: 11_500_000, paid_on: today, reference: 'GTB-7781' });
    expect(last.statusCode).toBe(201);
    expect(t.json(last).invoice).toMatchObject({ status: 'paid', paid_kobo: TOTAL, due_kobo: 0 });
    const row = await t.app.ctx.db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(row.paid_at).toBeTruthy();
    const leadRow = await t.app.ctx.db.selectFrom('contact_messages').selectAll().where('id', '=', lead).executeTakeFirstOrThrow();
    expect(leadRow.status).toBe('won');
    expect(leadRow.value_naira).toBe(215_000);
    const history = await t.app.ctx.db.selectFrom('lead_events').selectAll().where('lead_id', '=', lead).execute();
    expect(history.map((e) => e.body)).toContain(`Invoice ${invoice.number} paid in full (₦215,000): status Won, value ₦215,000 from paid invoices.`);
    await t.settle();
    const receipt = smtp.messages.find((m) => m.to.includes('adaeze@example.net') && m.subject.startsWith('Receipt'))!;
    expect(receipt.subject).toBe(`Receipt for invoice ${invoice.number} — paid in full`);
    expect(receipt.text).toContain('We have received ₦215,000');
    const log = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'payment.record').where('target_id', '=', invoice.id).orderBy('id').execute();
    expect(log.map((e) => [e.actor_id, e.detail])).toEqual([
      [staff.id, `transfer ₦100,000, reference FBN/TRF/0001, paid ${today}`],
      [staff.id, `transfer ₦115,000, reference GTB-7781, paid ${today}; paid in full`],
    ]);
    // Paid: nothing more is taken.
    const after = await pay(invoice.id, { amount_kobo: 100, paid_on: today, reference: 'LATE-1' });
    expect(after.statusCode).toBe(409);
  });

  it('a reference already recorded is refused with 409 and a clear message; the amount is not added twice', async () => {
    const { invoice } = await openInvoice();
    expect((await pay(invoice.id, { amount_kobo: 5_000_000, paid_on: today, reference: 'ZEN-DUP-1' })).statusCode).toBe(201);
    const twice = await pay(invoice.id, { amount_kobo: 5_000_000, paid_on: today, reference: 'ZEN-DUP-1' });
    expect(twice.statusCode).toBe(409);
    expect(t.json(twice).message).toBe("A payment with the reference ZEN-DUP-1 is already recorded, so this one was not added again. Check the bank statement's reference.");
    const other = await openInvoice();
    expect((await pay(other.invoice.id, { amount_kobo: 100, paid_on: today, reference: 'ZEN-DUP-1' })).statusCode).toBe(409);
    const row = await t.app.ctx.db.selectFrom('invoices').select('paid_kobo').where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(row.paid_kobo).toBe(5_000_000);
  });

  it('bad amounts are refused with 400: above what is due, above the maximum, fractions of a kobo, zero, text; bad days too', async () => {
    const { invoice } = await openInvoice();
    const tooMuch = await pay(invoice.id, { amount_kobo: TOTAL + 1, paid_on: today, reference: 'X-1' });
    expect(tooMuch.statusCode).toBe(400);
    expect(t.json(tooMuch).message).toBe('This is more than is due: only ₦215,000 is left to pay on this invoice.');
    for (const amount_kobo of [MAX_KOBO + 1, 10.5, 0, -100, '1000', Number.MAX_SAFE_INTEGER + 2]) {
      const r = await pay(invoice.id, { amount_kobo, paid_on: today, reference: 'X-2' });
      expect(r.statusCode, String(amount_kobo)).toBe(400);
    }
    expect((await pay(invoice.id, { amount_kobo: 100, paid_on: '2026-02-31', reference: 'X-3' })).statusCode).toBe(400);
    expect((await pay(invoice.id, { amount_kobo: 100, paid_on: today, reference: '' })).statusCode).toBe(400);
    expect((await pay(999_999, { amount_kobo: 100, paid_on: today, reference: 'X-4' })).statusCode).toBe(404);
    const member = await t.createUser();
    const r = await t.request({ method: 'POST', url: `/api/invoices/${invoice.id}/payments`, headers: bearer(member.token), payload: { amount_kobo: 100, paid_on: today, reference: 'X-5' } });
    expect(r.statusCode).toBe(403);
    expect(await t.app.ctx.db.selectFrom('payments').select('id').where('invoice_id', '=', invoice.id).execute()).toEqual([]);
  });

  it('25 parallel part payments of ₦10,000 on ₦215,000: 21 recorded, 4 refused as more than is due; the last ₦5,000 pays it, with one receipt', async () => {
    const { lead, invoice } = await openInvoice('parallel@example.net');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => pay(invoice.id, { amount_kobo: 1_000_000, paid_on: today, reference: `PAR-${invoice.id}-${i}` })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(21);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(4);
    expect(t.json(refused[0]).message).toBe('This is more than is due: only ₦5,000 is left to pay on this invoice.');
    const row = await t.app.ctx.db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'open', paid_kobo: 21_000_000 });
    const sum = await t.app.ctx.db.selectFrom('payments').select('amount_kobo').where('invoice_id', '=', invoice.id).execute();
    expect(sum.reduce((s, p) => s + p.amount_kobo, 0)).toBe(21_000_000);
    // The rest, sent 25 times at once under different references: one pays it, the others find it paid.
    const rest = await Promise.all(Array.from({ length: 25 }, (_, i) => pay(invoice.id, { amount_kobo: 500_000, paid_on: today, reference: `REST-${invoice.id}-${i}` })));
    expect(rest.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(rest.filter((r) => r.statusCode === 409)).toHaveLength(24);
    expect(await t.app.ctx.db.selectFrom('invoices').select(['status', 'paid_kobo']).where('id', '=', invoice.id).executeTakeFirstOrThrow()).toEqual({ status: 'paid', paid_kobo: TOTAL });
    await t.settle();
    expect(smtp.messages.filter((m) => m.to.includes('parallel@example.net') && m.subject.startsWith('Receipt'))).toHaveLength(1);
    const history = await t.app.ctx.db.selectFrom('lead_events').select('body').where('lead_id', '=', lead).where('kind', '=', 'change').execute();
    expect(history).toHaveLength(1);
  });

  it('25 parallel recordings of one reference: one counts, 24 are refused with 409', async () => {
    const { invoice } = await openInvoice();
    const answers = await Promise.all(Array.from({ length: 25 }, () => pay(invoice.id, { amount_kobo: 1_000, paid_on: today, reference: `SAME-${invoice.id}` })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(24);
    const row = await t.app.ctx.db.selectFrom('invoices').select('paid_kobo').where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(row.paid_kobo).toBe(1_000);
  });

  it("Insights counts a lead won by a paid invoice at what was paid (to the nearest naira), not at a value typed by hand", async () => {
    const lead = await insertLead(t, { email: 'insights@example.net', source: 'WhatsApp', campaign: 'cabling-december' });
    const quote = await insertAcceptedQuote(t, lead);
    const { invoice } = t.json(await t.request({ method: 'POST', url: '/api/invoices', headers: bearer(staff.token), payload: { quote_id: quote.id } }));
    expect((await pay(invoice.id, { amount_kobo: quote.total, paid_on: today, reference: `ALL-${invoice.id}` })).statusCode).toBe(201);
    const won = await t.app.ctx.db.selectFrom('contact_messages').select(['status', 'value_naira']).where('id', '=', lead).executeTakeFirstOrThrow();
    expect(won).toEqual({ status: 'won', value_naira: Math.round(quote.total / 100) });
    // A value typed by hand afterwards does not change what Insights counts as won: the money received.
    await t.app.ctx.db.updateTable('contact_messages').set({ value_naira: 900_000 }).where('id', '=', lead).execute();
    const admin = await t.createUser({ role: 'admin' });
    const day = t.app.ctx.insights.today();
    const r = t.json(await t.request({ method: 'GET', url: `/api/insights?from=${day}&to=${day}`, headers: bearer(admin.token) }));
    expect(r.campaigns, JSON.stringify(r).slice(0, 300)).toBeDefined();
    const campaign = r.campaigns.find((c: { campaign: string }) => c.campaign === 'cabling-december');
    expect(campaign).toMatchObject({ enquiries: 1, won: 1, wonNaira: Math.round(quote.total / 100) });
  });
});
