import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../support/app';
import { extractOtp, type TestSmtpServer } from '../../support/smtp';
import { isCommonPassword } from '../../../server/services/common-passwords';
import { appWithMailbox } from '../../support/app-with-mailbox';

/**
 * The passwords people pick most often are refused wherever a password is chosen: sign-up, reset
 * through "forgot password", and the change on My account (docs/decisions/0013-sessions-and-passwords.md).
 */

const TOO_COMMON = 'This password is too common. Please choose one that is harder to guess.';
const COMMON = ['password', '12345678', 'Password1', 'PASSWORD', 'iloveyou', 'Qwerty123'];
const STRONG = 'Ukwu-market-lantern-41';

const box = appWithMailbox({ RATE_LIMIT_SIGNUP: '1000/1h', RATE_LIMIT_RESET: '1000/1h', RATE_LIMIT_VERIFY: '1000/1m', RATE_LIMIT_ACCOUNT: '1000/10m' });
const { settle, post } = box;
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(() => {
  ({ t, smtp } = box);
});

describe('the list of common passwords', () => {
  it('holds the usual suspects in any letter case, and not a long unusual one', () => {
    for (const p of COMMON) expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword(STRONG)).toBe(false);
  });
});

describe('sign-up', () => {
  it('refuses common passwords with a clear 400, 25+ at once, and creates no account', async () => {
    const tries = Array.from({ length: 30 }, (_, i) => ({ username: `Common ${i}`, email: `common${i}@example.com`, password: COMMON[i % COMMON.length] }));
    const answers = await Promise.all(tries.map((p) => post('/api/signup', p)));
    for (const r of answers) {
      expect(r.statusCode, r.body).toBe(400);
      expect(t.json(r)).toEqual({ status: 'error', message: TOO_COMMON });
    }
    const login = await post('/api/login', { email: 'common0@example.com', password: 'password' });
    expect(login.statusCode).toBe(401);
  });

  it('accepts a strong password', async () => {
    const r = await post('/api/signup', { username: 'Strong One', email: 'strong@example.com', password: STRONG });
    expect(r.statusCode, r.body).toBe(201);
  });
});

describe('password reset', () => {
  it('refuses common passwords without using up the code, then takes a strong one', async () => {
    const u = await t.createUser({ email: 'reset-common@example.com' });
    expect((await post('/api/forgot-password', { email: u.email })).statusCode).toBe(200);
    await settle();
    const mail = smtp.messages.filter((m) => m.to.includes(u.email) && /Reset your password/.test(m.subject)).at(-1);
    const otp = extractOtp(mail!);
    for (const password of COMMON) {
      const r = await post('/api/reset-password', { email: u.email, otp, password });
      expect(r.statusCode, password).toBe(400);
      expect(t.json(r).message).toBe(TOO_COMMON);
    }
    const ok = await post('/api/reset-password', { email: u.email, otp, password: STRONG });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await post('/api/login', { email: u.email, password: STRONG })).statusCode).toBe(200);
  });
});

describe('password change on My account', () => {
  it('refuses common passwords and keeps the old one, then takes a strong one', async () => {
    const u = await t.createUser({ email: 'change-common@example.com' });
    for (const newPassword of COMMON) {
      const r = await post('/api/account/password', { currentPassword: u.password, newPassword }, bearer(u.token));
      expect(r.statusCode, newPassword).toBe(400);
      expect(t.json(r).message).toBe(TOO_COMMON);
    }
    expect((await post('/api/login', { email: u.email, password: u.password })).statusCode).toBe(200);
    const ok = await post('/api/account/password', { currentPassword: u.password, newPassword: STRONG }, bearer(u.token));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
