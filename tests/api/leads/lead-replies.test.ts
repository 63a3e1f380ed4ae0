import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { getLead, LEADS_ENV, newLead, until } from '../../support/leads';

/**
 * A staff reply to a lead (docs/decisions/0024-leads.md): sent over SMTP from MAIL_FROM with the
 * company inbox to reply to, kept in the lead's history, and kept and retried while the mail server
 * refuses it. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL; the reply limits are in
 * ./lead-reply-limits.test.ts.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let admin: { id: number; token: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ ...LEADS_ENV, SMTP_URL: smtp.url }, { noticeRetry: { firstDelayMs: 50, everyMs: 100 } });
  admin = await t.createUser({ role: 'admin', username: 'Chiamaka Eze' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('a reply from the admin area', () => {
  it('goes out over SMTP from MAIL_FROM with Reply-To the company inbox, is kept in the history, and moves a new lead to contacted', async () => {
    const id = await newLead(t, 'Website for a pharmacy', { email: 'pharmacy.owner@example.com' });
    const r = await t.request({
      method: 'POST',
      url: `/api/leads/${id}/replies`,
      headers: bearer(admin.token),
      payload: { subject: 'Re: Website for a pharmacy', body: 'Thank you for your enquiry. A five-page site with hosting costs ₦180,000.' },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(t.json(r).lead).toMatchObject({ status: 'contacted' });
    const mail = await smtp.waitFor((m) => m.subject === 'Re: Website for a pharmacy');
    expect(mail.to).toEqual(['pharmacy.owner@example.com']);
    expect(mail.from).toBe('website@coalcityict.example');
    expect(mail.headers['reply-to']).toContain('office@example.com');
    expect(mail.text).toContain('A five-page site with hosting costs ₦180,000.');
    expect(mail.text).toContain('Chiamaka Eze');
    const sent = await until(() => getLead(t, admin.token, id), (v) => v.history.some((e: { kind: string; mailed_at: string | null }) => e.kind === 'reply' && e.mailed_at));
    expect(sent.history.find((e: { kind: string }) => e.kind === 'reply')).toMatchObject({ author_name: 'Chiamaka Eze', to_email: 'pharmacy.owner@example.com', mail_error: null });
  });

  it('is kept when the mail server refuses it, and sent by the retry job when it is back', async () => {
    const id = await newLead(t, 'Retry me');
    // The lead's own notice to the inbox goes first, so that the refusal below meets the reply.
    await until(() => t.app.ctx.db.selectFrom('contact_messages').select('mailed_at').where('id', '=', id).executeTakeFirstOrThrow(), (r) => r.mailed_at !== null);
    smtp.failNext(1);
    const refusedBefore = smtp.refused;
    const r = await t.request({ method: 'POST', url: `/api/leads/${id}/replies`, headers: bearer(admin.token), payload: { subject: 'Re: Retry me', body: 'We can start on Monday.' } });
    expect(r.statusCode).toBe(201);
    const failed = await until(() => getLead(t, admin.token, id), (v) => v.history.some((e: { mail_error: string | null }) => e.mail_error));
    const reply = failed.history.find((e: { kind: string }) => e.kind === 'reply');
    expect(reply.mailed_at).toBeNull();
    expect(reply.mail_next_at).not.toBeNull();
    expect(smtp.refused).toBe(refusedBefore + 1);
    await smtp.waitFor((m) => m.subject === 'Re: Retry me');
    const done = await until(() => getLead(t, admin.token, id), (v) => v.history.some((e: { kind: string; mailed_at: string | null }) => e.kind === 'reply' && e.mailed_at));
    expect(done.history.find((e: { kind: string }) => e.kind === 'reply')).toMatchObject({ mail_error: null, mail_next_at: null });
    expect(smtp.messages.filter((m) => m.subject === 'Re: Retry me')).toHaveLength(1);
  });
});
