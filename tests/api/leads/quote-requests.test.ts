import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { createPageServices } from '../../../server/pages/page-services';
import { servicesContext } from '../../../app/context';
import { loader as contactLoader } from '../../../app/routes/contact';

/**
 * A quote request that knows what it is about (docs/decisions/0035-price-hints-and-quote-requests.md):
 * "Get a quote" and "Request a demo" link to /contact?item=…&intent=…; the page names the item in
 * the Subject, the lead stores the item, its name and page and the intent (looked up again by the
 * server), the inbox and the office's notice show it, and a key that names nothing is ignored: no
 * 500, nothing of it reflected. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, CONTACT_INBOX: 'office@example.com', RATE_LIMIT_CONTACT: '1000/10m' });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function context() {
  const c = new RouterContextProvider();
  c.set(servicesContext, createPageServices(t.app.ctx));
  return c;
}
type ContactData = Awaited<ReturnType<typeof contactLoader>>;
const loadContact = async (query: string) =>
  (await contactLoader({ request: new Request(`http://127.0.0.1/contact${query}`), context: context(), params: {} } as never)) as ContactData;

async function send(subject: string, extra: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Dr Obinna Nwankwo',
      email: 'obinna@example.com',
      subject,
      message: 'We run a 40-bed hospital in Nsukka and would like to see the software working.',
      captchaToken: await solvedCaptcha(t),
      ...extra,
    },
  });
}
const row = (subject: string) => t.app.ctx.db.selectFrom('contact_messages').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();

describe('the contact page opened from a quote link', () => {
  it('names the product, service or course in the Subject, with the intent', async () => {
    expect((await loadContact('?item=hospital&intent=demo')).about).toEqual({ key: 'hospital', intent: 'demo', subject: 'Hospital Management Software — demo' });
    expect((await loadContact('?item=domain')).about).toEqual({ key: 'domain', intent: 'quote', subject: 'Web Designing & Hosting — quote' });
    // A slug in another case, as /POS is a page too, is the same product.
    expect((await loadContact('?item=POS&intent=quote')).about?.key).toBe('pos');
    expect((await loadContact('?item=course:python-programming&intent=enrol')).about).toEqual({
      key: 'course:python-programming',
      intent: 'enrol',
      subject: 'Python programming — enrolment',
    });
  });

  it('ignores an item it does not know and an intent it does not know, and shows nothing of them', async () => {
    for (const query of ['?item=<script>alert(1)</script>', '?item=nothing-here', '?item=', '?item=course:no-such-course', `?item=${'a'.repeat(5000)}`, '?item=../admin', '?intent=demo']) {
      expect((await loadContact(query)).about, query).toBeNull();
    }
    expect((await loadContact('?item=hospital&intent=<b>buy</b>')).about?.intent).toBe('quote');
  });
});

describe('a quote request as a lead', () => {
  it('stores the item, its name, its page and the intent, looked up on the server, and the inbox and the notice show them', async () => {
    const before = smtp.messages.length;
    const r = await send('Hospital Management Software — demo', { item: 'hospital', intent: 'demo' });
    expect(r.statusCode, r.body).toBe(200);
    const stored = await row('Hospital Management Software — demo');
    expect(stored).toMatchObject({ item_key: 'hospital', item_name: 'Hospital Management Software', item_page: '/hospital', item_intent: 'demo' });

    const lead = t.json(await t.request({ method: 'GET', url: `/api/leads/${stored.id}`, headers: bearer(admin.token) })).lead;
    expect(lead).toMatchObject({ item_key: 'hospital', item_name: 'Hospital Management Software', item_page: '/hospital', item_intent: 'demo' });
    const list = t.json(await t.request({ method: 'GET', url: '/api/leads', headers: bearer(admin.token) }));
    expect(list.leads.find((l: { id: number }) => l.id === stored.id)).toMatchObject({ item_name: 'Hospital Management Software', item_page: '/hospital' });

    await t.settle();
    const mail = await smtp.waitFor((m) => m.subject === 'New contact message: Hospital Management Software — demo');
    expect(smtp.messages.length).toBeGreaterThan(before);
    expect(mail.text).toContain('About:    Hospital Management Software (demo), from /hospital');
    expect(mail.html).toContain('Hospital Management Software (demo), from /hospital');
  });

  it('stores a course and a service by their current names', async () => {
    expect((await send('Enrol me', { item: 'course:python-programming', intent: 'enrol' })).statusCode).toBe(200);
    expect(await row('Enrol me')).toMatchObject({ item_key: 'course:python-programming', item_name: 'Python programming', item_page: '/training', item_intent: 'enrol' });
    expect((await send('Hosting for my shop', { item: 'domain' })).statusCode).toBe(200);
    expect(await row('Hosting for my shop')).toMatchObject({ item_key: 'domain', item_name: 'Web Designing & Hosting', item_page: '/domain', item_intent: 'quote' });
  });

  it('stores a message whose item is unknown or forged as an ordinary one, never refused, never a 500', async () => {
    const forged = [
      { item: 'nothing-here', intent: 'demo' },
      { item: '<img src=x onerror=alert(1)>', intent: 'quote' },
      { item: 'x'.repeat(5000) },
      { item: 12, intent: ['demo'] },
      { item: 'hospital', intent: 'steal' },
    ];
    for (const [i, extra] of forged.entries()) {
      const r = await send(`Forged item ${i}`, extra);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.body).not.toContain('onerror');
    }
    for (const i of [0, 1, 2, 3]) expect(await row(`Forged item ${i}`), String(i)).toMatchObject({ item_key: null, item_name: null, item_page: null, item_intent: null });
    // A known item with an unknown intent keeps the item, as a quote.
    expect(await row('Forged item 4')).toMatchObject({ item_key: 'hospital', item_intent: 'quote' });
  });

  it('stores 25 quote requests sent at once, each with its own item', async () => {
    const items = ['pos', 'hospital', 'school', 'domain', 'BulkSMS'];
    const sent = await Promise.all(Array.from({ length: 25 }, (_, i) => send(`Parallel quote ${i}`, { item: items[i % items.length], intent: i % 2 ? 'demo' : 'quote' })));
    for (const r of sent) expect(r.statusCode, r.body).toBe(200);
    const rows = await t.app.ctx.db.selectFrom('contact_messages').select(['subject', 'item_key', 'item_intent']).where('subject', 'like', 'Parallel quote %').execute();
    expect(rows).toHaveLength(25);
    for (const r of rows) {
      const i = Number(r.subject.split(' ').pop());
      expect(r).toMatchObject({ item_key: items[i % items.length], item_intent: i % 2 ? 'demo' : 'quote' });
    }
  });
});
