import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../support/app';
import { extractOtp, type TestSmtpServer } from '../../support/smtp';
import { solveAltchaForTests } from '../../support/captcha';
import { addressKey } from '../../../server/db/repositories/address-guards';
import { appWithMailbox } from '../../support/app-with-mailbox';

/**
 * Registering someone else's address first gains nothing: each sign-up for an address that was
 * never verified is kept with its own name and password, only the mailbox owner gets the codes, and
 * a code activates the sign-up it was mailed for (with its password, while several wait). A
 * member's export and erasure cover the contact messages sent while logged in, never those that
 * merely carry the member's address (anyone can type any address into the contact form).
 */

const box = appWithMailbox({ RATE_LIMIT_SIGNUP: '1000/1h', RATE_LIMIT_CONTACT: '1000/10m', RATE_LIMIT_ACCOUNT: '1000/10m', RATE_LIMIT_LOGIN: '1000/1m' });
const { settle, post } = box;
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(() => {
  ({ t, smtp } = box);
});
const latestCode = async (email: string) => {
  await settle();
  const mail = smtp.messages.filter((m) => m.to.includes(email)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return extractOtp(mail);
};
const contact = async (payload: { name: string; email: string; subject: string; message: string }, headers: Record<string, string> = {}) => {
  const challenge = t.json(await t.request({ method: 'GET', url: '/api/captcha/challenge' }));
  return post('/api/contact', { ...payload, captchaToken: await solveAltchaForTests(challenge) }, headers);
};

describe('sign-up for an address registered but never verified', () => {
  it('the attacker who registered first loses the account to the mailbox owner', async () => {
    const attacker = await post('/api/signup', {
      username: 'Call 0800 555 0100 or visit evil-example.com now',
      email: 'victim@example.test',
      password: 'Attacker-Pre-123',
    });
    expect(attacker.statusCode).toBe(201);
    const fresh = await post('/api/signup', { username: 'Someone New', email: 'fresh@example.test', password: 'Fresh-pass-123' });

    const victim = await post('/api/signup', { username: 'Victim', email: 'victim@example.test', password: 'Victim-pass-456' });
    // Exactly the answer of a fresh sign-up.
    expect(victim.statusCode).toBe(201);
    expect(victim.body).toBe(fresh.body);
    // Within the resend wait the victim's sign-up mailed nothing: the mail holds the attacker's code,
    // which does not go with the victim's password.
    const attackerCode = await latestCode('victim@example.test');
    expect((await post('/api/verify', { email: 'victim@example.test', otp: attackerCode })).statusCode).toBe(409);
    expect((await post('/api/verify', { email: 'victim@example.test', otp: attackerCode, password: 'Victim-pass-456' })).statusCode).toBe(400);
    // Once the wait is over, Resend OTP mails a code for the newest sign-up, the victim's.
    await t.app.ctx.db.updateTable('address_guards').set({ code_sent_at: '2000-01-01T00:00:00.000Z' }).where('key', '=', addressKey('victim@example.test')).execute();
    expect((await post('/api/resend-email', { email: 'victim@example.test' })).statusCode).toBe(200);
    const code = await latestCode('victim@example.test');
    const verify = await post('/api/verify', { email: 'victim@example.test', otp: code, password: 'Victim-pass-456' });
    expect(verify.statusCode, verify.body).toBe(200);

    expect((await post('/api/login', { email: 'victim@example.test', password: 'Attacker-Pre-123' })).statusCode).toBe(401);
    const login = await post('/api/login', { email: 'victim@example.test', password: 'Victim-pass-456' });
    expect(login.statusCode).toBe(200);
    expect(t.json(login).user.username).toBe('Victim');
  });

  it('a repeated sign-up within the resend wait mails no new code: the one mailed verifies the first sign-up, with its password', async () => {
    await post('/api/signup', { username: 'First', email: 'twice@example.test', password: 'First-pass-123' });
    const first = await latestCode('twice@example.test');
    await post('/api/signup', { username: 'Second', email: 'twice@example.test', password: 'Second-pass-123' });
    await settle();
    expect(smtp.messages.filter((m) => m.to.includes('twice@example.test'))).toHaveLength(1);
    expect((await post('/api/verify', { email: 'twice@example.test', otp: first, password: 'Second-pass-123' })).statusCode).toBe(400);
    expect((await post('/api/verify', { email: 'twice@example.test', otp: first, password: 'First-pass-123' })).statusCode).toBe(200);
    expect((await post('/api/login', { email: 'twice@example.test', password: 'Second-pass-123' })).statusCode).toBe(401);
    expect((await post('/api/login', { email: 'twice@example.test', password: 'First-pass-123' })).statusCode).toBe(200);
  });

  it('repeated sign-ups of one unverified address mail it one code per OTP_RESEND_SECONDS, however many arrive (25 in parallel)', async () => {
    const email = 'flooded@example.test';
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => post('/api/signup', { username: `Call 0800 555 0100 now ${i}`, email, password: `Flood-pass-${100 + i}` })),
    );
    // Every one is answered like a sign-up, racing the first one too; never a 5xx.
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    await settle();
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    // Five more within a minute: still that one mail.
    for (let i = 0; i < 5; i++) await post('/api/signup', { username: 'Again', email, password: 'Again-pass-123' });
    await settle();
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('a verified account is answered like any sign-up and keeps its password and name', async () => {
    const u = await t.createUser({ email: 'taken@example.test', password: 'Owner-pass-123', username: 'Owner' });
    const r = await post('/api/signup', { username: 'Intruder', email: u.email, password: 'Intruder-pass-1' });
    expect(r.statusCode).toBe(201);
    const login = await post('/api/login', { email: u.email, password: 'Owner-pass-123' });
    expect(login.statusCode).toBe(200);
    expect(t.json(login).user.username).toBe('Owner');
  });
});

describe('export and erasure cover the member\'s own contact messages only', () => {
  it('a message posted by a third party with the member\'s address is neither exported nor erased', async () => {
    const u = await t.createUser({ email: 'm1@example.test', password: 'Member-pass-123', username: 'Member One' });
    expect((await contact({ name: 'Impostor', email: u.email, subject: 'Planted', message: 'Not written by m1.' })).statusCode).toBe(200);
    expect((await contact({ name: 'Member One', email: u.email, subject: 'Mine', message: 'Sent while logged in.' }, bearer(u.token))).statusCode).toBe(200);
    const stale = await contact({ name: 'Stale', email: 'stale@example.test', subject: 'Stale', message: 'Stale token.' }, bearer('not.a.token'));
    expect(stale.statusCode).toBe(200);

    const data = t.json(await t.request({ method: 'GET', url: '/api/account/export', headers: bearer(u.token) }));
    expect(data.contact_messages.map((m: { subject: string }) => m.subject)).toEqual(['Mine']);

    const del = await post('/api/account/delete', { password: 'Member-pass-123' }, bearer(u.token));
    expect(del.statusCode, del.body).toBe(200);
    const left = await t.app.ctx.db.selectFrom('contact_messages').select(['subject', 'user_id']).orderBy('id').execute();
    expect(left.map((m) => m.subject)).toEqual(['Planted', 'Stale']);
    expect(left.every((m) => m.user_id === null)).toBe(true);
  });
});
