import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { insertAcceptedQuote, insertLead } from '../../support/selling';
import { quotePage } from '../../../modules/quotes/quote-link.service';
import { lagosToday } from '../../../common/lagos-days';

/**
 * Rules every part of selling keeps (docs/decisions/0034-selling.md), checked across the modules on
 * SQLite and PostgreSQL: the customer's quote page shows no more of them than the name they gave;
 * what the customer sends never sets an amount (the invoice copies the stored quote); and every
 * money change is in the security log with who made it, under "Quotes, invoices and payments".
 */

let smtp: TestSmtpServer;
let t: TestApp;
let staff: { id: number; token: string };
let admin: { id: number; token: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, CONTACT_INBOX: 'office@example.com' });
  staff = await t.createUser({ role: 'staff', username: 'Chidinma Staff', email: 'chidinma@example.com' });
  admin = await t.createUser({ role: 'admin', username: 'Emeka Admin', email: 'emeka@example.com' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | null = staff.token) =>
  t.request({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const LINES = [{ item_key: 'product:hospital', description: 'Hospital Management Software, one licence', quantity: 1, unit_kobo: 120_000_000 }];

/** A lead as the contact form stores one, with a phone and a message; a quote for it, sent: its row and link token. */
async function sentQuote(email: string) {
  const lead = await insertLead(t, { name: 'Dr Adaeze Nnamdi', email });
  await t.app.ctx.db.updateTable('contact_messages').set({ phone: '+2348035550199', message: 'We run a 40-bed hospital on Agbani Road.' }).where('id', '=', lead).execute();
  const made = await api('POST', `/api/leads/${lead}/quotes`, { lines: LINES, discount_kobo: 0, notes: 'One licence, installed at your hospital in Enugu.' });
  expect(made.statusCode).toBe(201);
  const q = t.json(made).quote;
  const r = await api('POST', `/api/quotes/${q.id}/send`, { version: q.version });
  expect(r.statusCode).toBe(200);
  return { lead, quote: t.json(r).quote as { id: number; version: number; total_kobo: number }, token: (t.json(r).link as string).split('/quote/')[1] };
}

describe(`selling's rules across modules (${dialect})`, () => {
  it("the quote page shows the customer's name as given, and nothing else of theirs: no e-mail, phone or message", async () => {
    const { token } = await sentQuote('adaeze.page@example.net');
    const page = await quotePage(t.app.ctx, token);
    expect(page!.customer).toBe('Dr Adaeze Nnamdi');
    const shown = JSON.stringify(page);
    for (const theirs of ['adaeze.page@example.net', '8035550199', '0803 555 0199', 'Agbani Road']) expect(shown, theirs).not.toContain(theirs);
  });

  it('an acceptance that carries amounts or a currency changes nothing: the stored total stands and the invoice copies it', async () => {
    const { quote, token } = await sentQuote('adaeze.amounts@example.net');
    const r = await api('POST', `/api/quote-links/${token}/accept`, { name: 'Dr Adaeze Nnamdi', agree: true, total_kobo: 100, amount_kobo: 100, currency: 'USD', vat_basis_points: 0 }, null);
    expect(r.statusCode).toBe(200);
    const row = await t.app.ctx.db.selectFrom('quotes').select(['status', 'total_kobo', 'vat_basis_points']).where('id', '=', quote.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'accepted', total_kobo: 129_000_000, vat_basis_points: 750 });
    await t.settle();
    const invoice = await t.app.ctx.db.selectFrom('invoices').select(['total_kobo', 'paid_kobo']).where('quote_id', '=', quote.id).executeTakeFirstOrThrow();
    expect(invoice).toEqual({ total_kobo: 129_000_000, paid_kobo: 0 });
  });

  it('every money change is in the security log with who made it, and the log\'s "Quotes, invoices and payments" filter finds each', async () => {
    // A quote sent, its link revoked, sent again, then withdrawn.
    const a = await sentQuote('adaeze.log-a@example.net');
    const revoked = await api('POST', `/api/quotes/${a.quote.id}/revoke`, { version: a.quote.version });
    expect(revoked.statusCode).toBe(200);
    const again = await api('POST', `/api/quotes/${a.quote.id}/send`, { version: t.json(revoked).quote.version });
    expect(again.statusCode).toBe(200);
    expect((await api('POST', `/api/quotes/${a.quote.id}/withdraw`, { version: t.json(again).quote.version })).statusCode).toBe(200);
    // A quote accepted on its page (invoice issued at once), its invoice's link revoked and mailed anew, part paid.
    const b = await sentQuote('adaeze.log-b@example.net');
    expect((await api('POST', `/api/quote-links/${b.token}/accept`, { name: 'Dr Adaeze Nnamdi', agree: true }, null)).statusCode).toBe(200);
    await t.settle();
    const invoiceB = await t.app.ctx.db.selectFrom('invoices').select('id').where('quote_id', '=', b.quote.id).executeTakeFirstOrThrow();
    expect((await api('DELETE', `/api/invoices/${invoiceB.id}/link`)).statusCode).toBe(200);
    expect((await api('POST', `/api/invoices/${invoiceB.id}/link`)).statusCode).toBe(200);
    expect((await api('POST', `/api/invoices/${invoiceB.id}/payments`, { amount_kobo: 50_000_000, paid_on: lagosToday(), reference: 'FBN/TRF/88123' })).statusCode).toBe(201);
    // An invoice issued by staff and voided; the VAT rate changed by an administrator.
    const c = await insertAcceptedQuote(t, await insertLead(t, { email: 'adaeze.log-c@example.net' }));
    const issued = await api('POST', '/api/invoices', { quote_id: c.id });
    expect(issued.statusCode).toBe(201);
    const { id: invoiceC, version } = t.json(issued).invoice;
    expect((await api('POST', `/api/invoices/${invoiceC}/void`, { version })).statusCode).toBe(200);
    expect((await api('PUT', '/api/settings/vat', { vat_basis_points: 800 }, admin.token)).statusCode).toBe(200);
    expect((await api('PUT', '/api/settings/vat', { vat_basis_points: 750 }, admin.token)).statusCode).toBe(200);

    const r = await api('GET', '/api/audit?group=selling&per_page=100', undefined, admin.token);
    expect(r.statusCode).toBe(200);
    const entries = t.json<{ entries: { action: string; actor_email: string; target_label: string; detail: string }[] }>(r).entries;
    const by = (action: string, label: string) => entries.filter((e) => e.action === action && e.target_label.includes(label)).map((e) => [e.actor_email, e.detail]);
    const quoteA = `Quote ${a.quote.id} `;
    expect(by('quote.send', quoteA)).toHaveLength(2);
    expect(by('quote.send', quoteA).every(([who]) => who === 'chidinma@example.com')).toBe(true);
    expect(by('quote.revoke', quoteA)).toEqual([['chidinma@example.com', '₦1,290,000']]);
    expect(by('quote.withdraw', quoteA)).toEqual([['chidinma@example.com', '₦1,290,000']]);
    // The customer accepts on the page: no account, named in the detail.
    expect(by('quote.accept', `Quote ${b.quote.id} `)).toEqual([['', '₦1,290,000, accepted by "Dr Adaeze Nnamdi"']]);
    const links = entries.filter((e) => e.action === 'invoice.link').slice(0, 2).map((e) => [e.actor_email, e.detail]);
    expect(links).toEqual([['chidinma@example.com', 'new link mailed'], ['chidinma@example.com', 'link revoked']]);
    expect(entries.some((e) => e.action === 'payment.record' && e.actor_email === 'chidinma@example.com' && e.detail.includes('reference FBN/TRF/88123'))).toBe(true);
    expect(entries.filter((e) => e.action === 'invoice.issue').length).toBeGreaterThanOrEqual(2);
    expect(entries.some((e) => e.action === 'invoice.void' && e.actor_email === 'chidinma@example.com')).toBe(true);
    expect(entries.filter((e) => e.action === 'settings.vat' && e.actor_email === 'emeka@example.com').map((e) => e.detail)).toEqual(['8 % → 7.5 %', '7.5 % → 8 %']);
    // Nothing of another group is under this filter.
    expect(entries.every((e) => /^(quote|invoice|payment|settings\.(vat|bank))/.test(e.action))).toBe(true);
  });
});
