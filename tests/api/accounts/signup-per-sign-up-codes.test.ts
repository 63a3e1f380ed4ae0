import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { extractOtp, startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { pagesWithActions } from '../../support/page-actions';
import { action as verifyAction } from '../../../app/routes/verify-email';
import { VERIFY_PASSWORD_MISMATCH, VERIFY_PASSWORD_NEEDED } from '../../../modules/accounts/accounts.words';

/**
 * A second sign-up for an address that is not verified yet cannot take the account over: each code
 * belongs to the sign-up it was mailed for and activates that sign-up's password only; while two or
 * more sign-ups wait, the code must come with the password of the same sign-up, and Resend OTP mails
 * a code for the newest sign-up without voiding the others' codes
 * (docs/decisions/0012-one-time-codes-and-login-lock.md). SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // No resend wait, so each sign-up mails its own code at once; the wait has its own tests.
  t = await createTestApp(
    { SMTP_URL: smtp.url, OTP_RESEND_SECONDS: '0', RATE_LIMIT_SIGNUP: '1000/1h', RATE_LIMIT_VERIFY: '1000/1m', RATE_LIMIT_LOGIN: '1000/1m', RATE_LIMIT_RESEND: '1000/1h' },
    { pages: pagesWithActions({ '/verify-email': verifyAction as never }) },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload });
const login = async (email: string, password: string) => (await post('/api/login', { email, password })).statusCode;

/** Signs up and returns the code mailed for this sign-up. */
async function signUp(email: string, username: string, password: string): Promise<string> {
  const before = smtp.messages.length;
  expect((await post('/api/signup', { username, email, password })).statusCode).toBe(201);
  return nextCode(email, before);
}

async function nextCode(email: string, after: number): Promise<string> {
  await t.settle();
  const mail = smtp.messages.slice(after).find((m) => m.to.includes(email));
  if (!mail) throw new Error(`no new mail to ${email}`);
  return extractOtp(mail);
}

const waiting = async (email: string) => {
  const user = await t.app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return t.app.ctx.db.selectFrom('account_signups').select('id').where('user_id', '=', user.id).execute();
};

describe('a second sign-up for an address waiting for verification', () => {
  it("the owner's code with the owner's password verifies the owner's password; the stranger's stays out", async () => {
    const email = 'owner1@example.test';
    const ownerCode = await signUp(email, 'Ngozi Eze', 'Owner-pass-111');
    const strangerCode = await signUp(email, 'Stranger', 'Stranger-pass-111');
    expect(strangerCode).not.toBe(ownerCode);

    const codeOnly = await post('/api/verify', { email, otp: ownerCode });
    expect(codeOnly.statusCode).toBe(409);
    expect(t.json(codeOnly)).toEqual({ status: 'error', message: VERIFY_PASSWORD_NEEDED });
    expect(await login(email, 'Owner-pass-111')).toBe(403); // still waiting: nothing was activated

    const verified = await post('/api/verify', { email, otp: ownerCode, password: 'Owner-pass-111' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await login(email, 'Stranger-pass-111')).toBe(401);
    const ok = await post('/api/login', { email, password: 'Owner-pass-111' });
    expect(ok.statusCode).toBe(200);
    expect(t.json(ok).user.username).toBe('Ngozi Eze');
    // The other sign-up is discarded with its code.
    expect(await waiting(email)).toEqual([]);
    expect((await post('/api/verify', { email, otp: strangerCode, password: 'Stranger-pass-111' })).statusCode).toBe(400);
    expect(await login(email, 'Owner-pass-111')).toBe(200);
  });

  it("a code with the password of another sign-up activates nothing and says so", async () => {
    const email = 'owner2@example.test';
    const ownerCode = await signUp(email, 'Owner Two', 'Owner-pass-222');
    const strangerCode = await signUp(email, 'Stranger', 'Stranger-pass-222');
    const mixed = await post('/api/verify', { email, otp: strangerCode, password: 'Owner-pass-222' });
    expect(mixed.statusCode).toBe(400);
    expect(t.json(mixed).message).toBe(VERIFY_PASSWORD_MISMATCH);
    expect(await login(email, 'Owner-pass-222')).toBe(403);
    expect(await login(email, 'Stranger-pass-222')).toBe(401);
    expect(await waiting(email)).toHaveLength(2);
    expect((await post('/api/verify', { email, otp: ownerCode, password: 'Owner-pass-222' })).statusCode).toBe(200);
    expect(await login(email, 'Owner-pass-222')).toBe(200);
  });

  it('Resend OTP after the stranger signed up mails a code for the newest sign-up and leaves the owner\'s code good', async () => {
    const email = 'owner3@example.test';
    const ownerCode = await signUp(email, 'Owner Three', 'Owner-pass-333');
    await signUp(email, 'Stranger', 'Stranger-pass-333');
    const before = smtp.messages.length;
    expect((await post('/api/resend-email', { email })).statusCode).toBe(200);
    const resent = await nextCode(email, before);
    // The resent code is the stranger's sign-up's: the owner's password does not go with it.
    expect(t.json(await post('/api/verify', { email, otp: resent, password: 'Owner-pass-333' })).message).toBe(VERIFY_PASSWORD_MISMATCH);
    const verified = await post('/api/verify', { email, otp: ownerCode, password: 'Owner-pass-333' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await login(email, 'Stranger-pass-333')).toBe(401);
    expect(await login(email, 'Owner-pass-333')).toBe(200);
  });

  it('a wrong code is answered as before, without saying that several sign-ups wait', async () => {
    const email = 'owner4@example.test';
    const code = await signUp(email, 'Owner Four', 'Owner-pass-444');
    await signUp(email, 'Stranger', 'Stranger-pass-444');
    const wrong = code === '000000' ? '000001' : '000000';
    const r = await post('/api/verify', { email, otp: wrong });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toBe('The code is incorrect. 4 tries left.');
  });

  it('one sign-up alone still needs only the code', async () => {
    const email = 'single@example.test';
    const code = await signUp(email, 'Single', 'Single-pass-555');
    expect((await post('/api/verify', { email, otp: code })).statusCode).toBe(200);
    expect(await login(email, 'Single-pass-555')).toBe(200);
    expect(await waiting(email)).toEqual([]);
  });

  it('25 parallel verifications with one code and its password activate the sign-up once', async () => {
    const email = 'parallel@example.test';
    const ownerCode = await signUp(email, 'Owner Par', 'Owner-pass-666');
    await signUp(email, 'Stranger', 'Stranger-pass-666');
    const answers = await Promise.all(Array.from({ length: 25 }, () => post('/api/verify', { email, otp: ownerCode, password: 'Owner-pass-666' })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 400)).toBe(true);
    expect(await login(email, 'Owner-pass-666')).toBe(200);
    expect(await login(email, 'Stranger-pass-666')).toBe(401);
  });

  it('25 parallel verifications of a lone sign-up with its code: one activation, the rest refused', async () => {
    const email = 'parallel-one@example.test';
    const code = await signUp(email, 'Lone', 'Lone-pass-777');
    const answers = await Promise.all(Array.from({ length: 25 }, () => post('/api/verify', { email, otp: code })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 400)).toBe(true);
    expect(await login(email, 'Lone-pass-777')).toBe(200);
  });
});

describe('the verification form posted without JavaScript', () => {
  const postPage = (email: string, fields: Record<string, string>) =>
    t.request({
      method: 'POST',
      url: `/verify-email?email=${encodeURIComponent(email)}`,
      remoteAddress: '203.0.113.77',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, intent: 'verify', ...fields }).toString(),
    });

  it('asks for the password while two sign-ups wait, never echoes it, then verifies with it', async () => {
    const email = 'nojs@example.test';
    const ownerCode = await signUp(email, 'No Script', 'Owner-pass-888');
    await signUp(email, 'Stranger', 'Stranger-pass-888');
    const asked = await postPage(email, { otp: ownerCode });
    expect(asked.statusCode).toBe(409);
    expect(t.json(asked)).toMatchObject({ ok: false, message: VERIFY_PASSWORD_NEEDED, values: { otp: ownerCode } });
    const mixed = await postPage(email, { otp: ownerCode, password: 'Stranger-pass-888' });
    expect(mixed.statusCode).toBe(400);
    expect(t.json(mixed).message).toBe(VERIFY_PASSWORD_MISMATCH);
    expect(t.json(mixed).values.password).toBeUndefined();
    const done = await postPage(email, { otp: ownerCode, password: 'Owner-pass-888' });
    expect(done.statusCode).toBe(302);
    expect(String(done.headers.location)).toContain('done=verified');
    expect(await login(email, 'Owner-pass-888')).toBe(200);
  });
});
