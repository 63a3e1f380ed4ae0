import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { contact, getLead, LEADS_ENV, leadList, newLead, patch } from '../../support/leads';

/**
 * Leads (docs/decisions/0024-leads.md), through the API as the browser and the admin area use it:
 * a contact message with a phone number and where its visit came from; a member's topic request;
 * the inbox's filters and notes (replies over SMTP: ./lead-replies.test.ts) and the version check that turns a lost update into a clear 409, under 25 parallel changes; the
 * won value under its campaign in Insights (parallel changes and two instances: ./leads-concurrency.test.ts). Runs on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL; the two-instance part needs a PostgreSQL server.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let admin: { id: number; token: string };
let otherAdmin: { id: number; token: string };

const ENV = LEADS_ENV;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ ...ENV, SMTP_URL: smtp.url }, { noticeRetry: { firstDelayMs: 50, everyMs: 100 } });
  admin = await t.createUser({ role: 'admin', username: 'Chiamaka Eze' });
  otherAdmin = await t.createUser({ role: 'admin', username: 'Emeka Nwosu' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the contact form as a lead', () => {
  it('keeps a phone number in any common writing as +234…, the reply channel, and where the visit came from', async () => {
    const id = await newLead(t, 'Hotel software quote', {
      phone: '0803 555 0199',
      replyVia: 'whatsapp',
      landing: '/pos?utm_source=whatsapp&utm_medium=status&utm_campaign=december-promo',
      referrer: '',
    });
    const { lead } = await getLead(t, admin.token, id);
    expect(lead).toMatchObject({
      kind: 'contact',
      phone: '+2348035550199',
      reply_via: 'whatsapp',
      status: 'new',
      source: 'WhatsApp',
      medium: 'status',
      campaign: 'december-promo',
      landing_page: '/pos',
      version: 1,
    });
    for (const [written, stored] of [
      ['+234 803 555 0199', '+2348035550199'],
      ['2348035550199', '+2348035550199'],
      ['+234 (0) 803-555-0199', '+2348035550199'],
      ['0909.123.4567', '+2349091234567'],
    ]) {
      const other = await newLead(t, `Number written as ${written}`, { phone: written });
      expect((await getLead(t, admin.token, other)).lead.phone).toBe(stored);
    }
  });

  it('classifies a search referrer, and stores nothing for a form that carried no origin', async () => {
    const google = await newLead(t, 'From a search', { landing: '/softwareDev', referrer: 'https://www.google.com/' });
    expect((await getLead(t, admin.token, google)).lead).toMatchObject({ source: 'Google', landing_page: '/softwareDev', campaign: null });
    const bare = await newLead(t, 'From a script');
    expect((await getLead(t, admin.token, bare)).lead).toMatchObject({ source: null, landing_page: null });
  });

  it('refuses a malformed phone number, and an answer by phone without a number, with clear 400s', async () => {
    for (const phone of ['12345', '0803 555 01', '+44 20 7946 0958', '08035550199x', '+234 803 555 0199 0199']) {
      const r = await contact(t, { phone });
      expect(r.statusCode, phone).toBe(400);
      expect(t.json(r).message).toMatch(/Nigerian phone number/);
    }
    const r = await contact(t, { replyVia: 'phone' });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toBe('Please give a phone or WhatsApp number so that we can answer you that way.');
    const bad = await contact(t, { replyVia: 'fax' });
    expect(bad.statusCode).toBe(400);
  });

  it('a forged origin is dropped, never refused: the message is stored', async () => {
    const id = await newLead(t, 'Forged origin', { landing: 'javascript:alert(1)', referrer: 'x'.repeat(5000) });
    expect((await getLead(t, admin.token, id)).lead).toMatchObject({ source: null, landing_page: null });
  });
});

describe('topic requests', () => {
  it('need a signed-in member; the lead carries the account name and address, and the member sees only their own', async () => {
    const anon = await t.request({ method: 'POST', url: '/api/topic-requests', payload: { topic: 'x', level: 'BSc', department: 'Computer Science' } });
    expect(anon.statusCode).toBe(401);
    const ada = await t.createUser({ username: 'Ada Obi', email: 'ada.obi@example.com' });
    const ben = await t.createUser({ username: 'Ben Okeke', email: 'ben.okeke@example.com' });
    const r = await t.request({
      method: 'POST',
      url: '/api/topic-requests',
      headers: bearer(ada.token),
      payload: {
        topic: 'Design and Implementation of a Computerised Hospital Records System',
        level: 'BSc',
        department: 'Computer Science',
        deadline: '2027-03-31',
        phone: '0706 123 4567',
        landing: '/topics',
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    const { request } = t.json(r);
    expect(request).toMatchObject({ level: 'BSc', status: 'new', deadline: '2027-03-31' });

    const mine = t.json(await t.request({ method: 'GET', url: '/api/topic-requests', headers: bearer(ada.token) }));
    expect(mine.requests.map((q: { id: number }) => q.id)).toEqual([request.id]);
    const his = t.json(await t.request({ method: 'GET', url: '/api/topic-requests', headers: bearer(ben.token) }));
    expect(his.requests).toEqual([]);

    const { lead } = await getLead(t, admin.token, request.id);
    expect(lead).toMatchObject({ kind: 'topic', name: 'Ada Obi', email: 'ada.obi@example.com', phone: '+2347061234567', spam_check: 'account', user_id: ada.id });
    const topics = await leadList(t, admin.token, '?kind=topic');
    expect(topics.leads.map((l: { id: number }) => l.id)).toContain(request.id);
    expect(topics.leads.every((l: { kind: string }) => l.kind === 'topic')).toBe(true);

    // The status the member reads follows the admin's work.
    expect((await patch(t, admin.token, request.id, { version: lead.version, status: 'quoted' })).statusCode).toBe(200);
    const after = t.json(await t.request({ method: 'GET', url: '/api/topic-requests', headers: bearer(ada.token) }));
    expect(after.requests[0].status).toBe('quoted');
  });

  it('refuses bad input with clear 400s and an admin call from a member with 403', async () => {
    const m = await t.createUser();
    for (const [payload, text] of [
      [{ topic: '', level: 'BSc', department: 'Economics' }, 'Topic is required.'],
      [{ topic: 'A topic', level: 'HND', department: 'Economics' }, 'Choose the level: BSc, MSc or PhD.'],
      [{ topic: 'A topic', level: 'MSc', department: 'Economics', deadline: '2027-02-30' }, 'This date does not exist.'],
      [{ topic: 'A topic', level: 'MSc', department: 'Economics', phone: '555' }, /Nigerian phone number/],
    ] as const) {
      const r = await t.request({ method: 'POST', url: '/api/topic-requests', headers: bearer(m.token), payload });
      expect(r.statusCode).toBe(400);
      expect(t.json(r).message).toMatch(text);
    }
    expect((await t.request({ method: 'GET', url: '/api/leads', headers: bearer(m.token) })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/leads/1', headers: bearer(m.token) })).statusCode).toBe(403);
  });
});

describe('the leads inbox', () => {
  it('filters by status, owner, overdue follow-ups and search on every word; counts unread', async () => {
    const id = await newLead(t, 'Bulk SMS for a church in Abakpa', { phone: '08031234567' });
    const before = await leadList(t, admin.token);
    expect(before.unread).toBeGreaterThan(0);
    expect(before.owners.map((o: { username: string }) => o.username)).toEqual(expect.arrayContaining(['Chiamaka Eze', 'Emeka Nwosu']));

    const { lead } = await getLead(t, admin.token, id);
    const r = await patch(t, admin.token, id, { version: lead.version, owner_id: admin.id, follow_up_on: '2020-01-06', status: 'contacted', read: true });
    expect(r.statusCode, r.body).toBe(200);
    expect(t.json(r).lead).toMatchObject({ owner_id: admin.id, owner_name: 'Chiamaka Eze', follow_up_on: '2020-01-06', status: 'contacted', version: lead.version + 1 });
    expect(t.json(r).lead.read_at).not.toBeNull();
    expect(t.json(r).lead.answered_at).not.toBeNull();

    const ids = async (q: string) => (await leadList(t, admin.token, q)).leads.map((l: { id: number }) => l.id);
    expect(await ids('?owner=me')).toContain(id);
    expect(await ids('?owner=none')).not.toContain(id);
    expect(await ids(`?owner=${otherAdmin.id}`)).not.toContain(id);
    expect(await ids('?due=overdue')).toContain(id);
    expect(await ids('?status=contacted')).toContain(id);
    expect(await ids('?status=new')).not.toContain(id);
    expect(await ids('?q=abakpa%20church')).toContain(id);
    expect(await ids('?q=church%20hotel')).not.toContain(id);
    expect(await ids('?q=0803123')).not.toContain(id); // phones are stored as +234…
    expect(await ids('?q=8031234567')).toContain(id);

    const stats = t.json(await t.request({ method: 'GET', url: '/api/stats', headers: bearer(admin.token) }));
    expect(stats.counts.overdueFollowUps).toBeGreaterThanOrEqual(1);

    const csv = t.json(await t.request({ method: 'GET', url: '/api/leads/export?owner=me', headers: bearer(admin.token) }));
    expect(csv.leads.map((l: { id: number }) => l.id)).toContain(id);
    expect(csv.truncated).toBe(false);

    for (const q of ['?status=open', '?owner=someone', '?due=later', '?page=0', '?kind=review']) {
      expect((await t.request({ method: 'GET', url: `/api/leads${q}`, headers: bearer(admin.token) })).statusCode, q).toBe(400);
    }
  });

  it('lists leads unanswered for over a day on the dashboard', async () => {
    const id = await newLead(t, 'Old unanswered enquiry');
    const dayAgo = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await t.app.ctx.db.updateTable('contact_messages').set({ created_at: dayAgo }).where('id', '=', id).execute();
    const ids = (await leadList(t, admin.token, '?due=unanswered')).leads.map((l: { id: number }) => l.id);
    expect(ids).toContain(id);
    const stats = t.json(await t.request({ method: 'GET', url: '/api/stats', headers: bearer(admin.token) }));
    expect(stats.counts.unansweredLeads).toBeGreaterThanOrEqual(1);
  });

  it('answers unknown leads, bad ids, empty notes and replies, and unknown owners with clear 4xx', async () => {
    const id = await newLead(t, 'For the 4xx checks');
    const { lead } = await getLead(t, admin.token, id);
    const cases: [string, string, unknown, number][] = [
      ['GET', '/api/leads/999999', undefined, 404],
      ['GET', '/api/leads/abc', undefined, 400],
      ['PATCH', '/api/leads/999999', { version: 1, status: 'won' }, 404],
      ['PATCH', `/api/leads/${id}`, { version: lead.version }, 400],
      ['PATCH', `/api/leads/${id}`, { version: lead.version, status: 'closed' }, 400],
      ['PATCH', `/api/leads/${id}`, { version: lead.version, value_naira: -5 }, 400],
      ['PATCH', `/api/leads/${id}`, { version: lead.version, value_naira: 1.5 }, 400],
      ['PATCH', `/api/leads/${id}`, { version: lead.version, follow_up_on: '2027-13-01' }, 400],
      ['PATCH', `/api/leads/${id}`, { version: lead.version, owner_id: 999_999 }, 400],
      ['PATCH', `/api/leads/${id}`, { version: lead.version, owner: 'me' }, 400],
      ['POST', `/api/leads/${id}/notes`, { body: '   ' }, 400],
      ['POST', `/api/leads/999999/notes`, { body: 'Called, no answer.' }, 404],
      ['POST', `/api/leads/${id}/replies`, { subject: 'Re: your enquiry', body: '' }, 400],
      ['POST', `/api/leads/${id}/replies`, { subject: '', body: 'Hello' }, 400],
      ['POST', `/api/leads/999999/replies`, { subject: 'Re', body: 'Hello' }, 404],
      ['DELETE', '/api/leads/999999', undefined, 404],
    ];
    for (const [method, url, payload, status] of cases) {
      const r = await t.request({ method: method as 'GET', url, headers: bearer(admin.token), ...(payload ? { payload: payload as object } : {}) });
      expect(r.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${r.body}`).toBe(status);
      expect(t.json(r)).toMatchObject({ status: 'error', message: expect.any(String) });
    }
    const owner = await patch(t, admin.token, id, { version: lead.version, owner_id: 999_999 });
    expect(t.json(owner).message).toBe('Choose an owner from the list of staff.');
  });

  it('records every change, note and reply in the security log', async () => {
    const id = await newLead(t, 'Audit trail');
    const { lead } = await getLead(t, admin.token, id);
    await patch(t, admin.token, id, { version: lead.version, status: 'quoted' });
    await t.request({ method: 'POST', url: `/api/leads/${id}/notes`, headers: bearer(admin.token), payload: { body: 'Sent the price list.' } });
    const rows = await t.app.ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).where('action', 'like', 'lead.%').execute();
    expect(rows.map((r) => r.action).sort()).toEqual(['lead.note', 'lead.update']);
    expect(rows.find((r) => r.action === 'lead.update')!.detail).toBe('Status: New → Quoted');
  });
});

describe('Insights closes the loop', () => {
  it('shows a won lead with its value under its source and campaign', async () => {
    const id = await newLead(t, 'December promo lead', { landing: '/?utm_source=whatsapp&utm_campaign=december-promo' });
    const { lead } = await getLead(t, admin.token, id);
    expect((await patch(t, admin.token, id, { version: lead.version, status: 'won', value_naira: 450_000 })).statusCode).toBe(200);
    const lost = await newLead(t, 'Another promo lead', { landing: '/?utm_source=whatsapp&utm_campaign=december-promo' });
    const lostLead = (await getLead(t, admin.token, lost)).lead;
    await patch(t, admin.token, lost, { version: lostLead.version, status: 'lost' });

    const today = t.app.ctx.insights.today();
    const r = t.json(await t.request({ method: 'GET', url: `/api/insights?from=${today}&to=${today}`, headers: bearer(admin.token) }));
    const campaign = r.campaigns.find((c: { campaign: string }) => c.campaign === 'december-promo');
    expect(campaign).toMatchObject({ source: 'WhatsApp', enquiries: 2, won: 1, wonNaira: 450_000 });
    const whatsapp = r.sources.find((s: { name: string }) => s.name === 'WhatsApp');
    expect(whatsapp.won).toBeGreaterThanOrEqual(1);
    expect(whatsapp.wonNaira).toBeGreaterThanOrEqual(450_000);
  });
});

