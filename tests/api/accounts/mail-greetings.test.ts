import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { extractOtp, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../support/smtp';
import { addressKey } from '../../../server/db/repositories/address-guards';

/**
 * Anyone can have the site mail a code to any address (sign-up, resend, forgotten password, a new
 * address in My account). The username is the sender's own text: it must not open a mail to an
 * address nobody has proven. Those mails say "Hello," only; a mail to a proven address may still
 * greet the member by name.
 */

const SPAM = 'Call 0800 555 0100 or visit evil-example.com now';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@example.com', OTP_RESEND_SECONDS: '1' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.request({ method: 'POST', url, payload, headers });

/** The next mail to `to` after the `after`-th message. */
const mailTo = (to: string, after: number) => smtp.waitFor((m) => m.to.includes(to) && smtp.messages.indexOf(m) >= after, 10_000);

function expectNoName(mail: ReceivedMail) {
  expect(mail.text.startsWith('Hello,\n'), mail.text.slice(0, 80)).toBe(true);
  expect(mail.html).toContain('>Hello,</p>');
  for (const part of [mail.text, mail.html, mail.subject]) {
    expect(part).not.toContain('0800 555 0100');
    expect(part).not.toContain('evil-example');
  }
}

describe('mail to an address nobody has proven', () => {
  it('sign-up, resend and a forgotten password say "Hello," and never carry the username', async () => {
    let n = smtp.messages.length;
    expect((await post('/api/signup', { username: SPAM, email: 'victim@example.test', password: 'Attacker-Pass-99' })).statusCode).toBe(201);
    expectNoName(await mailTo('victim@example.test', n));

    // The resend waits OTP_RESEND_SECONDS after the sign-up: the address's cooldown is moved back in time instead of waiting.
    await t.app.ctx.db.updateTable('address_guards').set({ code_sent_at: new Date(Date.now() - 60_000).toISOString() }).where('key', '=', addressKey('victim@example.test')).execute();
    n = smtp.messages.length;
    expect((await post('/api/resend-email', { email: 'victim@example.test' })).statusCode).toBe(200);
    expectNoName(await mailTo('victim@example.test', n));

    n = smtp.messages.length;
    expect((await post('/api/forgot-password', { email: 'victim@example.test' })).statusCode).toBe(200);
    expectNoName(await mailTo('victim@example.test', n));
  });

  it('a change of e-mail: the code to the new address carries no username', async () => {
    const member = await t.createUser({ username: SPAM, email: 'spammer@example.test', password: 'Spammer-pass-1' });
    const n = smtp.messages.length;
    const r = await post('/api/account/email', { newEmail: 'other-victim@example.test', password: 'Spammer-pass-1' }, bearer(member.token));
    expect(r.statusCode, r.body).toBe(200);
    const mail = await mailTo('other-victim@example.test', n);
    expect(extractOtp(mail)).toMatch(/^\d{6}$/);
    expectNoName(mail);
  });
});

describe('mail to a proven address', () => {
  it('a forgotten password of a verified member still greets them by name', async () => {
    await t.createUser({ username: 'Ngozi Eze', email: 'ngozi@example.test', verified: true });
    const n = smtp.messages.length;
    expect((await post('/api/forgot-password', { email: 'ngozi@example.test' })).statusCode).toBe(200);
    const mail = await mailTo('ngozi@example.test', n);
    expect(mail.text.startsWith('Hello Ngozi Eze,\n')).toBe(true);
  });
});
