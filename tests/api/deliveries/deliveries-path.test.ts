import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { startPaystackStandIn, type PaystackStandIn } from '../../support/paystack-stand-in';
import { comeBack, payOnCheckout, paystackEnv, startPayment } from '../../support/paystack';
import { linkToken } from '../../support/selling';
import { quotePage } from '../../../modules/quotes/quote-link.service';
import { invoicePage } from '../../../modules/invoices/page.server';

/**
 * A topic request on the same path as every other lead (docs/decisions/0037-deliveries.md): staff
 * quote it from its lead with a line naming the topic, the student accepts on the quote's page, the
 * invoice is issued and mailed, the student pays it with Paystack, and the delivery is then due the
 * promised hours after that payment.
 */

let smtp: TestSmtpServer;
let paystack: PaystackStandIn;
let t: TestApp;
let staff: { id: number; token: string };
let student: { id: number; email: string; token: string };
const HOUR = 3_600_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  paystack = await startPaystackStandIn();
  t = await createTestApp({ SMTP_URL: smtp.url, ...paystackEnv(paystack) });
  staff = await t.createUser({ role: 'staff', username: 'Obinna Projects' });
  student = await t.createUser({ username: 'Amaka Nwosu', email: 'amaka.nwosu@example.net' });
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
  await smtp?.close();
});

const api = (method: 'GET' | 'POST', url: string, payload?: object, token: string | null = staff.token) =>
  t.request({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe(`a topic request from quote to a delivery due (${dialect})`, () => {
  it('quoted from its lead, accepted on the quote page, invoiced, paid with Paystack: the delivery is due 24 hours after the payment', async () => {
    const topic = 'Design and Implementation of a Result Processing System for a Secondary School in Nsukka';
    const asked = await api('POST', '/api/topic-requests', { topic, level: 'BSc', department: 'Computer Science', phone: '0806 555 0147', message: '' }, student.token);
    expect(asked.statusCode, asked.body).toBe(201);
    const leadId = t.json(asked).request.id as number;

    const line = `Project research materials: ${topic}`;
    const draft = await api('POST', `/api/leads/${leadId}/quotes`, { lines: [{ description: line, quantity: 1, unit_kobo: 9_500_000 }], discount_kobo: 0, notes: 'Chapters one to five, with the source code and a soft copy.' });
    expect(draft.statusCode, draft.body).toBe(201);
    const q = t.json(draft).quote;
    const sent = await api('POST', `/api/quotes/${q.id}/send`, { version: q.version });
    expect(sent.statusCode, sent.body).toBe(200);
    const quoteToken = (t.json(sent).link as string).split('/quote/')[1];

    // The quote's page names the topic and only the name the student gave.
    const page = await quotePage(t.app.ctx, quoteToken);
    expect(page?.customer).toBe('Amaka Nwosu');
    expect(page?.quote.lines.map((l) => l.description)).toEqual([line]);

    const accepted = await api('POST', `/api/quote-links/${quoteToken}/accept`, { name: 'Amaka Nwosu', agree: true }, null);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.settle();
    const invoiceMail = smtp.messages.find((m) => m.to.includes(student.email) && /\/invoice\//.test(m.text));
    expect(invoiceMail, 'the invoice is mailed to the student').toBeDefined();
    const invoiceToken = linkToken(invoiceMail!.text);
    const invoice = await t.app.ctx.db.selectFrom('invoices').selectAll().where('lead_id', '=', leadId).executeTakeFirstOrThrow();
    expect(await t.app.ctx.db.selectFrom('deliveries').select('id').where('lead_id', '=', leadId).execute()).toEqual([]);

    const start = await startPayment(t, invoiceToken);
    expect(start.status).toBe(303);
    const callback = await payOnCheckout(start.headers.get('location')!);
    expect(await comeBack(t, callback, invoiceToken)).toBe(`/invoice/${invoiceToken}?paystack=paid`);

    const paid = await t.app.ctx.db.selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
    const rows = await t.app.ctx.db.selectFrom('deliveries').selectAll().where('lead_id', '=', leadId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ invoice_id: invoice.id, user_id: student.id, topic, paid_at: paid.paid_at, delivered_at: null });
    expect(Date.parse(rows[0].due_at) - Date.parse(paid.paid_at!)).toBe(24 * HOUR);

    // The student's My account shows the way so far.
    const mine = await api('GET', '/api/account/deliveries', undefined, student.token);
    expect(mine.statusCode).toBe(200);
    expect(t.json(mine).requests.find((r: { lead_id: number }) => r.lead_id === leadId)).toMatchObject({
      quote: { status: 'accepted', total_kobo: paid.total_kobo },
      invoice: { number: invoice.number, status: 'paid', paid_kobo: paid.total_kobo },
      delivery: { state: 'due', due_at: rows[0].due_at, delivered_at: null, documents: [] },
    });

    // …with the member's own links to the quote's and the invoice's pages, which open without our e-mail.
    const request = t.json(mine).requests.find((r: { lead_id: number }) => r.lead_id === leadId);
    const quoteLink = (request.quote.link as string).split('/quote/')[1];
    const invoiceLink = (request.invoice.link as string).split('/invoice/')[1];
    expect(quoteLink).not.toBe(quoteToken);
    expect(invoiceLink).not.toBe(invoiceToken);
    expect((await quotePage(t.app.ctx, quoteLink))?.quote.number).toBe(q.id);
    expect((await invoicePage(t.app.ctx, invoiceLink))?.number).toBe(invoice.number);
    // A quote's link does not open the invoice of the same id, nor a link whose id was changed.
    expect(await invoicePage(t.app.ctx, `${invoice.id}.${quoteLink.split('.').slice(1).join('.')}`)).toBeNull();
    expect(await quotePage(t.app.ctx, `${q.id + 1}.${quoteLink.split('.').slice(1).join('.')}`)).toBeNull();
    // The e-mailed links still work beside them.
    expect((await quotePage(t.app.ctx, quoteToken))?.quote.number).toBe(q.id);
    expect((await invoicePage(t.app.ctx, invoiceToken))?.number).toBe(invoice.number);

    // Revoking the e-mailed invoice link closes the member's own link too, and My account stops giving one.
    const revoked = await t.request({ method: 'DELETE', url: `/api/invoices/${invoice.id}/link`, headers: bearer(staff.token) });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await invoicePage(t.app.ctx, invoiceLink)).toBeNull();
    expect(await invoicePage(t.app.ctx, invoiceToken)).toBeNull();
    const after = t.json(await api('GET', '/api/account/deliveries', undefined, student.token)).requests.find((r: { lead_id: number }) => r.lead_id === leadId);
    expect(after.invoice.link).toBeNull();
    expect(after.quote.link).toMatch(/^\/quote\//);

    // Another member's My account does not list the request, so gives no link to it.
    const other = await t.createUser({ username: 'Chidi Okafor', email: 'chidi.okafor@example.net' });
    const theirs = await api('GET', '/api/account/deliveries', undefined, other.token);
    expect(t.json(theirs).requests).toEqual([]);
  });
});
