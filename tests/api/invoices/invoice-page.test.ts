import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { insertAcceptedQuote, insertLead, linkToken, SAMPLE_LINES } from '../../support/selling';
import { attachProof, invoicePage } from '../../../modules/invoices/page.server';
import { MAX_PROOFS } from '../../../modules/invoices/invoice-page.words';
import { makePng, textFileNamedPng } from '../../support/images';
import { lagosToday } from '../../../common/lagos-days';

/**
 * The customer's invoice page's data (modules/invoices/page.server.ts), found by the link's
 * token, and the bank account administrators set for it (docs/decisions/0034-selling.md). The page
 * itself, with and without JavaScript, is tested in the browser (tests/e2e/site/invoice-page.spec.ts).
 */

let smtp: TestSmtpServer;
let t: TestApp;
let admin: { id: number; email: string; token: string };
let staff: { token: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await t.createUser({ role: 'admin' });
  staff = await t.createUser({ role: 'staff' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const ACCOUNT = { bank_name: 'Zenith Bank', account_name: 'Coal City ICT Ltd', account_number: '1012345678' };
const setBank = (account: unknown, token = admin.token) =>
  t.request({ method: 'PUT', url: '/api/settings/invoice-bank-account', headers: bearer(token), payload: { account } });

async function issuedWithLink(email: string) {
  const lead = await insertLead(t, { name: 'Ngozi Umeh', email });
  const quote = await insertAcceptedQuote(t, lead);
  const r = await t.request({ method: 'POST', url: '/api/invoices', headers: bearer(staff.token), payload: { quote_id: quote.id } });
  await t.settle();
  const mail = smtp.messages.find((m) => m.to.includes(email))!;
  return { invoice: t.json(r).invoice, token: linkToken(mail.text), total: quote.total };
}

describe(`the invoice page's data and the bank account (${dialect})`, () => {
  it('the page shows the invoice found by its token: lines, totals, what is paid and due, and only the name the customer gave', async () => {
    const { invoice, token, total } = await issuedWithLink('ngozi@example.net');
    const page = await invoicePage(t.app.ctx, token);
    expect(page).toMatchObject({
      number: invoice.number,
      status: 'open',
      customer_name: 'Ngozi Umeh',
      issued_on: lagosToday(),
      due_on: invoice.due_on,
      total_kobo: total,
      paid_kobo: 0,
      due_kobo: total,
      vat_basis_points: 750,
      bank: null,
    });
    expect(page!.lines.map((l) => l.description)).toEqual(SAMPLE_LINES.map((l) => l.description));
    expect(JSON.stringify(page)).not.toContain('ngozi@example.net');
    // Part paid: what is paid and what is due follow.
    await t.request({ method: 'POST', url: `/api/invoices/${invoice.id}/payments`, headers: bearer(staff.token), payload: { amount_kobo: 1_000_000, paid_on: lagosToday(), reference: 'UBA-55' } });
    expect(await invoicePage(t.app.ctx, token)).toMatchObject({ paid_kobo: 1_000_000, due_kobo: total - 1_000_000 });
  });

  it('a malformed, unknown, revoked or void link shows nothing', async () => {
    const { invoice, token } = await issuedWithLink('revoked@example.net');
    expect(await invoicePage(t.app.ctx, 'short')).toBeNull();
    expect(await invoicePage(t.app.ctx, 'A'.repeat(43))).toBeNull();
    await t.request({ method: 'DELETE', url: `/api/invoices/${invoice.id}/link`, headers: bearer(staff.token) });
    expect(await invoicePage(t.app.ctx, token)).toBeNull();
    const other = await issuedWithLink('voided@example.net');
    expect(await invoicePage(t.app.ctx, other.token)).not.toBeNull();
    await t.request({ method: 'POST', url: `/api/invoices/${other.invoice.id}/void`, headers: bearer(staff.token), payload: { version: other.invoice.version } });
    expect(await invoicePage(t.app.ctx, other.token)).toBeNull();
  });

  it('administrators set the bank account (10 digits), the page shows it, and the change is in the security log; staff cannot', async () => {
    expect((await setBank(ACCOUNT, staff.token)).statusCode).toBe(403);
    for (const bad of [{ ...ACCOUNT, account_number: '12345' }, { ...ACCOUNT, account_number: '10123456789' }, { ...ACCOUNT, account_number: '10123x5678' }, { ...ACCOUNT, bank_name: '' }]) {
      const r = await setBank(bad);
      expect(r.statusCode).toBe(400);
    }
    expect(t.json(await setBank({ ...ACCOUNT, account_number: '12345' })).message).toMatch(/10 digits/);
    const r = await setBank(ACCOUNT);
    expect(r.statusCode).toBe(200);
    expect(t.json(r)).toMatchObject({ account: ACCOUNT, updated_by_email: admin.email });
    const { token } = await issuedWithLink('banked@example.net');
    expect((await invoicePage(t.app.ctx, token))!.bank).toEqual(ACCOUNT);
    const log = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.bank').execute();
    expect(log).toMatchObject([{ actor_id: admin.id, detail: 'none → Zenith Bank, Coal City ICT Ltd, 1012345678' }]);
    expect(t.json(await setBank(null))).toMatchObject({ account: null });
    expect((await invoicePage(t.app.ctx, token))!.bank).toBeNull();
  });

  it("the customer's proof of payment: a picture is checked by its content and kept for staff, at most 5 per invoice even when 25 arrive at once", async () => {
    const { invoice, token } = await issuedWithLink('proof@example.net');
    const post = async (data: Buffer, name = 'receipt.png', type = 'image/png') => {
      const form = new FormData();
      form.set('proof', new File([new Uint8Array(data)], name, { type }));
      return attachProof(t.app.ctx, token, new Request('http://localhost/invoice/x', { method: 'POST', body: form }));
    };
    expect(await post(await makePng(600, 900))).toEqual({ ok: true });
    const notImage = await post(textFileNamedPng());
    expect(notImage).toMatchObject({ ok: false, status: 415 });
    const panel = t.json(await t.request({ method: 'GET', url: `/api/leads/${invoice.lead_id}/invoices`, headers: bearer(staff.token) }));
    const proofs = panel.invoices[0].proofs;
    expect(proofs).toHaveLength(1);
    // Kept private, for staff only (tests/api/invoices/invoice-proofs-private.test.ts).
    expect(proofs[0]).toEqual({ id: expect.any(Number), created_at: expect.any(String) });

    const png = await makePng(64, 64);
    const answers = await Promise.all(Array.from({ length: 25 }, () => post(png)));
    expect(answers.filter((a) => a.ok)).toHaveLength(MAX_PROOFS - 1);
    for (const a of answers.filter((x) => !x.ok)) expect([429, 503]).toContain((a as { status: number }).status);
    const kept = await t.app.ctx.db.selectFrom('invoice_proofs').select('id').where('invoice_id', '=', invoice.id).execute();
    expect(kept).toHaveLength(MAX_PROOFS);

    // A link that no longer works takes nothing.
    await t.request({ method: 'DELETE', url: `/api/invoices/${invoice.id}/link`, headers: bearer(staff.token) });
    expect(await post(png)).toMatchObject({ ok: false, status: 404 });
  });
});
