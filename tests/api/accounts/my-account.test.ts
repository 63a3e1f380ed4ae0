import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import { extractOtp, startSmtpServer, type TestSmtpServer } from '../../support/smtp';

/** "My account" calls. */
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_ACCOUNT: '1000/10m', RATE_LIMIT_REVIEW: '1000/10m' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.request({ method, url, payload, headers: token ? bearer(token) : {} });
const expiredToken = async (user: { id: number; email: string }) =>
  new SignJWT({ user: { id: user.id, username: 'x', email: user.email, role: 'user' }, sv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(t.config.jwtSecret));

describe('authorization matrix', () => {
  type Who = 'anonymous' | 'member' | 'disabled member' | 'admin' | 'expired token';
  const endpoints = [
    { method: 'GET' as const, url: '/api/account', payload: undefined as object | undefined, ok: 200 },
    { method: 'GET' as const, url: '/api/account/export', payload: undefined, ok: 200 },
    { method: 'POST' as const, url: '/api/account/password', payload: { currentPassword: 'Correct-horse-9', newPassword: 'Another-horse-10' }, ok: 200 },
    { method: 'POST' as const, url: '/api/account/logout-all', payload: {}, ok: 200 },
    { method: 'POST' as const, url: '/api/account/delete', payload: { password: 'Correct-horse-9' }, ok: 200 },
    { method: 'POST' as const, url: '/api/account/email', payload: { newEmail: 'matrix-new@example.com', password: 'Correct-horse-9' }, ok: 200 },
    // Authorised, but there is no code to confirm: a 400, never a 401 or 403.
    { method: 'POST' as const, url: '/api/account/email/confirm', payload: { otp: '123456' }, ok: 400 },
  ];
  const whos: Who[] = ['anonymous', 'member', 'disabled member', 'admin', 'expired token'];

  for (const e of endpoints) {
    for (const who of whos) {
      it(`${e.method} ${e.url} as ${who}`, async () => {
        // Fresh accounts per case: several of these calls end the session or the account.
        const member = await t.createUser();
        let token: string | undefined;
        if (who === 'member') token = member.token;
        if (who === 'admin') {
          await t.createUser({ role: 'admin' }); // so this one is never the last admin
          token = (await t.createUser({ role: 'admin' })).token;
        }
        if (who === 'disabled member') {
          await t.app.ctx.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', member.id).execute();
          token = member.token;
        }
        if (who === 'expired token') token = await expiredToken(member);
        const r = await call(e.method, e.url, token, e.payload);
        const expected = who === 'member' || who === 'admin' ? e.ok : 401;
        expect(r.statusCode).toBe(expected);
        if (expected === 401) {
          expect(t.json(r).status).toBe('error');
          if (who === 'disabled member') expect(t.json(r).message).toMatch(/disabled/);
        }
        expect(r.headers['cache-control']).toBe('private, no-store');
      });
    }
  }
});

describe('my account', () => {
  it('shows username, e-mail, role and when the account was created', async () => {
    const u = await t.createUser({ username: 'Chiamaka Obi', email: 'chiamaka@example.com' });
    const r = await call('GET', '/api/account', u.token);
    expect(t.json(r)).toEqual({
      status: 'success',
      account: {
        id: u.id,
        username: 'Chiamaka Obi',
        email: 'chiamaka@example.com',
        role: 'user',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        email_verified_at: expect.any(String),
        last_login_at: null,
      },
    });
  });

  it('changes the password: current password required, this session goes on, every other ends', async () => {
    const u = await t.createUser({ email: 'change-pass@example.com', password: 'Old-password-1' });
    const otherLogin = t.json(await call('POST', '/api/login', undefined, { email: u.email, password: 'Old-password-1' })).token;

    const wrong = await call('POST', '/api/account/password', u.token, { currentPassword: 'Not-it-at-all', newPassword: 'New-password-2' });
    expect(wrong.statusCode).toBe(400);
    expect(t.json(wrong).message).toBe('Your current password is not correct.');
    const same = await call('POST', '/api/account/password', u.token, { currentPassword: 'Old-password-1', newPassword: 'Old-password-1' });
    expect(same.statusCode).toBe(400);
    const short = await call('POST', '/api/account/password', u.token, { currentPassword: 'Old-password-1', newPassword: 'short' });
    expect(t.json(short)).toEqual({ status: 'error', message: 'Password must be at least 8 characters.' });

    const ok = await call('POST', '/api/account/password', u.token, { currentPassword: 'Old-password-1', newPassword: 'New-password-2' });
    expect(ok.statusCode).toBe(200);
    const body = t.json(ok);
    expect(body.user).toEqual({ id: u.id, username: expect.any(String), email: u.email, role: 'user' });
    expect((await call('GET', '/api/account', body.token)).statusCode).toBe(200);
    expect((await call('GET', '/api/account', u.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/topics', otherLogin)).statusCode).toBe(401);
    expect((await call('POST', '/api/login', undefined, { email: u.email, password: 'New-password-2' })).statusCode).toBe(200);
    const notice = await smtp.waitFor((m) => m.to.includes(u.email) && /password was changed/.test(m.subject));
    expect(notice.text).toMatch(/signed out/);
  });

  it('wrong current passwords count towards the account lock', async () => {
    const small = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
    try {
      const u = await small.createUser({ password: 'Right-password-1' });
      for (let i = 0; i < 3; i++) {
        const r = await small.request({
          method: 'POST',
          url: '/api/account/password',
          headers: bearer(u.token),
          payload: { currentPassword: `Wrong-${i}-password`, newPassword: 'New-password-2' },
        });
        expect(r.statusCode).toBe(400);
      }
      const locked = await small.request({
        method: 'POST',
        url: '/api/account/password',
        headers: bearer(u.token),
        payload: { currentPassword: 'Right-password-1', newPassword: 'New-password-2' },
      });
      expect(locked.statusCode).toBe(429);
      expect(small.json(locked).message).toMatch(/Too many wrong passwords/);
    } finally {
      await small.close();
    }
  });

  it('logs out everywhere, this token included', async () => {
    const u = await t.createUser();
    const second = t.json(await call('POST', '/api/login', undefined, { email: u.email, password: u.password })).token;
    const r = await call('POST', '/api/account/logout-all', u.token);
    expect(t.json(r)).toEqual({ status: 'success', message: 'You have been logged out on every device, this one included.' });
    for (const token of [u.token, second]) expect((await call('GET', '/api/account', token)).statusCode).toBe(401);
    const again = t.json(await call('POST', '/api/login', undefined, { email: u.email, password: u.password })).token;
    expect((await call('GET', '/api/account', again)).statusCode).toBe(200);
  });

  it('exports the account, its reviews and the contact messages sent while logged in to it, and nobody else\'s', async () => {
    const u = await t.createUser({ username: 'Export Me', email: 'export-me@example.com' });
    const other = await t.createUser({ email: 'someone-else@example.com' });
    const form = multipart({ name: 'Export Me', rating: '5', review_text: 'Great training on networking in Enugu.', captchaToken: await solvedCaptcha(t) }, undefined, bearer(u.token));
    expect((await t.request({ method: 'POST', url: '/api/reviews', ...form })).statusCode).toBe(201);
    const anon = multipart({ name: 'Export Me', rating: '4', review_text: 'Posted without logging in.', captchaToken: await solvedCaptcha(t) });
    expect((await t.request({ method: 'POST', url: '/api/reviews', ...anon })).statusCode).toBe(201);
    const foreign = multipart({ name: 'Other', rating: '3', review_text: 'Not mine.', captchaToken: await solvedCaptcha(t) }, undefined, bearer(other.token));
    expect((await t.request({ method: 'POST', url: '/api/reviews', ...foreign })).statusCode).toBe(201);
    const now = new Date().toISOString();
    await t.app.ctx.db
      .insertInto('contact_messages')
      .values([
        { name: 'Export Me', email: 'export-me@example.com', subject: 'Website quote', message: 'Please call me.', created_at: now, read_at: null, mailed_at: null, mail_error: null, user_id: u.id },
        { name: 'Other', email: 'someone-else@example.com', subject: 'Other', message: 'Not mine.', created_at: now, read_at: null, mailed_at: null, mail_error: null, user_id: other.id },
        // Anyone can type the member's address into the contact form: that makes the message no one's.
        { name: 'Export Me?', email: 'export-me@example.com', subject: 'Planted', message: 'Not from the member.', created_at: now, read_at: null, mailed_at: null, mail_error: null },
      ])
      .execute();

    const r = await call('GET', '/api/account/export', u.token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"$/);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    const data = t.json(r);
    expect(data.account).toMatchObject({ id: u.id, username: 'Export Me', email: 'export-me@example.com' });
    expect(data.account.password_hash).toBeUndefined();
    expect(data.reviews.map((x: { review_text: string }) => x.review_text)).toEqual(['Great training on networking in Enugu.']);
    expect(data.contact_messages.map((x: { subject: string }) => x.subject)).toEqual(['Website quote']);
    expect(JSON.stringify(data)).not.toMatch(/argon2|code_hash|session_version/);
  });

  it('a review posted with an invalid token is still accepted, without an owner', async () => {
    const form = multipart({ name: 'Visitor', rating: '5', review_text: 'Stale token, still welcome.', captchaToken: await solvedCaptcha(t) }, undefined, bearer('not.a.token'));
    const r = await t.request({ method: 'POST', url: '/api/reviews', ...form });
    expect(r.statusCode).toBe(201);
    const row = await t.app.ctx.db.selectFrom('reviews').selectAll().where('id', '=', t.json(r).id).executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });

  it('deletes the account with the password: reviews stay as Anonymous, messages and the login go', async () => {
    const u = await t.createUser({ username: 'Leaving Member', email: 'leaving@example.com', password: 'Leave-me-now-1' });
    const form = multipart({ name: 'Leaving Member', rating: '5', review_text: 'Solid ICT training.', captchaToken: await solvedCaptcha(t) }, undefined, bearer(u.token));
    const reviewId = t.json(await t.request({ method: 'POST', url: '/api/reviews', ...form })).id as number;
    await t.app.ctx.db
      .insertInto('contact_messages')
      .values({ name: 'Leaving Member', email: 'leaving@example.com', subject: 'Hi', message: 'Hello', created_at: new Date().toISOString(), read_at: null, mailed_at: null, mail_error: null, user_id: u.id })
      .execute();

    const wrong = await call('POST', '/api/account/delete', u.token, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(t.json(wrong).message).toBe('Your current password is not correct.');
    const missing = await call('POST', '/api/account/delete', u.token, {});
    expect(t.json(missing)).toEqual({ status: 'error', message: 'Please enter your current password.' });

    const ok = await call('POST', '/api/account/delete', u.token, { password: 'Leave-me-now-1' });
    expect(t.json(ok)).toEqual({ status: 'success', message: 'Your account has been deleted.' });
    expect(await t.app.ctx.db.selectFrom('users').select('id').where('id', '=', u.id).executeTakeFirst()).toBeUndefined();
    const review = await t.app.ctx.db.selectFrom('reviews').selectAll().where('id', '=', reviewId).executeTakeFirstOrThrow();
    expect(review).toMatchObject({ username: '', user_id: null, review_text: 'Solid ICT training.' });
    expect(await t.app.ctx.db.selectFrom('contact_messages').select('id').where('email', '=', 'leaving@example.com').execute()).toEqual([]);
    expect((await call('GET', '/api/account', u.token)).statusCode).toBe(401);
    expect((await call('POST', '/api/login', undefined, { email: u.email, password: 'Leave-me-now-1' })).statusCode).toBe(401);
    const notice = await smtp.waitFor((m) => m.to.includes(u.email) && /account was deleted/.test(m.subject));
    expect(notice.text).toMatch(/Anonymous/);
    // The address can sign up again.
    const again = await call('POST', '/api/signup', undefined, { username: 'Back Again', email: u.email, password: 'Welcome-back-2' });
    expect(again.statusCode).toBe(201);
  });

  it('the only administrator cannot delete the account', async () => {
    const solo = await createTestApp();
    try {
      const admin = await solo.createUser({ role: 'admin', password: 'Admin-pass-123' });
      const r = await solo.request({ method: 'POST', url: '/api/account/delete', headers: bearer(admin.token), payload: { password: 'Admin-pass-123' } });
      expect(r.statusCode).toBe(409);
      expect(solo.json(r).message).toMatch(/only administrator/);
    } finally {
      await solo.close();
    }
  });
});

describe('change of e-mail', () => {
  const codeTo = async (email: string) => {
    const mail = await smtp.waitFor((m) => m.to.includes(email) && /Confirm your new email/.test(m.subject), 10_000);
    return extractOtp(mail);
  };

  it('confirms the new address with a code sent to it, and tells the old address', async () => {
    const u = await t.createUser({ email: 'old-address@example.com', password: 'Email-change-1' });
    const r = await call('POST', '/api/account/email', u.token, { newEmail: 'New-Address@Example.com', password: 'Email-change-1' });
    expect(t.json(r)).toEqual({
      status: 'success',
      message: 'We have sent a 6-digit code to new-address@example.com. Enter it below to confirm the change.',
    });
    const code = await codeTo('new-address@example.com');
    const again = await call('POST', '/api/account/email', u.token, { newEmail: 'new-address@example.com', password: 'Email-change-1' });
    expect(again.statusCode).toBe(429);

    const wrong = await call('POST', '/api/account/email/confirm', u.token, { otp: code === '000000' ? '111111' : '000000' });
    expect(t.json(wrong).message).toBe('The code is incorrect. 4 tries left.');
    const ok = await call('POST', '/api/account/email/confirm', u.token, { otp: code });
    expect(ok.statusCode).toBe(200);
    expect(t.json(ok).user.email).toBe('new-address@example.com');
    // The session goes on (old token and the fresh one), and the account now logs in with the new address.
    expect(t.json(await call('GET', '/api/account', u.token)).account.email).toBe('new-address@example.com');
    expect((await call('GET', '/api/account', t.json(ok).token)).statusCode).toBe(200);
    expect((await call('POST', '/api/login', undefined, { email: 'new-address@example.com', password: 'Email-change-1' })).statusCode).toBe(200);
    expect((await call('POST', '/api/login', undefined, { email: 'old-address@example.com', password: 'Email-change-1' })).statusCode).toBe(401);
    const notice = await smtp.waitFor((m) => m.to.includes('old-address@example.com') && /email address was changed/.test(m.subject));
    expect(notice.text).toContain('new-address@example.com');
    const reused = await call('POST', '/api/account/email/confirm', u.token, { otp: code });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses a wrong password, the same address, a taken address and bad input', async () => {
    const u = await t.createUser({ email: 'keeps-address@example.com', password: 'Email-change-1' });
    await t.createUser({ email: 'taken-address@example.com' });
    const cases: [object, number, string | RegExp][] = [
      [{ newEmail: 'fresh@example.com', password: 'wrong-password' }, 400, 'Your current password is not correct.'],
      [{ newEmail: 'keeps-address@example.com', password: 'Email-change-1' }, 400, 'This is already the email address of your account.'],
      [{ newEmail: 'taken-address@example.com', password: 'Email-change-1' }, 409, 'Another account already uses this email address.'],
      [{ newEmail: 'not-an-address', password: 'Email-change-1' }, 400, 'Please enter a valid email address.'],
    ];
    for (const [payload, status, message] of cases) {
      const r = await call('POST', '/api/account/email', u.token, payload);
      expect(r.statusCode).toBe(status);
      expect(t.json(r).message).toEqual(message);
    }
  });

  it('refuses an expired code, and an address taken between the request and the code', async () => {
    const u = await t.createUser({ email: 'slow-changer@example.com', password: 'Email-change-1' });
    await call('POST', '/api/account/email', u.token, { newEmail: 'contested@example.com', password: 'Email-change-1' });
    const code = await codeTo('contested@example.com');
    await t.createUser({ email: 'contested@example.com' });
    const taken = await call('POST', '/api/account/email/confirm', u.token, { otp: code });
    expect(taken.statusCode).toBe(409);

    await t.app.ctx.db.updateTable('email_codes').set({ created_at: new Date(Date.now() - 600_000).toISOString() }).where('user_id', '=', u.id).execute();
    await call('POST', '/api/account/email', u.token, { newEmail: 'later@example.com', password: 'Email-change-1' });
    const later = await codeTo('later@example.com');
    await t.app.ctx.db.updateTable('email_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', u.id).execute();
    const expired = await call('POST', '/api/account/email/confirm', u.token, { otp: later });
    expect(expired.statusCode).toBe(400);
    expect(t.json(expired).message).toMatch(/expired/);
  });
});

