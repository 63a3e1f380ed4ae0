import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { extractOtp, startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { addressKey } from '../../../server/db/repositories/address-guards';

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@example.com' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload });
const codeFor = async (email: string, after = 0) => {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= after, 10_000);
  return { code: extractOtp(mail), mail };
};
/** Lets the next resend through by moving the user's latest code, and the address's cooldown, back in time. */
const ageCodes = async (email: string, seconds: number) => {
  const user = await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const past = new Date(Date.now() - seconds * 1000).toISOString();
  await t.app.ctx.db.updateTable('email_codes').set({ created_at: past }).where('user_id', '=', user.id).execute();
  await t.app.ctx.db.updateTable('address_guards').set({ code_sent_at: past }).where('key', '=', addressKey(email)).execute();
};

describe('sign-up', () => {
  it('creates an account and mails a 6-digit code with text and HTML parts', async () => {
    const r = await post('/api/signup', { username: 'Ngozi Eze', email: 'Ngozi@Example.com', password: 'Enugu-2026!' });
    expect(r.statusCode).toBe(201);
    expect(t.json(r)).toEqual({ status: 'success', message: 'Signup successful! Check your email for OTP.' });
    const { code, mail } = await codeFor('ngozi@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);
    expect(mail.text).toMatch(/10 minutes/);
    expect(mail.subject).not.toContain(code);
    const row = await t.app.ctx.db.selectFrom('email_codes').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    const user = await t.app.ctx.db.selectFrom('users').selectAll().where('email', '=', 'ngozi@example.com').executeTakeFirstOrThrow();
    // The test apps hash at a low cost (tests/support/app.ts); the production cost: below.
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
  });

  it('hashes the password with argon2id at the production cost (m=19 MiB, t=2, p=1) when no test lowered it, and that password logs in', async () => {
    const prod = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@example.com', ARGON2_TEST_MEMORY_KIB: '' });
    try {
      const send = (url: string, payload: object) => prod.request({ method: 'POST', url, payload });
      expect((await send('/api/signup', { username: 'Obi', email: 'obi.prod@example.com', password: 'Enugu-2026!' })).statusCode).toBe(201);
      const user = await prod.app.ctx.db.selectFrom('users').selectAll().where('email', '=', 'obi.prod@example.com').executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const { code } = await codeFor('obi.prod@example.com');
      expect((await send('/api/verify', { email: 'obi.prod@example.com', otp: code })).statusCode).toBe(200);
      expect((await send('/api/login', { email: 'obi.prod@example.com', password: 'Wrong-pass-123' })).statusCode).toBe(401);
      expect((await send('/api/login', { email: 'obi.prod@example.com', password: 'Enugu-2026!' })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('answers a verified address exactly like a new one, changes nothing, and tells the owner by mail', async () => {
    const taken = await t.createUser({ email: 'taken-verified@example.com', password: 'Owner-pass-123' });
    const before = smtp.messages.length;
    const r = await post('/api/signup', { username: 'Again', email: taken.email, password: 'Another-pass-1' });
    const fresh = await post('/api/signup', { username: 'New One', email: 'never-seen@example.com', password: 'Another-pass-1' });
    expect([r.statusCode, t.json(r)]).toEqual([fresh.statusCode, t.json(fresh)]);
    const notice = await smtp.waitFor((m) => m.to.includes(taken.email) && smtp.messages.indexOf(m) >= before, 10_000);
    expect(notice.subject).toMatch(/Someone tried to sign up/);
    expect(notice.text).toMatch(/forgot-password/);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    // The account keeps its password; the one typed in the sign-up does nothing.
    expect((await post('/api/login', { email: taken.email, password: 'Owner-pass-123' })).statusCode).toBe(200);
    expect((await post('/api/login', { email: taken.email, password: 'Another-pass-1' })).statusCode).toBe(401);
  });

  it.each([
    [{ username: '', email: 'a@example.com', password: 'long-enough' }, 'Username is required.'],
    [{ username: 'Ada', email: 'not-an-email', password: 'long-enough' }, 'Please enter a valid email address.'],
    // The same words as the forms show, with JavaScript or without: the forms check with this schema.
    [{ username: 'Ada', email: 'a@example.com', password: '' }, 'Password is required.'],
    [{ username: 'Ada', email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters.'],
    [{ username: 'Ada', email: 'a@example.com', password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
  ])('refuses bad input %# with a clear message', async (payload, message) => {
    const r = await post('/api/signup', payload);
    expect(r.statusCode).toBe(400);
    expect(t.json(r)).toEqual({ status: 'error', message });
  });
});

describe('verification', () => {
  it('refuses a wrong code with the tries left, then accepts the right one once', async () => {
    await post('/api/signup', { username: 'Obi', email: 'obi@example.com', password: 'Password-123' });
    const { code } = await codeFor('obi@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post('/api/verify', { email: 'obi@example.com', otp: wrong });
    expect(bad.statusCode).toBe(400);
    expect(t.json(bad).message).toBe('The code is incorrect. 4 tries left.');
    const unverifiedLogin = await post('/api/login', { email: 'obi@example.com', password: 'Password-123' });
    expect(unverifiedLogin.statusCode).toBe(403);
    expect(t.json(unverifiedLogin).message).toMatch(/verify your email/);
    const ok = await post('/api/verify.php', { email: 'obi@example.com', otp: code });
    expect(ok.statusCode).toBe(200);
    expect(t.json(ok).status).toBe('success');
    const login = await post('/api/login', { email: 'obi@example.com', password: 'Password-123' });
    expect(login.statusCode).toBe(200);
    const body = t.json(login);
    expect(body.user).toEqual({ id: expect.any(Number), username: 'Obi', email: 'obi@example.com', role: 'user' });
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload.user).toEqual(body.user);
    expect(payload.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(23 * 3600);
    expect(JSON.parse(Buffer.from(body.token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
  });

  it('voids a code after 5 wrong tries, even if the right code follows', async () => {
    await post('/api/signup', { username: 'Ada', email: 'ada@example.com', password: 'Password-123' });
    const { code } = await codeFor('ada@example.com');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i++) expect((await post('/api/verify', { email: 'ada@example.com', otp: wrong })).statusCode).toBe(400);
    const fifth = await post('/api/verify', { email: 'ada@example.com', otp: wrong });
    expect(t.json(fifth).message).toMatch(/no longer valid/);
    const right = await post('/api/verify', { email: 'ada@example.com', otp: code });
    expect(right.statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    await post('/api/signup', { username: 'Emeka', email: 'emeka@example.com', password: 'Password-123' });
    const { code } = await codeFor('emeka@example.com');
    await t.app.ctx.db.updateTable('email_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const r = await post('/api/verify', { email: 'emeka@example.com', otp: code });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toMatch(/expired/);
  });

  it('says "Please enter the OTP." for an empty code', async () => {
    const r = await post('/api/verify', { email: 'emeka@example.com', otp: '' });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toBe('Please enter the OTP.');
  });
});

describe('resend', () => {
  it('waits 45 seconds between codes, naming the seconds left, and the new code replaces the old', async () => {
    await post('/api/signup', { username: 'Chioma', email: 'chioma@example.com', password: 'Password-123' });
    const first = await codeFor('chioma@example.com');
    const early = await post('/api/resend-email', { email: 'chioma@example.com' });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(40);
    expect(t.json(early).message).toMatch(/wait 4\d seconds/);
    await ageCodes('chioma@example.com', 46);
    const before = smtp.messages.length;
    const again = await post('/api/resend-email', { email: 'chioma@example.com' });
    expect(again.statusCode).toBe(200);
    const second = await codeFor('chioma@example.com', before);
    if (second.code !== first.code) {
      expect((await post('/api/verify', { email: 'chioma@example.com', otp: first.code })).statusCode).toBe(400);
    }
    expect((await post('/api/verify', { email: 'chioma@example.com', otp: second.code })).statusCode).toBe(200);
    // Verified now: answered as before, but no code goes out.
    await ageCodes('chioma@example.com', 46);
    const afterVerify = smtp.messages.length;
    const done = await post('/api/resend-email', { email: 'chioma@example.com' });
    expect(done.statusCode).toBe(200);
    await t.settle();
    expect(smtp.messages.slice(afterVerify).filter((m) => m.to.includes('chioma@example.com'))).toEqual([]);
  });

  it('answers an unknown, a verified and a waiting address alike, the cooldown included, and mails only the waiting one', async () => {
    const verified = await t.createUser({ email: 'resend-verified@example.com' });
    await post('/api/signup', { username: 'Waiting', email: 'resend-waiting@example.com', password: 'Password-123' });
    await codeFor('resend-waiting@example.com');
    await ageCodes('resend-waiting@example.com', 46);
    const before = smtp.messages.length;
    const emails = ['resend-nobody@example.com', verified.email, 'resend-waiting@example.com'];
    const first = await Promise.all(emails.map((email) => post('/api/resend-email', { email })));
    const second = await Promise.all(emails.map((email) => post('/api/resend-email', { email })));
    for (const [r, wanted] of [[first, 200], [second, 429]] as const) {
      expect(r.map((x) => x.statusCode)).toEqual([wanted, wanted, wanted]);
      expect(new Set(r.map((x) => t.json(x).message.replace(/\d+ seconds?/, 'N seconds'))).size).toBe(1);
    }
    await codeFor('resend-waiting@example.com', before);
    await t.settle();
    expect(smtp.messages.slice(before).map((m) => m.to).flat()).toEqual(['resend-waiting@example.com']);
  });

  it('25 parallel resends of one address: one code, the rest wait', async () => {
    await post('/api/signup', { username: 'Para', email: 'resend-parallel@example.com', password: 'Password-123' });
    await codeFor('resend-parallel@example.com');
    await ageCodes('resend-parallel@example.com', 46);
    const before = smtp.messages.length;
    const rs = await Promise.all(Array.from({ length: 25 }, () => post('/api/resend-email', { email: 'resend-parallel@example.com' })));
    expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.statusCode === 429)).toHaveLength(24);
    await codeFor('resend-parallel@example.com', before);
    await t.settle();
    expect(smtp.messages.slice(before).filter((m) => m.to.includes('resend-parallel@example.com'))).toHaveLength(1);
  });
});

describe('login', () => {
  it('gives a wrong e-mail and a wrong password the same 401 message', async () => {
    const u = await t.createUser({ password: 'Right-password-1' });
    const a = await post('/api/login', { email: u.email, password: 'Wrong-password-1' });
    const b = await post('/api/login', { email: 'ghost@example.com', password: 'Wrong-password-1' });
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(t.json(a)).toEqual(t.json(b));
  });

  it('locks an account for 15 minutes after 10 failures in a row', async () => {
    const u = await t.createUser({ password: 'Right-password-1' });
    for (let i = 0; i < 10; i++) await post('/api/login', { email: u.email, password: 'nope-nope' });
    const locked = await post('/api/login', { email: u.email, password: 'Right-password-1' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });
});
