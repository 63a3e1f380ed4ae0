import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { extractOtp, type TestSmtpServer } from '../../support/smtp';
import { appWithMailbox } from '../../support/app-with-mailbox';

const INVALID = 'This code is not valid or has expired. Check the 6 digits, or request a new code.';
const REQUESTED =
  'If an account exists for this email, we have sent a 6-digit code to it. Enter the code below with your new password.';

const box = appWithMailbox({ RATE_LIMIT_RESET: '1000/1h', RATE_LIMIT_VERIFY: '1000/1m' });
const { settle, post } = box;
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(() => {
  ({ t, smtp } = box);
});
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const resetCode = async (email: string) => {
  await settle();
  const mail = mailsTo(email).filter((m) => /Reset your password/.test(m.subject)).at(-1);
  if (!mail) throw new Error(`no reset mail to ${email}`);
  return { code: extractOtp(mail), mail };
};
/** Lets the next code through the per-account cooldown by moving the account's codes back in time. */
const ageCodes = async (userId: number, seconds: number) => {
  const past = new Date(Date.now() - seconds * 1000).toISOString();
  await t.app.ctx.db.updateTable('email_codes').set({ created_at: past }).where('user_id', '=', userId).execute();
};
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('forgot password: request', () => {
  it('answers known and unknown addresses with the same status and body, and mails only the known one', async () => {
    const u = await t.createUser({ email: 'adaeze@example.com', username: 'Adaeze' });
    const known = await post('/api/forgot-password', { email: 'Adaeze@Example.com' });
    const unknown = await post('/api/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(t.json(known)).toEqual({ status: 'success', message: REQUESTED });
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const { code, mail } = await resetCode(u.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).not.toContain(code);
    expect(mail.text).toMatch(/10 minutes/);
    expect(mail.html).toContain('/forgot-password?email=adaeze%40example.com');
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
    const row = await t.app.ctx.db.selectFrom('email_codes').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.purpose).toBe('reset');
    expect(row.code_hash).not.toContain(code);
  });

  it('refuses a malformed address with a clear 400', async () => {
    const r = await post('/api/forgot-password', { email: 'not-an-email' });
    expect(r.statusCode).toBe(400);
    expect(t.json(r)).toEqual({ status: 'error', message: 'Please enter a valid email address.' });
    const empty = await post('/api/forgot-password', {});
    expect(empty.statusCode).toBe(400);
    expect(t.json(empty).status).toBe('error');
  });

  it('sends no second code within the resend cooldown, but answers the same', async () => {
    const u = await t.createUser({ email: 'cooldown@example.com' });
    await post('/api/forgot-password', { email: u.email });
    await settle();
    expect(mailsTo(u.email)).toHaveLength(1);
    const again = await post('/api/forgot-password', { email: u.email });
    expect(again.statusCode).toBe(200);
    expect(t.json(again).message).toBe(REQUESTED);
    await settle();
    expect(mailsTo(u.email)).toHaveLength(1);
    await ageCodes(u.id, 60);
    await post('/api/forgot-password', { email: u.email });
    await settle();
    expect(mailsTo(u.email)).toHaveLength(2);
  });

  it('limits requests per e-mail address with the same 429 for known and unknown addresses', async () => {
    const u = await t.createUser({ email: 'limited@example.com' });
    const answers = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 6; i++) {
      answers.known.push((await post('/api/forgot-password', { email: u.email })).statusCode);
      answers.unknown.push((await post('/api/forgot-password', { email: 'limited-ghost@example.com' })).statusCode);
    }
    expect(answers.known).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers.unknown).toEqual(answers.known);
    const k = await post('/api/forgot-password', { email: u.email });
    const g = await post('/api/forgot-password', { email: 'limited-ghost@example.com' });
    expect(k.statusCode).toBe(429);
    expect(Number(k.headers['retry-after'])).toBeGreaterThan(0);
    expect(g.body).toBe(k.body);
  });

  it('sends an account at most RATE_LIMIT_RESET_EMAIL codes per window, counted in the database', async () => {
    const u = await t.createUser({ email: 'per-account@example.com' });
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    for (let i = 0; i < 5; i++) {
      await t.app.ctx.db
        .insertInto('email_codes')
        .values({ user_id: u.id, code_hash: 'x'.repeat(64), expires_at: old, used_at: old, created_at: old, purpose: 'reset', new_email: null })
        .execute();
    }
    const r = await post('/api/forgot-password', { email: u.email });
    expect(r.statusCode).toBe(200);
    await settle();
    expect(mailsTo(u.email)).toHaveLength(0);
  });

  it('sends no code to a disabled account', async () => {
    const u = await t.createUser({ email: 'disabled-reset@example.com' });
    await t.app.ctx.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', u.id).execute();
    const r = await post('/api/forgot-password', { email: u.email });
    expect(t.json(r)).toEqual({ status: 'success', message: REQUESTED });
    await settle();
    expect(mailsTo(u.email)).toHaveLength(0);
  });
});

describe('forgot password: new password', () => {
  it('sets the new password, ends every earlier session and keeps the code single-use', async () => {
    const u = await t.createUser({ email: 'emeka.reset@example.com', password: 'Old-password-1' });
    const login = await post('/api/login', { email: u.email, password: 'Old-password-1' });
    const oldToken = t.json(login).token as string;
    expect((await t.request({ method: 'GET', url: '/api/topics', headers: bearer(oldToken) })).statusCode).toBe(200);

    await post('/api/forgot-password', { email: u.email });
    const { code } = await resetCode(u.email);
    const ok = await post('/api/reset-password', { email: u.email, otp: code, password: 'New-password-2' });
    expect(ok.statusCode).toBe(200);
    expect(t.json(ok)).toEqual({
      status: 'success',
      message: 'Your password has been changed and every earlier sign-in has ended. You can now log in with it.',
    });

    // Tokens issued before the reset, even ones issued within the same second, stop working.
    for (const token of [oldToken, u.token]) {
      const r = await t.request({ method: 'GET', url: '/api/topics', headers: bearer(token) });
      expect(r.statusCode).toBe(401);
      expect(t.json(r).message).toMatch(/session has ended/);
    }
    expect((await post('/api/login', { email: u.email, password: 'Old-password-1' })).statusCode).toBe(401);
    const fresh = await post('/api/login', { email: u.email, password: 'New-password-2' });
    expect(fresh.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/topics', headers: bearer(t.json(fresh).token) })).statusCode).toBe(200);

    const reused = await post('/api/reset-password', { email: u.email, otp: code, password: 'Third-password-3' });
    expect(reused.statusCode).toBe(400);
    expect(t.json(reused).message).toBe(INVALID);

    await settle();
    const notice = mailsTo(u.email).find((m) => /Your password was changed/.test(m.subject));
    expect(notice?.text).toMatch(/signed out/);
  });

  it('gives an unknown address, a wrong code and a missing code the same 400 and body', async () => {
    const u = await t.createUser({ email: 'same-answer@example.com' });
    const noCode = await post('/api/reset-password', { email: u.email, otp: '123456', password: 'New-password-2' });
    const unknown = await post('/api/reset-password', { email: 'ghost-reset@example.com', otp: '123456', password: 'New-password-2' });
    await post('/api/forgot-password', { email: u.email });
    const { code } = await resetCode(u.email);
    const wrong = await post('/api/reset-password', { email: u.email, otp: wrongOf(code), password: 'New-password-2' });
    for (const r of [noCode, unknown, wrong]) {
      expect(r.statusCode).toBe(400);
      expect(t.json(r)).toEqual({ status: 'error', message: INVALID });
    }
  });

  it('voids the code after 5 wrong tries, even if the right code follows', async () => {
    const u = await t.createUser({ email: 'tries@example.com', password: 'Old-password-1' });
    await post('/api/forgot-password', { email: u.email });
    const { code } = await resetCode(u.email);
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/reset-password', { email: u.email, otp: wrongOf(code), password: 'New-password-2' })).statusCode).toBe(400);
    }
    const right = await post('/api/reset-password', { email: u.email, otp: code, password: 'New-password-2' });
    expect(right.statusCode).toBe(400);
    expect(t.json(right).message).toBe(INVALID);
    expect((await post('/api/login', { email: u.email, password: 'Old-password-1' })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const u = await t.createUser({ email: 'expired-reset@example.com' });
    await post('/api/forgot-password', { email: u.email });
    const { code } = await resetCode(u.email);
    await t.app.ctx.db
      .updateTable('email_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', u.id)
      .execute();
    const r = await post('/api/reset-password', { email: u.email, otp: code, password: 'New-password-2' });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toBe(INVALID);
  });

  it('a sign-up code is not a reset code', async () => {
    const u = await t.createUser({ email: 'purpose@example.com', verified: false, password: 'Old-password-1' });
    const signupCode = await post('/api/resend-email', { email: u.email });
    expect(signupCode.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(u.email) && /Verify your email/.test(m.subject));
    const r = await post('/api/reset-password', { email: u.email, otp: extractOtp(mail), password: 'New-password-2' });
    expect(r.statusCode).toBe(400);
  });

  it('a reset also verifies an unverified address (the code proves it) and lifts a login lock', async () => {
    const u = await t.createUser({ email: 'unverified-reset@example.com', verified: false });
    await t.app.ctx.db
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() + 3_600_000).toISOString() })
      .where('id', '=', u.id)
      .execute();
    await post('/api/forgot-password', { email: u.email });
    const { code } = await resetCode(u.email);
    expect((await post('/api/reset-password', { email: u.email, otp: code, password: 'New-password-2' })).statusCode).toBe(200);
    expect((await post('/api/login', { email: u.email, password: 'New-password-2' })).statusCode).toBe(200);
  });

  it.each([
    [{ email: 'a@example.com', otp: '123456', password: 'short' }, 'Password must be at least 8 characters.'],
    [{ email: 'a@example.com', otp: '123456', password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
    [{ email: 'a@example.com', otp: '12ab56', password: 'Long-enough-1' }, 'The code is the 6 digits from the email.'],
    [{ email: 'a@example.com', otp: '', password: 'Long-enough-1' }, 'Please enter the code from the email.'],
    [{ email: 'nope', otp: '123456', password: 'Long-enough-1' }, 'Please enter a valid email address.'],
  ])('refuses bad input %# with a clear message', async (payload, message) => {
    const r = await post('/api/reset-password', payload);
    expect(r.statusCode).toBe(400);
    expect(t.json(r)).toEqual({ status: 'error', message });
  });

  it('a disabled account cannot reset its password', async () => {
    const u = await t.createUser({ email: 'disabled-mid-reset@example.com' });
    await post('/api/forgot-password', { email: u.email });
    const { code } = await resetCode(u.email);
    await t.app.ctx.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', u.id).execute();
    const r = await post('/api/reset-password', { email: u.email, otp: code, password: 'New-password-2' });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toBe(INVALID);
  });
});

describe('forgot password: limits per client address', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_RESET', async () => {
    const small = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_RESET: '2/1h' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        codes.push((await small.request({ method: 'POST', url: '/api/forgot-password', payload: { email: `ip${i}@example.com` } })).statusCode);
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await small.close();
    }
  });
});

describe('sessions and disabled accounts', () => {
  it('a disabled account cannot log in (clear message) and its tokens stop working at once', async () => {
    const u = await t.createUser({ email: 'disabled-login@example.com', password: 'Pass-word-77' });
    await t.app.ctx.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', u.id).execute();
    const r = await post('/api/login', { email: u.email, password: 'Pass-word-77' });
    expect(r.statusCode).toBe(403);
    expect(t.json(r).message).toMatch(/disabled/);
    const wrong = await post('/api/login', { email: u.email, password: 'Wrong-word-77' });
    expect(wrong.statusCode).toBe(401);
    const topics = await t.request({ method: 'GET', url: '/api/topics', headers: bearer(u.token) });
    expect(topics.statusCode).toBe(401);
    expect(t.json(topics).message).toMatch(/disabled/);
  });

  it('login records last_login_at', async () => {
    const u = await t.createUser({ email: 'last-login@example.com', password: 'Pass-word-77' });
    const loggingIn = Date.now();
    await post('/api/login', { email: u.email, password: 'Pass-word-77' });
    const row = await t.app.ctx.db.selectFrom('users').select('last_login_at').where('id', '=', u.id).executeTakeFirstOrThrow();
    // Stamped by that login: not before it was sent (a second's rounding allowed), not after now.
    expect(Date.parse(row.last_login_at ?? '')).toBeGreaterThanOrEqual(loggingIn - 1_000);
    expect(Date.parse(row.last_login_at ?? '')).toBeLessThanOrEqual(Date.now());
  });
});
