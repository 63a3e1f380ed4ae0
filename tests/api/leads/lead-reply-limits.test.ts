import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { noPgServerReason, pgServerUrl } from '../../support/pg-server';
import { twoInstances } from '../../support/two-instances';
import { REPLY_LIMIT } from '../../../modules/leads/leads.service';

/**
 * Replies to leads are counted (docs/decisions/0024-leads.md): per account in a window
 * (RATE_LIMIT_LEAD_REPLY, 30 an hour by default) and per lead (RATE_LIMIT_LEAD_REPLY_PER_LEAD, 10 a
 * day), in the database, so 25+ parallel replies store and send exactly the allowed number, on one
 * instance (SQLite, and PostgreSQL with TEST_DATABASE_URL) and on two instances of one PostgreSQL
 * database (needs a PostgreSQL server). A refused reply is a 429 with Retry-After and a clear
 * message; nothing of it is stored or mailed.
 */

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});

/** A lead, stored as the contact form stores one (the form itself is tested in leads.test.ts). */
async function lead(app: TestApp, email: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await app.app.ctx.db
    .insertInto('contact_messages')
    .values({
      kind: 'contact', name: 'Ifeoma Nnaji', email, subject: 'Solar inverter for a clinic', message: 'Please send a quote for a 5 kVA inverter.',
      phone: null, reply_via: 'email', created_at: now, updated_at: now, read_at: null, mailed_at: now, mail_error: null, mail_next_at: null,
      source: null, medium: null, campaign: null, landing_page: null, user_id: null, spam_check: 'captcha',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const reply = (app: TestApp, token: string, id: number, n: number) =>
  app.request({ method: 'POST', url: `/api/leads/${id}/replies`, headers: bearer(token), payload: { subject: `Re: quote ${n}`, body: `Quote number ${n}: ₦350,000 installed.` } });

const repliesOf = async (app: TestApp, id: number) =>
  (await app.app.ctx.db.selectFrom('lead_events').select('id').where('lead_id', '=', id).where('kind', '=', 'reply').execute()).length;

describe(`reply limits (${dialect})`, () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('30 parallel replies from one staff account to many leads: 20 stored and mailed, 10 answered 429 with Retry-After', async () => {
    t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_LEAD_REPLY: '20/1h', RATE_LIMIT_LEAD_REPLY_PER_LEAD: '5/24h' });
    const staff = await t.createUser({ role: 'staff', username: 'Obinna Staff' });
    const leads = await Promise.all(Array.from({ length: 10 }, (_, i) => lead(t, `buyer${i}@example.net`)));
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => reply(t, staff.token, leads[i % 10], i)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    const refused = answers.find((r) => r.statusCode === 429)!;
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(t.json(refused)).toEqual({ status: 'error', message: REPLY_LIMIT.account(wait) });
    expect(t.json(refused).message).toMatch(/^You have sent many replies in a short time, so this one was not sent\. Please try again in 60 minutes\.$/);
    let stored = 0;
    for (const id of leads) stored += await repliesOf(t, id);
    expect(stored).toBe(20);
    await t.settle();
    expect(smtp.messages.filter((m) => /^Re: quote \d+$/.test(m.subject))).toHaveLength(20);
    // Another account has its own count.
    const colleague = await t.createUser({ role: 'admin' });
    expect((await reply(t, colleague.token, leads[0], 99)).statusCode).toBe(201);
  });

  it('25 parallel replies to one lead from several accounts: the lead gets 5 a day, the rest are told to call', async () => {
    const id = await lead(t, 'one.customer@example.net');
    const team = await Promise.all(Array.from({ length: 5 }, () => t.createUser({ role: 'staff' })));
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => reply(t, team[i % 5].token, id, 100 + i)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(20);
    expect(t.json(refused[0]).message).toBe(
      'This customer has been sent many replies in the last day, so this one was not sent. Please try again in 24 hours, or call them instead.',
    );
    expect(await repliesOf(t, id)).toBe(5);
  });
});

if (!pgServerUrl) console.warn(`Two-instance reply-limit test skipped: ${noPgServerReason}`);

describe.skipIf(!pgServerUrl)('reply limits on two instances of one PostgreSQL database', () => {
  const pair = twoInstances();
  it('26 parallel replies of one account split between the instances: exactly the 12 allowed are stored', async () => {
    const [a, b] = await pair.onOnePgDatabase('replies', { SMTP_URL: smtp.url, RATE_LIMIT_LEAD_REPLY: '12/1h' });
    const staff = await a.createUser({ role: 'staff' });
    const leads = await Promise.all(Array.from({ length: 4 }, (_, i) => lead(a, `pair${i}@example.net`)));
    const answers = await Promise.all(Array.from({ length: 26 }, (_, i) => reply(i % 2 ? b : a, staff.token, leads[i % 4], 200 + i)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(12);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(14);
    let stored = 0;
    for (const id of leads) stored += await repliesOf(a, id);
    expect(stored).toBe(12);
  });
});
