import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { startPaystackStandIn, type PaystackStandIn } from '../../support/paystack-stand-in';
import { comeBack, deliverTo, invoiceWithLink, payOnCheckout, paystackEnv, returnTo, startPayment } from '../../support/paystack';
import { invoicePage } from '../../../modules/invoices/page.server';
import { loadConfig } from '../../../server/config';
import { PAYSTACK_NOTICES } from '../../../modules/payments/paystack.words';

/**
 * Paystack as a way to pay an invoice (docs/decisions/0034-selling.md, "Paystack"), against the
 * stand-in of tests/support/paystack-stand-in.ts: the invoice page's form starts a transaction for
 * what the database says is due and sends the customer to Paystack; coming back, or Paystack's
 * signed webhook, records the payment only when verify says our reference of this invoice
 * succeeded for exactly that amount in naira. Each reference counts once, also when 25 arrive at once.
 */

let smtp: TestSmtpServer;
let paystack: PaystackStandIn;
let t: TestApp;
let staff: { id: number; token: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  paystack = await startPaystackStandIn();
  t = await createTestApp({ SMTP_URL: smtp.url, ...paystackEnv(paystack) });
  staff = await t.createUser({ role: 'staff' });
});
afterAll(async () => {
  await t?.close();
  await paystack?.close();
  await smtp?.close();
});

const db = () => t.app.ctx.db;
const paymentsOf = (invoiceId: number) => db().selectFrom('payments').selectAll().where('invoice_id', '=', invoiceId).execute();
const invoiceRow = (id: number) => db().selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (action: string) => db().selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

/** An invoice with a Paystack transaction started from its page: the stand-in's transaction and its checkout address. */
async function started(email: string) {
  const issued = await invoiceWithLink(t, smtp, staff.token, email);
  const r = await startPayment(t, issued.token);
  expect(r.status).toBe(303);
  const checkout = r.headers.get('location')!;
  const tx = [...paystack.transactions.values()].find((x) => x.email === email)!;
  return { ...issued, checkout, tx };
}

describe(`Paystack payments of invoices (${dialect})`, () => {
  it('happy path: the page sends the customer to Paystack for what is due; back from paying, the invoice is paid, the receipt mailed and the lead won', async () => {
    const { invoice, token, total, lead, checkout, tx } = await started('obinna@example.net');
    expect(checkout.startsWith(`${paystack.url}/checkout/`)).toBe(true);
    // Paystack gets a way back that carries its reference only: never the invoice's link.
    expect(tx).toMatchObject({ email: 'obinna@example.net', amount: total, currency: 'NGN', callbackUrl: `${t.config.publicUrl}/paystack/return`, paid: false });
    expect(JSON.stringify(paystack.transactions.get(tx.reference))).not.toContain(token);
    expect(tx.reference).toMatch(/^CCI-[0-9a-f]{32}$/);
    expect(await db().selectFrom('paystack_attempts').select(['invoice_id', 'amount_kobo']).where('reference', '=', tx.reference).executeTakeFirst()).toEqual({ invoice_id: invoice.id, amount_kobo: total });
    expect((await invoicePage(t.app.ctx, token))!.paystack).toBe(true);

    const callback = await payOnCheckout(checkout);
    expect(callback).toBe(`${t.config.publicUrl}/paystack/return?trxref=${tx.reference}&reference=${tx.reference}`);
    // The page found the invoice by the reference, and shows its number and what is due, not the customer.
    const shown = await returnTo(t, callback);
    expect(shown).toEqual({ outcome: 'paid', number: invoice.number, status: 'paid', due_kobo: 0 });
    expect(JSON.stringify(shown)).not.toContain('Obinna');
    expect(await paymentsOf(invoice.id)).toMatchObject([{ method: 'paystack', reference: tx.reference, amount_kobo: total, recorded_by: null }]);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paid_kobo: total });
    const leadRow = await db().selectFrom('contact_messages').select(['status', 'value_naira']).where('id', '=', lead).executeTakeFirstOrThrow();
    expect(leadRow).toEqual({ status: 'won', value_naira: Math.round(total / 100) });
    await t.settle();
    expect(smtp.messages.some((m) => m.to.includes('obinna@example.net') && m.subject === `Receipt for invoice ${invoice.number} — paid in full`)).toBe(true);
    expect((await auditOf('payment.record')).find((e) => e.target_id === invoice.id)?.detail).toContain(`paystack`);
    // Coming back again (a reload) records nothing more.
    expect(await returnTo(t, callback)).toMatchObject({ outcome: 'already', status: 'paid' });
    // A return address made before the reference-only one still works.
    expect(await comeBack(t, `${t.config.publicUrl}/invoice/${token}/paystack?reference=${tx.reference}`, token)).toBe(`/invoice/${token}?paystack=already`);
    // A reference that is not ours, or none, finds nothing.
    expect(await returnTo(t, `${t.config.publicUrl}/paystack/return?reference=CCI-${'0'.repeat(32)}`)).toBeNull();
    expect(await returnTo(t, `${t.config.publicUrl}/paystack/return`)).toBeNull();
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    // Paid: the form starts nothing more.
    const again = await startPayment(t, token);
    expect(again.headers.get('location')).toBe(`/invoice/${token}?paystack=not-due`);
  });

  it('an amount other than the one asked for is not recorded, whatever the address says, and staff are told in the security log', async () => {
    const { invoice, token, total, tx } = await started('amount@example.net');
    paystack.overrides.set(tx.reference, { status: 'success', amount: total - 100 });
    const back = `${t.config.publicUrl}/invoice/${token}/paystack?reference=${tx.reference}&amount=${total - 100}`;
    expect(await comeBack(t, back, token)).toBe(`/invoice/${token}?paystack=refused`);
    expect(await paymentsOf(invoice.id)).toEqual([]);
    expect((await auditOf('payment.unmatched')).some((e) => e.target_id === invoice.id && e.detail!.includes(tx.reference))).toBe(true);
  });

  it('a currency other than naira is not recorded', async () => {
    const { invoice, token, tx } = await started('currency@example.net');
    paystack.overrides.set(tx.reference, { status: 'success', currency: 'USD' });
    expect(await comeBack(t, `${t.config.publicUrl}/invoice/${token}/paystack?reference=${tx.reference}`, token)).toBe(`/invoice/${token}?paystack=refused`);
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });

  it('a failed or abandoned payment is not recorded', async () => {
    const { invoice, token, tx } = await started('failed@example.net');
    paystack.overrides.set(tx.reference, { status: 'failed' });
    expect(await comeBack(t, `${t.config.publicUrl}/invoice/${token}/paystack?reference=${tx.reference}`, token)).toBe(`/invoice/${token}?paystack=not-paid`);
    paystack.overrides.delete(tx.reference);
    expect(await comeBack(t, `${t.config.publicUrl}/invoice/${token}/paystack?reference=${tx.reference}`, token)).toBe(`/invoice/${token}?paystack=not-paid`);
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });

  it("another invoice's reference, or one that is not ours, is not recorded on this invoice", async () => {
    const a = await started('first@example.net');
    const b = await invoiceWithLink(t, smtp, staff.token, 'second@example.net');
    paystack.overrides.set(a.tx.reference, { status: 'success' });
    const before = paystack.verified.length;
    expect(await comeBack(t, `${t.config.publicUrl}/invoice/${b.token}/paystack?reference=${a.tx.reference}`, b.token)).toBe(`/invoice/${b.token}?paystack=unknown`);
    expect(await comeBack(t, `${t.config.publicUrl}/invoice/${b.token}/paystack?reference=T123456789`, b.token)).toBe(`/invoice/${b.token}?paystack=unknown`);
    expect(paystack.verified.length).toBe(before);
    expect(await paymentsOf(a.invoice.id)).toEqual([]);
    expect(await paymentsOf(b.invoice.id)).toEqual([]);
  });

  it.each(['status-false', 'http-500', 'hang-up'] as const)('Paystack failing to start (%s) sends the customer back to the bank transfer with a clear message', async (failure) => {
    const { token } = await invoiceWithLink(t, smtp, staff.token, `down-${failure}@example.net`);
    paystack.failInitialize = failure;
    try {
      const r = await startPayment(t, token);
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe(`/invoice/${token}?paystack=unavailable`);
    } finally {
      paystack.failInitialize = null;
    }
    expect(PAYSTACK_NOTICES.unavailable.text).toContain('Card payment is not available right now; please pay by bank transfer');
  });

  it('webhook: a signed charge.success is recorded once; a replay of it counts nothing more and is in the security log', async () => {
    const { invoice, total, tx } = await started('hook@example.net');
    paystack.overrides.set(tx.reference, { status: 'success' });
    const event = paystack.chargeSuccess(tx.reference);
    const first = await deliverTo(t, event);
    expect([first.statusCode, t.json(first).message]).toEqual([200, 'paid']);
    const repeatsBefore = (await auditOf('payment.webhook_repeat')).length;
    const replay = await deliverTo(t, event);
    expect([replay.statusCode, t.json(replay).message]).toEqual([200, 'already']);
    expect(await paymentsOf(invoice.id)).toMatchObject([{ method: 'paystack', amount_kobo: total }]);
    // The replay is logged for staff, with where it came from.
    const repeats = (await auditOf('payment.webhook_repeat')).slice(repeatsBefore);
    expect(repeats.map((e) => e.detail)).toEqual([`a notice for ${tx.reference}, whose payment is already recorded`]);
    expect(repeats[0].ip).toMatch(/\d/);
  });

  it('webhook: forged, unsigned and altered notices are refused with 401 and logged; nothing is recorded', async () => {
    const { invoice, tx } = await started('forged@example.net');
    paystack.overrides.set(tx.reference, { status: 'success' });
    const good = paystack.chargeSuccess(tx.reference);
    const before = (await auditOf('payment.webhook_refused')).length;
    const forged = await deliverTo(t, { body: good.body, signature: 'ab'.repeat(64) });
    const unsigned = await deliverTo(t, { body: good.body });
    const altered = await deliverTo(t, { body: good.body.replace('"amount":', '"amount":1'), signature: good.signature });
    const otherKey = await deliverTo(t, { body: good.body, signature: 'nonsense' });
    expect([forged, unsigned, altered, otherKey].map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    expect(t.json(forged).message).toBe('This notice is not signed by Paystack with this site’s key, so it was refused.');
    expect((await auditOf('payment.webhook_refused')).length - before).toBe(4);
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });

  it('webhook: an event of another amount than the attempt is refused; an unknown reference is ignored without asking Paystack', async () => {
    const { invoice, total, tx } = await started('hook-amount@example.net');
    paystack.overrides.set(tx.reference, { status: 'success' });
    const r = await deliverTo(t, paystack.chargeSuccess(tx.reference, { amount: total + 100 }));
    expect([r.statusCode, t.json(r).message]).toEqual([200, 'refused']);
    const before = paystack.verified.length;
    const unknown = await deliverTo(t, paystack.chargeSuccess('CCI-00000000000000000000000000000000', { amount: 5_000_000, currency: 'NGN' }));
    expect([unknown.statusCode, t.json(unknown).message]).toEqual([200, 'unknown']);
    expect(paystack.verified.length).toBe(before);
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });

  it('webhook: 25 parallel deliveries of one signed event count once', async () => {
    const { invoice, total, tx } = await started('parallel@example.net');
    paystack.overrides.set(tx.reference, { status: 'success' });
    const event = paystack.chargeSuccess(tx.reference);
    const answers = await Promise.all(Array.from({ length: 25 }, () => deliverTo(t, event)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(25).fill(200));
    expect(answers.filter((r) => t.json(r).message === 'paid')).toHaveLength(1);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paid_kobo: total });
    expect(await db().selectFrom('invoice_mails').select('id').where('invoice_id', '=', invoice.id).where('kind', '=', 'receipt').execute()).toHaveLength(1);
  });
});

describe('Paystack settings', () => {
  it('refuses to start with PAYMENTS_PROVIDER=paystack and no secret key, naming the variable; bank transfer only by default', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, PAYMENTS_PROVIDER: 'paystack' })).toThrow(/^PAYSTACK_SECRET_KEY: /);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir }).paystack).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, PAYMENTS_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_abcdef123' }).paystack).toEqual({
      secretKey: 'sk_test_abcdef123',
      baseUrl: 'https://api.paystack.co',
    });
  });

  it('without Paystack, the invoice page offers no card payment and the webhook answers 404', async () => {
    const plain = await createTestApp({ SMTP_URL: smtp.url });
    try {
      const { token } = await invoiceWithLink(plain, smtp, (await plain.createUser({ role: 'staff' })).token, 'plain@example.net');
      expect((await invoicePage(plain.app.ctx, token))!.paystack).toBe(false);
      expect((await deliverTo(plain, paystack.chargeSuccess('CCI-0'))).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
