import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { solvedCaptcha } from '../../support/captcha';
import { NO_INBOX } from '../../../modules/staff/enquiry-inbox.service';

/**
 * Where enquiries are sent (docs/decisions/0024-leads.md): the notices of new enquiries and the
 * Reply-To of staff replies go to an address only an administrator sets, never to the published
 * company e-mail that staff may edit; staff get 403 on the setting; CONTACT_INBOX still wins; a
 * fresh install falls back to an administrator's own address. A staff change of the public e-mail,
 * phones or WhatsApp number (publish or restore) is in the security log with the old and new values
 * and mailed to every enabled administrator, stored first and retried.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp?.close());

const contact = async (app: TestApp, subject: string) => {
  const r = await app.request({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Adaeze Obi', email: 'adaeze@example.net', subject, message: 'We need CCTV for two shops on Ogui Road.', captchaToken: await solvedCaptcha(app) },
  });
  expect(r.statusCode, r.body).toBe(200);
  return (await app.app.ctx.db.selectFrom('contact_messages').select('id').where('subject', '=', subject).executeTakeFirstOrThrow()).id;
};

/** Saves the company document with `change` applied and publishes it, as `token`. */
async function publishCompany(app: TestApp, token: string, change: Record<string, unknown>) {
  const doc = app.json(await app.request({ method: 'GET', url: '/api/content/company', headers: bearer(token) })).published;
  const saved = await app.request({ method: 'PUT', url: '/api/content/company/draft', headers: bearer(token), payload: { ...doc, ...change } });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await app.request({ method: 'POST', url: '/api/content/company/publish', headers: bearer(token), payload: {} });
  expect(published.statusCode, published.body).toBe(200);
  return doc;
}

const inboxCall = (app: TestApp, token: string, inbox?: string | null) =>
  app.request(
    inbox === undefined
      ? { method: 'GET', url: '/api/settings/enquiry-inbox', headers: bearer(token) }
      : { method: 'PUT', url: '/api/settings/enquiry-inbox', headers: bearer(token), payload: { inbox } },
  );

describe(`where enquiries are sent (${dialect})`, () => {
  let t: TestApp;
  let chief: { id: number; email: string; token: string };
  let staff: { id: number; email: string; token: string };
  afterAll(async () => t?.close());

  it('staff who publish another company e-mail do not re-route notices or Reply-To; only an admin sets the inbox', async () => {
    t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_CONTACT: '1000/10m', MAIL_RETRY_DELAYS: '1s,1s,1s' }, { noticeRetry: { firstDelayMs: 50, everyMs: 100 } });
    chief = await t.createUser({ role: 'admin', email: 'chief@coalcity.example', username: 'Chief Okeke' });
    staff = await t.createUser({ role: 'staff', email: 'staff1@coalcity.example', username: 'Staff One' });
    await publishCompany(t, staff.token, { email: 'collector@evil.example' });
    const id = await contact(t, 'CCTV for two shops');
    const notice = await smtp.waitFor((m) => m.subject.includes('CCTV for two shops'));
    // A fresh install: the administrator's own address, until an administrator chooses one.
    expect(notice.to).toEqual(['chief@coalcity.example']);
    expect(t.json(await inboxCall(t, chief.token))).toMatchObject({ inbox: null, effective: 'chief@coalcity.example', source: 'administrator' });

    // Staff can neither read nor change the setting.
    for (const r of [await inboxCall(t, staff.token), await inboxCall(t, staff.token, 'staff-box@evil.example')]) expect(r.statusCode).toBe(403);
    const set = await inboxCall(t, chief.token, 'Enquiries@CoalCity.example');
    expect(set.statusCode, set.body).toBe(200);
    expect(t.json(set)).toMatchObject({ inbox: 'enquiries@coalcity.example', effective: 'enquiries@coalcity.example', source: 'setting', updated_by_email: chief.email });
    expect(t.json(set).message).toBe('Saved. New enquiries are sent to enquiries@coalcity.example, and replies to customers ask them to answer there.');
    const bad = await inboxCall(t, chief.token, 'not an address');
    expect(bad.statusCode).toBe(400);
    expect(t.json(bad).message).toBe('Please enter a valid email address.');

    const reply = await t.request({ method: 'POST', url: `/api/leads/${id}/replies`, headers: bearer(staff.token), payload: { subject: 'Re: CCTV quote', body: 'Four cameras and a recorder: ₦420,000 installed.' } });
    expect(reply.statusCode, reply.body).toBe(201);
    const mail = await smtp.waitFor((m) => m.subject === 'Re: CCTV quote');
    expect(mail.to).toEqual(['adaeze@example.net']);
    expect(mail.headers['reply-to']).toContain('enquiries@coalcity.example');
    expect(JSON.stringify(mail.headers)).not.toContain('collector@evil.example');

    // A topic request's notice goes there too.
    const member = await t.createUser({ email: 'student@example.net' });
    const topic = await t.request({
      method: 'POST', url: '/api/topic-requests', headers: bearer(member.token),
      payload: { topic: 'Payroll system for a school', level: 'BSc', department: 'Computer Science', phone: '0803 555 0111', message: 'Please send the chapters.' },
    });
    expect(topic.statusCode, topic.body).toBe(201);
    expect((await smtp.waitFor((m) => m.subject.includes('Payroll system for a school'))).to).toEqual(['enquiries@coalcity.example']);

    const log = t.json(await t.request({ method: 'GET', url: '/api/audit?group=messages', headers: bearer(chief.token) })).entries;
    expect(log.find((e: { action: string }) => e.action === 'settings.inbox')).toMatchObject({ detail: 'default (chief@coalcity.example) → enquiries@coalcity.example' });
  });

  it('a staff change of the public e-mail, phones or WhatsApp is logged with old and new values and mailed to every enabled admin', async () => {
    const second = await t.createUser({ role: 'admin', email: 'second@coalcity.example' });
    const off = await t.createUser({ role: 'admin', email: 'off@coalcity.example' });
    expect((await t.request({ method: 'PUT', url: '/api/users/status', headers: bearer(chief.token), payload: { id: off.id, disabled: true } })).statusCode).toBe(200);
    smtp.failNext(1);
    const before = await publishCompany(t, staff.token, { email: 'sales@evil.example', whatsapp: { own: true, tel: '0809 555 0188' } });
    const entry = t.json(await t.request({ method: 'GET', url: '/api/audit?group=content', headers: bearer(chief.token) })).entries.find((e: { action: string }) => e.action === 'content.publish');
    expect(entry).toMatchObject({ action: 'content.publish', actor_email: staff.email, target_label: 'company' });
    expect(entry.detail).toContain('E-mail: collector@evil.example → sales@evil.example');
    expect(entry.detail).toContain('WhatsApp: ');
    expect(entry.detail).toContain('→ +2348095550188');
    const subject = 'The public contact details of';
    const forChief = await smtp.waitFor((m) => m.subject.startsWith(subject) && m.to.includes(chief.email) && m.text.includes('sales@evil.example'));
    expect(forChief.text).toContain('Staff One (staff1@coalcity.example)');
    await smtp.waitFor((m) => m.subject.startsWith(subject) && m.to.includes(second.email) && m.text.includes('sales@evil.example'));
    // One of the two sends was refused by the mail server: kept, and sent again by the retry job.
    const rows = await t.app.ctx.db.selectFrom('admin_notices').selectAll().where('text', 'like', '%sales@evil.example%').execute();
    expect(rows.map((r) => r.to_email).sort()).toEqual([chief.email, second.email]);
    expect(rows.some((r) => r.mail_attempts === 2)).toBe(true);
    expect(smtp.messages.some((m) => m.to.includes(off.email))).toBe(false);

    // Restoring an earlier version reaches the public site too: the same log and mail.
    const revisions = t.json(await t.request({ method: 'GET', url: '/api/content/company/revisions', headers: bearer(staff.token) })).revisions;
    const restore = await t.request({ method: 'POST', url: `/api/content/company/revisions/${revisions[1].id}/restore`, headers: bearer(staff.token), payload: {} });
    expect(restore.statusCode, restore.body).toBe(200);
    const restored = t.json(await t.request({ method: 'GET', url: '/api/audit?group=content', headers: bearer(chief.token) })).entries[0];
    expect(restored).toMatchObject({ action: 'content.restore', actor_email: staff.email });
    expect(restored.detail).toContain('E-mail: sales@evil.example → collector@evil.example');
    for (const admin of [chief.email, second.email]) {
      await smtp.waitFor((m) => m.subject.startsWith(subject) && m.to.includes(admin) && m.text.includes('restored an earlier version'));
    }
    expect(before.email).toBe('collector@evil.example');
  });

  it('an admin’s own change is logged but not mailed; a change of other fields is neither', async () => {
    const sent = () => smtp.messages.filter((m) => m.subject.startsWith('The public contact details of')).length;
    const count = sent();
    await publishCompany(t, chief.token, { email: 'info@coalcity.example' });
    await publishCompany(t, staff.token, { tagline: 'Computers, networks and solar power for Enugu businesses' });
    await t.settle();
    expect(sent()).toBe(count);
    const entries = t.json(await t.request({ method: 'GET', url: '/api/audit?group=content', headers: bearer(chief.token) })).entries;
    const publishes = entries.filter((e: { action: string }) => e.action === 'content.publish');
    expect(publishes[0]).toMatchObject({ actor_email: staff.email, detail: '' });
    expect(publishes[1]).toMatchObject({ actor_email: chief.email });
    expect(publishes[1].detail).toContain('E-mail: collector@evil.example → info@coalcity.example');
  });
});

describe('the defaults and CONTACT_INBOX', () => {
  it('with no address at all, a notice is kept with the reason, never sent to the published e-mail', async () => {
    const a = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_CONTACT: '1000/10m' });
    try {
      const company = await a.app.ctx.siteContent.company();
      const id = await contact(a, 'Laptops for a law firm');
      await a.settle();
      const row = await a.app.ctx.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ mailed_at: null, mail_error: NO_INBOX });
      expect(row.mail_next_at).not.toBeNull();
      expect(smtp.messages.some((m) => m.subject.includes('Laptops for a law firm') || m.to.includes(company.email.toLowerCase()))).toBe(false);
    } finally {
      await a.close();
    }
  });

  it('ADMIN_EMAIL is the default; CONTACT_INBOX wins over the saved setting', async () => {
    const a = await createTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: 'owner@coalcity.example', ADMIN_PASSWORD: 'Owner-pass-Enugu-26' });
    try {
      const admin = await a.createUser({ role: 'admin' });
      expect(a.json(await inboxCall(a, admin.token))).toMatchObject({ effective: 'owner@coalcity.example', source: 'ADMIN_EMAIL' });
    } finally {
      await a.close();
    }
    const b = await createTestApp({ SMTP_URL: smtp.url, CONTACT_INBOX: 'desk@coalcity.example', RATE_LIMIT_CONTACT: '1000/10m' });
    try {
      const admin = await b.createUser({ role: 'admin' });
      const r = t2(b, await inboxCall(b, admin.token, 'elsewhere@coalcity.example'));
      expect(r).toMatchObject({ inbox: 'elsewhere@coalcity.example', effective: 'desk@coalcity.example', source: 'CONTACT_INBOX' });
      expect(r.message).toContain("The server's CONTACT_INBOX (desk@coalcity.example) still wins while it is set.");
      await contact(b, 'Network cabling for a hotel');
      expect((await smtp.waitFor((m) => m.subject.includes('Network cabling for a hotel'))).to).toEqual(['desk@coalcity.example']);
    } finally {
      await b.close();
    }
  });
});

const t2 = (app: TestApp, r: Awaited<ReturnType<TestApp['request']>>) => {
  expect(r.statusCode, r.body).toBe(200);
  return app.json(r);
};
