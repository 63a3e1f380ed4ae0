import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { solvedCaptcha } from '../../support/captcha';

/**
 * Reaching a lead (docs/decisions/0024-leads.md): a staff member's tap on Call or WhatsApp is
 * written to the lead's history with who and when (staff only, 25 at once all kept); and a reply's
 * preview is the very mail the reply then sends, with one greeting and one signature whatever staff
 * typed. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

let smtp: TestSmtpServer;
let t: TestApp;
let staff: { id: number; token: string };
let member: { token: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ CONTACT_INBOX: 'office@example.com', SMTP_URL: smtp.url, RATE_LIMIT_CONTACT: '1000/10m' });
  staff = await t.createUser({ role: 'staff', username: 'Chiamaka Eze' });
  member = await t.createUser();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function newLead(subject: string, over: Record<string, unknown> = {}): Promise<number> {
  const r = await t.request({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Chinedu Okafor',
      email: `${subject.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '0803 555 0199',
      replyVia: 'whatsapp',
      subject,
      message: 'We need a school portal. You can also call my office on 0706 123 4567.',
      captchaToken: await solvedCaptcha(t),
      ...over,
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return (await t.app.ctx.db.selectFrom('contact_messages').select('id').where('subject', '=', subject).executeTakeFirstOrThrow()).id;
}

const tap = (id: number, token: string | null, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/leads/${id}/taps`, headers: token ? bearer(token) : {}, payload });
const history = async (id: number) => {
  const r = await t.request({ method: 'GET', url: `/api/leads/${id}`, headers: bearer(staff.token) });
  expect(r.statusCode, r.body).toBe(200);
  return t.json(r).history as { kind: string; author_name: string; body: string; created_at: string }[];
};

describe(`taps on Call and WhatsApp (${dialect})`, () => {
  it('are written to the lead’s history with who, when and which number', async () => {
    const id = await newLead('Taps are logged');
    const before = new Date().toISOString();
    const call = await tap(id, staff.token, { channel: 'call', phone: '+2348035550199' });
    expect(call.statusCode, call.body).toBe(201);
    expect((await tap(id, staff.token, { channel: 'whatsapp', phone: '0706 123 4567' })).statusCode).toBe(201);
    const events = (await history(id)).filter((e) => e.kind === 'call' || e.kind === 'whatsapp');
    expect(events).toMatchObject([
      { kind: 'call', author_name: 'Chiamaka Eze', body: 'Tapped Call: 0803 555 0199' },
      { kind: 'whatsapp', author_name: 'Chiamaka Eze', body: 'Opened WhatsApp: 0706 123 4567' },
    ]);
    for (const e of events) expect(e.created_at >= before).toBe(true);
  });

  it('are staff-only, and refuse an unknown lead, channel or number with a clear 4xx', async () => {
    const id = await newLead('Taps are checked');
    expect((await tap(id, null, { channel: 'call', phone: '08035550199' })).statusCode).toBe(401);
    const m = await tap(id, member.token, { channel: 'call', phone: '08035550199' });
    expect(m.statusCode).toBe(403);
    expect(t.json(m).message).toBe('Only staff and administrators can do this.');
    const fax = await tap(id, staff.token, { channel: 'fax', phone: '08035550199' });
    expect(fax.statusCode).toBe(400);
    expect(t.json(fax).message).toBe('Choose call or whatsapp.');
    const bad = await tap(id, staff.token, { channel: 'call', phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(t.json(bad).message).toMatch(/Nigerian phone number/);
    expect((await tap(id, staff.token, { channel: 'call' })).statusCode).toBe(400);
    const gone = await tap(999_999, staff.token, { channel: 'call', phone: '08035550199' });
    expect(gone.statusCode).toBe(404);
    expect((await history(id)).filter((e) => e.kind === 'call')).toEqual([]);
  });

  it('25 taps at once are all kept', async () => {
    const id = await newLead('Many taps at once');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => tap(id, staff.token, { channel: i % 2 ? 'call' : 'whatsapp', phone: '08035550199' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(25).fill(201));
    expect((await history(id)).filter((e) => e.kind === 'call' || e.kind === 'whatsapp')).toHaveLength(25);
  });
});

describe(`a reply's preview (${dialect})`, () => {
  const preview = (id: number, token: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/api/leads/${id}/replies/preview`, headers: bearer(token), payload });

  it('is exactly the mail the reply sends, and stores and sends nothing itself', async () => {
    const id = await newLead('Preview equals the mail');
    const body = 'Thank you for your enquiry. A portal for 1,200 pupils costs ₦950,000.';
    const p = await preview(id, staff.token, { subject: 'Re: Preview equals the mail', body });
    expect(p.statusCode, p.body).toBe(200);
    const shown = t.json(p).mail;
    expect(shown.to).toBe('preview.equals.the.mail@example.com');
    expect(shown.subject).toBe('Re: Preview equals the mail');
    expect(shown.text.startsWith('Dear Chinedu Okafor,\n\nThank you for your enquiry.')).toBe(true);
    expect(shown.text).toContain('Kind regards,\nChiamaka Eze\n');
    expect(shown.text).toContain('E-mail: office@example.com');
    expect((await history(id)).filter((e) => e.kind === 'reply')).toEqual([]);

    const sent = await t.request({ method: 'POST', url: `/api/leads/${id}/replies`, headers: bearer(staff.token), payload: { subject: 'Re: Preview equals the mail', body } });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await smtp.waitFor((m) => m.subject === 'Re: Preview equals the mail');
    expect(mail.to).toEqual([shown.to]);
    expect(mail.text.replace(/\r\n/g, '\n').trimEnd()).toBe(shown.text.trimEnd());
  });

  it("never doubles the greeting or the signature when staff write their own", async () => {
    const id = await newLead('Own greeting and sign-off');
    const body = 'Dear Chinedu,\n\nWe can start on Monday.\n\nRegards,\nChiamaka Eze\nCoal City ICT';
    const sent = await t.request({ method: 'POST', url: `/api/leads/${id}/replies`, headers: bearer(staff.token), payload: { subject: 'Re: Own greeting', body } });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await smtp.waitFor((m) => m.subject === 'Re: Own greeting');
    const text = mail.text.replace(/\r\n/g, '\n');
    expect(text.match(/Dear /g)).toHaveLength(1);
    expect(text.match(/regards/gi)).toHaveLength(1);
    expect(text.match(/Chiamaka Eze/g)).toHaveLength(1);
    expect(text).toContain('Coal City ICT\n\nPhone: ');
    expect(text).toContain('E-mail: office@example.com');
    expect(mail.html).not.toContain('Dear Chinedu Okafor');
    expect(mail.html).not.toContain('Kind regards');
  });

  it('is staff-only and refuses what the reply itself refuses', async () => {
    const id = await newLead('Preview is checked');
    expect((await preview(id, member.token, { subject: 'Re: x', body: 'Hello' })).statusCode).toBe(403);
    const empty = await preview(id, staff.token, { subject: 'Re: x', body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(t.json(empty).message).toBe('Reply is required.');
    const twoLines = await preview(id, staff.token, { subject: 'Re: x\nBcc: y', body: 'Hello' });
    expect(t.json(twoLines).message).toBe('Subject must be on one line, without line breaks or tabs.');
    expect((await preview(999_999, staff.token, { subject: 'Re: x', body: 'Hello' })).statusCode).toBe(404);
  });
});
