import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { startPaystackStandIn, type PaystackStandIn } from '../../support/paystack-stand-in';
import { invoiceWithLink, paystackEnv, startPayment } from '../../support/paystack';

/**
 * Starting a Paystack payment from an invoice page calls Paystack and stores an attempt, so starts
 * are limited per invoice (RATE_LIMIT_PAYSTACK_START_PER_INVOICE) and per client address
 * (RATE_LIMIT_PAYSTACK_START). Many parallel starts: exactly the limit go to Paystack, the others get
 * 429 with Retry-After and a clear message, and store no attempt. SQLite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */

let smtp: TestSmtpServer;
let paystack: PaystackStandIn;
let t: TestApp;
let staff: { id: number; token: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  paystack = await startPaystackStandIn();
  t = await createTestApp({ SMTP_URL: smtp.url, ...paystackEnv(paystack), RATE_LIMIT_PAYSTACK_START: '4/1h', RATE_LIMIT_PAYSTACK_START_PER_INVOICE: '5/1h' });
  staff = await t.createUser({ role: 'staff' });
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
  await smtp?.close();
});

const attemptsOf = async (invoiceId: number) =>
  (await t.app.ctx.db.selectFrom('paystack_attempts').select('reference').where('invoice_id', '=', invoiceId).execute()).length;
const sentToPaystack = (email: string) => [...paystack.transactions.values()].filter((x) => x.email === email).length;

async function expectRefused(r: Response, words: RegExp) {
  expect(r.status).toBe(429);
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await r.json()) as { message: string }).message).toMatch(words);
}

describe(`Paystack starts are limited (${dialect})`, () => {
  it('30 parallel starts of one invoice from 30 addresses: 5 reach Paystack, 25 get 429, 5 attempts stored', async () => {
    const email = 'adaeze.limits@example.net';
    const { invoice, token } = await invoiceWithLink(t, smtp, staff.token, email);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => startPayment(t, token, `203.0.113.${i + 1}`)));
    const started = answers.filter((r) => r.status === 303);
    expect(started).toHaveLength(5);
    for (const r of started) expect(r.headers.get('location')).toMatch(/\/checkout\//);
    const refused = answers.filter((r) => r.status !== 303);
    expect(refused).toHaveLength(25);
    for (const r of refused) await expectRefused(r, /^Too many card payments were started for this invoice\. Please try again in \d+ minutes?, or pay by bank transfer/);
    expect(await attemptsOf(invoice.id)).toBe(5);
    expect(sentToPaystack(email)).toBe(5);
  });

  it('26 parallel starts from one address: 4 reach Paystack, 22 get 429; another address still can pay', async () => {
    const email = 'chukwudi.limits@example.net';
    const { invoice, token } = await invoiceWithLink(t, smtp, staff.token, email);
    const answers = await Promise.all(Array.from({ length: 26 }, () => startPayment(t, token, '198.51.100.99')));
    expect(answers.filter((r) => r.status === 303)).toHaveLength(4);
    const refused = answers.filter((r) => r.status !== 303);
    expect(refused).toHaveLength(22);
    for (const r of refused) await expectRefused(r, /^Too many card payments were started from your network\. Please try again in \d+ minutes?/);
    expect(await attemptsOf(invoice.id)).toBe(4);
    // The same address with a link that is not an invoice's is refused before any lookup.
    await expectRefused(await startPayment(t, 'x'.repeat(43), '198.51.100.99'), /from your network/);
    expect((await startPayment(t, token, '198.51.100.100')).status).toBe(303);
    expect(await attemptsOf(invoice.id)).toBe(5);
    expect(sentToPaystack(email)).toBe(5);
  });
});
