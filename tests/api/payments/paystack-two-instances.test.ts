import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/app';
import { noPgServerReason, pgServerUrl } from '../../support/pg-server';
import { twoInstances } from '../../support/two-instances';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { startPaystackStandIn, type PaystackStandIn } from '../../support/paystack-stand-in';
import { deliverTo, invoiceWithLink, paystackEnv, startPayment } from '../../support/paystack';

/**
 * Paystack's webhook on two server instances of one database (docs/decisions/0034-selling.md,
 * "Paystack"): 26 deliveries of one signed charge.success at once, split between the instances,
 * record one payment; the invoice is paid once and one receipt is stored. On SQLite both instances
 * open the same file; on PostgreSQL the same database.
 */

let smtp: TestSmtpServer;
let paystack: PaystackStandIn;

async function race(a: TestApp, b: TestApp) {
  const staff = await a.createUser({ role: 'staff' });
  const { invoice, token, total } = await invoiceWithLink(a, smtp, staff.token, 'two-instances@example.net');
  expect((await startPayment(a, token)).status).toBe(303);
  const tx = [...paystack.transactions.values()].find((x) => x.email === 'two-instances@example.net')!;
  paystack.overrides.set(tx.reference, { status: 'success' });
  const event = paystack.chargeSuccess(tx.reference);
  const answers = await Promise.all(Array.from({ length: 26 }, (_, i) => deliverTo(i % 2 ? b : a, event)));
  expect(answers.map((r) => r.statusCode)).toEqual(Array(26).fill(200));
  expect(answers.filter((r) => JSON.parse(r.body).message === 'paid')).toHaveLength(1);
  const db = a.app.ctx.db;
  expect(await db.selectFrom('payments').select(['reference', 'amount_kobo']).where('invoice_id', '=', invoice.id).execute()).toEqual([{ reference: tx.reference, amount_kobo: total }]);
  expect(await db.selectFrom('invoices').select(['status', 'paid_kobo']).where('id', '=', invoice.id).executeTakeFirst()).toEqual({ status: 'paid', paid_kobo: total });
  expect(await db.selectFrom('invoice_mails').select('id').where('invoice_id', '=', invoice.id).where('kind', '=', 'receipt').execute()).toHaveLength(1);
}

const setUp = async () => {
  smtp = await startSmtpServer();
  paystack = await startPaystackStandIn();
};
const tearDown = async () => {
  await paystack?.close();
  await smtp?.close();
};

describe('Paystack webhook on two instances of one SQLite file', () => {
  afterAll(tearDown);
  const pair = twoInstances();
  it('26 parallel deliveries of one signed event, split between the instances, record one payment', async () => {
    await setUp();
    await race(...(await pair.onOneSqliteFile({ SMTP_URL: smtp.url, ...paystackEnv(paystack) })));
  });
});

if (!pgServerUrl) console.warn(`Two-instance Paystack test on PostgreSQL skipped: ${noPgServerReason}`);

describe.skipIf(!pgServerUrl)('Paystack webhook on two instances of one PostgreSQL database', () => {
  afterAll(tearDown);
  const pair = twoInstances();
  it('26 parallel deliveries of one signed event, split between the instances, record one payment', async () => {
    await setUp();
    await race(...(await pair.onOnePgDatabase('paystack', { SMTP_URL: smtp.url, ...paystackEnv(paystack) })));
  });
});
