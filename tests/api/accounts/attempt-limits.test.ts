import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../support/app';
import { extractOtp, type TestSmtpServer } from '../../support/smtp';
import { appWithMailbox } from '../../support/app-with-mailbox';

/**
 * The per-code and per-account limits hold under parallel requests: a one-time code gets exactly
 * OTP_MAX_ATTEMPTS comparisons however many guesses arrive at once, and an account exactly
 * LOGIN_MAX_FAILURES password checks before its lock (docs/decisions/0012-one-time-codes-and-login-lock.md).
 * The per-client-address limits are raised here, so only the limits under test can refuse.
 */

const box = appWithMailbox({ RATE_LIMIT_LOGIN: '1000/1m', RATE_LIMIT_VERIFY: '1000/1m', RATE_LIMIT_SIGNUP: '1000/1h', RATE_LIMIT_RESET: '1000/1h', RATE_LIMIT_ACCOUNT: '1000/10m' });
const { settle, post } = box;
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(() => {
  ({ t, smtp } = box);
});
const lastCode = async (email: string, subject: RegExp) => {
  await settle();
  const mail = smtp.messages.filter((m) => m.to.includes(email) && subject.test(m.subject)).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return extractOtp(mail);
};
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
const tally = (rs: { statusCode: number; body: string }[]) => {
  const out: Record<string, number> = {};
  for (const r of rs) {
    const key = `${r.statusCode} ${JSON.parse(r.body).message}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};
const attemptsOf = async (userId: number, purpose: 'verify' | 'reset' | 'email') =>
  (
    await t.app.ctx.db
      .selectFrom('email_codes')
      .select(['attempts', 'used_at'])
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  );
const userId = async (email: string) =>
  (await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const INVALID = 'This code is not valid or has expired. Please request a new one.';
const RESET_INVALID = 'This code is not valid or has expired. Check the 6 digits, or request a new code.';

describe('one-time codes under parallel guesses', () => {
  it('sign-up: 25 parallel wrong codes get exactly 5 comparisons, and the right code is refused afterwards', async () => {
    const email = 'parallel-verify@example.com';
    expect((await post('/api/signup', { username: 'Par', email, password: 'Password-123' })).statusCode).toBe(201);
    const code = await lastCode(email, /./);
    const rs = await Promise.all(Array.from({ length: 25 }, () => post('/api/verify', { email, otp: wrongOf(code) })));
    expect(tally(rs)).toEqual({
      '400 The code is incorrect. 4 tries left.': 1,
      '400 The code is incorrect. 3 tries left.': 1,
      '400 The code is incorrect. 2 tries left.': 1,
      '400 The code is incorrect. 1 try left.': 1,
      '400 Too many wrong codes. This code is no longer valid; please request a new one.': 1,
      [`400 ${INVALID}`]: 20,
    });
    const row = await attemptsOf(await userId(email), 'verify');
    expect(row.attempts).toBe(5);
    expect(row.used_at).not.toBeNull();
    const right = await post('/api/verify', { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(JSON.parse(right.body).message).toBe(INVALID);
  });

  it('sign-up: a right code among 25 wrong ones in parallel is compared at most within the 5 attempts', async () => {
    const email = 'parallel-mixed@example.com';
    expect((await post('/api/signup', { username: 'Mix', email, password: 'Password-123' })).statusCode).toBe(201);
    const code = await lastCode(email, /./);
    const guesses = Array.from({ length: 26 }, (_, i) => (i === 13 ? code : wrongOf(code)));
    const rs = await Promise.all(guesses.map((otp) => post('/api/verify', { email, otp })));
    const wrongCounted = rs.filter((r) => /incorrect|Too many wrong/.test(r.body)).length;
    const verified = rs.filter((r) => r.statusCode === 200).length;
    expect(verified).toBeLessThanOrEqual(1);
    const row = await t.app.ctx.db
      .selectFrom('email_codes')
      .select(['attempts'])
      .where('user_id', '=', await userId(email))
      .where('purpose', '=', 'verify')
      .executeTakeFirst();
    if (verified === 1) {
      // Verifying discards the sign-up's codes; the right code paid for one of the 5 attempts, so
      // at most 4 wrong guesses were compared before it (on PostgreSQL it may come first).
      expect(row).toBeUndefined();
      expect(wrongCounted).toBeLessThanOrEqual(4);
    } else {
      // Every claimed attempt is one wrong answer, or the right code's. The right code may claim its
      // attempt and still be refused as invalid: when the fifth wrong guess voids the code between
      // its claim and its use, the single-use step lets neither through.
      expect(row).toBeDefined();
      expect(row!.attempts).toBeLessThanOrEqual(5);
      const rightClaimed = row!.attempts - wrongCounted;
      expect(rightClaimed === 0 || rightClaimed === 1).toBe(true);
    }
    const user = await t.app.ctx.db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.email_verified_at !== null).toBe(verified === 1);
    // Past the limit (or once used), the right code does nothing more.
    expect((await post('/api/verify', { email, otp: code })).statusCode).toBe(400);
  });

  it('password reset: 25 parallel wrong codes get exactly 5 comparisons; the right code then fails', async () => {
    const u = await t.createUser({ email: 'parallel-reset@example.com', password: 'Old-password-1' });
    expect((await post('/api/forgot-password', { email: u.email })).statusCode).toBe(200);
    const code = await lastCode(u.email, /Reset your password/);
    const rs = await Promise.all(
      Array.from({ length: 25 }, () => post('/api/reset-password', { email: u.email, otp: wrongOf(code), password: 'New-password-2' })),
    );
    expect(tally(rs)).toEqual({ [`400 ${RESET_INVALID}`]: 25 });
    const row = await attemptsOf(u.id, 'reset');
    expect(row.attempts).toBe(5);
    expect(row.used_at).not.toBeNull();
    expect((await post('/api/reset-password', { email: u.email, otp: code, password: 'New-password-2' })).statusCode).toBe(400);
    expect((await post('/api/login', { email: u.email, password: 'Old-password-1' })).statusCode).toBe(200);
  });

  it('change of e-mail: 25 parallel wrong codes get exactly 5 comparisons', async () => {
    const u = await t.createUser({ email: 'parallel-change@example.com', password: 'Change-pass-1' });
    const r = await post('/api/account/email', { newEmail: 'parallel-new@example.com', password: 'Change-pass-1' }, bearer(u.token));
    expect(r.statusCode, r.body).toBe(200);
    const code = await lastCode('parallel-new@example.com', /./);
    const rs = await Promise.all(
      Array.from({ length: 25 }, () => post('/api/account/email/confirm', { otp: wrongOf(code) }, bearer(u.token))),
    );
    const t1 = tally(rs);
    expect(Object.entries(t1).filter(([k]) => /incorrect/.test(k)).reduce((n, [, v]) => n + v, 0)).toBe(4);
    expect(t1['400 Too many wrong codes. This code is no longer valid; please request a new one.']).toBe(1);
    expect(t1[`400 ${INVALID}`]).toBe(20);
    expect((await attemptsOf(u.id, 'email')).attempts).toBe(5);
    expect((await post('/api/account/email/confirm', { otp: code }, bearer(u.token))).statusCode).toBe(400);
  });
});

describe('login lock under parallel attempts', () => {
  it('30 parallel wrong passwords: exactly 10 are checked (401), the rest get the 429 of the lock', async () => {
    const u = await t.createUser({ email: 'parallel-login@example.com', password: 'Right-password-1' });
    const rs = await Promise.all(Array.from({ length: 30 }, () => post('/api/login', { email: u.email, password: 'Wrong-password-1' })));
    const codes = rs.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    // Locked: the right password is not even checked now.
    const right = await post('/api/login', { email: u.email, password: 'Right-password-1' });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('My account: 30 parallel wrong current passwords: exactly 10 are checked, the rest are locked out', async () => {
    const u = await t.createUser({ email: 'parallel-confirm@example.com', password: 'Right-password-1' });
    const rs = await Promise.all(
      Array.from({ length: 30 }, () =>
        post('/api/account/password', { currentPassword: 'Wrong-password-1', newPassword: 'Another-password-9' }, bearer(u.token)),
      ),
    );
    expect(rs.filter((r) => r.statusCode === 400)).toHaveLength(10);
    expect(rs.filter((r) => r.statusCode === 429)).toHaveLength(20);
    expect((await post('/api/login', { email: u.email, password: 'Right-password-1' })).statusCode).toBe(429);
  });

  it('a right password ends the run of failures', async () => {
    const u = await t.createUser({ email: 'run-reset@example.com', password: 'Right-password-1' });
    for (let i = 0; i < 9; i++) expect((await post('/api/login', { email: u.email, password: 'nope-nope' })).statusCode).toBe(401);
    expect((await post('/api/login', { email: u.email, password: 'Right-password-1' })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await post('/api/login', { email: u.email, password: 'nope-nope' })).statusCode).toBe(401);
    expect((await post('/api/login', { email: u.email, password: 'Right-password-1' })).statusCode).toBe(200);
  });
});

describe('the lock and verify do not tell known addresses from unknown ones', () => {
  it('an unknown address is locked after 10 failures exactly like a known one, in parallel too', async () => {
    const u = await t.createUser({ email: 'known-lock@example.com', password: 'Right-password-1' });
    const run = (email: string) =>
      Promise.all(Array.from({ length: 30 }, () => post('/api/login', { email, password: 'Wrong-password-1' })));
    const [known, unknown] = [await run(u.email), await run('nobody-lock@example.com')];
    expect(tally(unknown)).toEqual(tally(known));
    const k = await post('/api/login', { email: u.email, password: 'Wrong-password-1' });
    const n = await post('/api/login', { email: 'nobody-lock@example.com', password: 'Wrong-password-1' });
    expect([n.statusCode, JSON.parse(n.body)]).toEqual([k.statusCode, JSON.parse(k.body)]);
    expect(Number(n.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('verify answers a verified address exactly like an unknown one', async () => {
    const u = await t.createUser({ email: 'verified-already@example.com' });
    const known = await post('/api/verify', { email: u.email, otp: '123456' });
    const unknown = await post('/api/verify', { email: 'never-signed-up@example.com', otp: '123456' });
    expect(known.statusCode).toBe(400);
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
  });
});
