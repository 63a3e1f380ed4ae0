import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { insertAcceptedQuote, insertLead, linkToken } from '../../support/selling';
import { quotePage } from '../../../modules/quotes/quote-link.service';
import { acceptedNote } from '../../../modules/quotes/quotes.words';
import { invoicePage } from '../../../modules/invoices/page.server';
import { hashToken, linkKey } from '../../../server/services/customer-links';
import { lagosToday } from '../../../common/lagos-days';

/**
 * What an accepted quote's page says of its invoice (docs/decisions/0034-selling.md): "shortly"
 * until the invoice is issued and mailed, then that it is ready with a link of the customer's own
 * to it, then that it is paid; nothing of a voided one, and "shortly" again while its link is
 * revoked.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let staff: { token: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  staff = await t.createUser({ role: 'staff', username: 'Ngozi Accounts' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** An accepted quote with a live e-mailed link, as the customer holds it. */
async function acceptedQuoteLink(email: string) {
  const lead = await insertLead(t, { name: 'Ifeanyi Obi', email });
  const quote = await insertAcceptedQuote(t, lead);
  const token = randomBytes(32).toString('base64url');
  await t.app.ctx.db.updateTable('quotes').set({ token_hash: hashToken(token) }).where('id', '=', quote.id).execute();
  return { quote, token };
}

const issue = (quoteId: number) => t.request({ method: 'POST', url: '/api/invoices', headers: bearer(staff.token), payload: { quote_id: quoteId } });
const noteOf = async (token: string) => {
  const page = (await quotePage(t.app.ctx, token))!;
  return { page, note: acceptedNote(false, page.quote.accepted_name, null, page.invoice) };
};

describe(`an accepted quote's page and its invoice (${dialect})`, () => {
  it('says "shortly" until the invoice can be opened, then that it is ready with a link to it, then that it is paid', async () => {
    const { quote, token } = await acceptedQuoteLink('ifeanyi.obi@example.net');
    const before = await noteOf(token);
    expect(before.page.invoice).toBeNull();
    expect(before.note).toMatch(/ We will send your invoice shortly\.$/);

    const issued = await issue(quote.id);
    expect(issued.statusCode).toBe(201);
    const invoice = t.json(issued).invoice as { id: number; number: string };
    await t.settle();
    const mailed = linkToken(smtp.messages.find((m) => m.to.includes('ifeanyi.obi@example.net'))!.text);
    expect(mailed).toBeTruthy();

    const ready = await noteOf(token);
    expect(ready.page.invoice).toMatchObject({ number: invoice.number, status: 'open' });
    expect(ready.note).toMatch(new RegExp(` Your invoice, ${invoice.number}, is ready\\.$`));
    // The link is the customer's own kind for this invoice, and opens nothing else.
    const own = ready.page.invoice!.token!;
    expect(linkKey(t.app.ctx.config.jwtSecret, 'invoice', own)).toEqual({ by: 'id', value: invoice.id });
    expect(linkKey(t.app.ctx.config.jwtSecret, 'quote', own)).toBeNull();
    expect((await invoicePage(t.app.ctx, own))?.number).toBe(invoice.number);

    const paid = await t.request({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payments`,
      headers: bearer(staff.token),
      payload: { amount_kobo: quote.total, paid_on: lagosToday(), reference: `UBA-${invoice.id}-0042` },
    });
    expect(paid.statusCode).toBe(201);
    const after = await noteOf(token);
    expect(after.page.invoice).toMatchObject({ number: invoice.number, status: 'paid' });
    expect(after.note).toMatch(new RegExp(` Invoice ${invoice.number} has been paid\\. Thank you\\.$`));
  });

  it('says "shortly" while the invoice\'s link is revoked, and nothing of a voided invoice', async () => {
    const { quote, token } = await acceptedQuoteLink('amara.nnaji@example.net');
    const invoice = t.json(await issue(quote.id)).invoice as { id: number; number: string; version: number };
    await t.settle();
    expect((await noteOf(token)).page.invoice?.token).toBeTruthy();

    const revoked = await t.request({ method: 'DELETE', url: `/api/invoices/${invoice.id}/link`, headers: bearer(staff.token) });
    expect(revoked.statusCode).toBe(200);
    const closed = await noteOf(token);
    expect(closed.page.invoice).toMatchObject({ status: 'open', token: null });
    expect(closed.note).toMatch(/ We will send your invoice shortly\.$/);
    expect(await invoicePage(t.app.ctx, (await noteOf(token)).page.invoice?.token ?? 'none')).toBeNull();

    const voided = await t.request({ method: 'POST', url: `/api/invoices/${invoice.id}/void`, headers: bearer(staff.token), payload: { version: t.json(revoked).invoice.version } });
    expect(voided.statusCode).toBe(200);
    const gone = await noteOf(token);
    expect(gone.page.invoice).toBeNull();
    expect(gone.note).toMatch(/ We will send your invoice shortly\.$/);
  });
});
