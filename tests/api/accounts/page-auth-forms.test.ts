import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import { extractOtp, startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { pagesWithActions } from '../../support/page-actions';
import { addressKey } from '../../../server/db/repositories/address-guards';
import { action as signupAction } from '../../../app/routes/signup';
import { action as verifyAction } from '../../../app/routes/verify-email';
import { action as forgotAction } from '../../../app/routes/forgot-password';
import { DONE_TEXTS, PASSWORD_AGAIN, RESET_INVALID, doneText } from '../../../modules/accounts/accounts.words';
import { messages } from '../../../common/messages';

/**
 * The account forms posted without JavaScript (docs/decisions/0020-forms-without-javascript.md):
 * sign-up, verification and a new code, both steps of a forgotten password. Each page's action
 * checks the API's schema, counts against the API's per-address limit, calls the same service, and
 * answers a refusal with the errors and the typed values (never a password), a success with a
 * redirect whose `done` parameter the next page reads. The page routes run over a stand-in build
 * that calls the real route actions. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

const ACTIONS = {
  '/signup': signupAction as never,
  '/verify-email': verifyAction as never,
  '/forgot-password': forgotAction as never,
};


let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@example.com', RATE_LIMIT_SIGNUP: '25/10m' }, { pages: pagesWithActions(ACTIONS) });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let nextAddress = 1;
/** Each test posts from its own client address, so the per-address limits do not mix. */
const freshAddress = () => `203.0.113.${nextAddress++}`;

function postPage(url: string, fields: Record<string, string>, ip = freshAddress()) {
  return t.request({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The next mail to `email` sent after the `after`-th mail, and its code. */
async function codeFor(email: string, after: number) {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && smtp.messages.indexOf(m) >= after, 10_000);
  return extractOtp(mail);
}

const userRow = (email: string) => t.app.ctx.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** The redirect's target, parsed, after checking it is one. */
function redirectOf(r: { statusCode: number; headers: Record<string, unknown> }) {
  expect(r.statusCode).toBe(302);
  return new URL(String(r.headers.location), 'http://site.test');
}

const login = (email: string, password: string) => t.request({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('sign-up posted without JavaScript', () => {
  it('creates the account, mails a code and leads to the code page, which says so', async () => {
    const before = smtp.messages.length;
    const r = await postPage('/signup', { username: 'Chidi Okafor', email: 'Chidi@Example.com', password: 'Udi-hills-2026', confirmPassword: 'Udi-hills-2026' });
    const to = redirectOf(r);
    expect(to.pathname).toBe('/verify-email');
    expect(to.searchParams.get('email')).toBe('chidi@example.com');
    expect(doneText(to.searchParams.get('done'), ['signup', 'resent'])).toBe(messages.signupSuccess);
    expect(await codeFor('chidi@example.com', before)).toMatch(/^\d{6}$/);
    expect((await userRow('chidi@example.com'))?.email_verified_at).toBeNull();
  });

  it('refuses bad fields one message each, keeps what was typed and never sends a password back', async () => {
    const r = await postPage('/signup', { username: '', email: 'not-an-email', password: 'short', confirmPassword: 'other' });
    expect(r.statusCode).toBe(400);
    const body = t.json(r);
    expect(body.errors).toMatchObject({ username: 'Username is required.', email: 'Please enter a valid email address.' });
    expect(body.errors.password).toBeTruthy();
    expect(body.values).toEqual({ username: '', email: 'not-an-email' });
    expect(JSON.stringify(body)).not.toContain('short');
  });

  it('asks for the password again when only the confirmation is off', async () => {
    const r = await postPage('/signup', { username: 'Ada', email: 'ada-mismatch@example.com', password: 'Udi-hills-2026', confirmPassword: 'Udi-hills-2027' });
    expect(r.statusCode).toBe(400);
    const body = t.json(r);
    expect(body.errors.confirmPassword).toBe(messages.signupMismatch);
    expect(body.errors.password).toBe(PASSWORD_AGAIN);
    expect(await userRow('ada-mismatch@example.com')).toBeUndefined();
  });

  it('refuses a common password under its field, as the API does', async () => {
    const r = await postPage('/signup', { username: 'Ada', email: 'ada-common@example.com', password: 'password', confirmPassword: 'password' });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).errors.password).toBe(messages.passwordTooCommon);
    expect(await userRow('ada-common@example.com')).toBeUndefined();
  });

  it('answers a verified address like a new one: the code page, and no code for anyone', async () => {
    const taken = await t.createUser({ email: 'taken-page@example.com' });
    const before = smtp.messages.length;
    const r = await postPage('/signup', { username: 'Again', email: taken.email, password: 'Udi-hills-2026', confirmPassword: 'Udi-hills-2026' });
    const to = redirectOf(r);
    expect(to.pathname).toBe('/verify-email');
    expect(doneText(to.searchParams.get('done'), ['signup', 'resent'])).toBe(messages.signupSuccess);
    await t.settle();
    const mails = smtp.messages.slice(before).filter((m) => m.to.includes(taken.email));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/Someone tried to sign up/)]);
  });

  it("shares the API's per-address sign-up limit: 30 parallel posts from one address, at most 25 accepted", async () => {
    const ip = freshAddress();
    const rs = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postPage('/signup', { username: `Par ${i}`, email: `parallel-${i}@example.com`, password: 'Udi-hills-2026', confirmPassword: 'Udi-hills-2026' }, ip),
      ),
    );
    const accepted = rs.filter((r) => r.statusCode === 302).length;
    expect(accepted).toBe(25);
    expect(rs.filter((r) => r.statusCode === 429)).toHaveLength(5);
    const api = await t.request({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: ip,
      payload: { username: 'One more', email: 'parallel-api@example.com', password: 'Udi-hills-2026' },
    });
    expect(api.statusCode).toBe(429);
  });

  it('refuses a post from another site', async () => {
    const r = await t.request({
      method: 'POST',
      url: '/signup',
      headers: { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=x&email=x%40example.com&password=Udi-hills-2026&confirmPassword=Udi-hills-2026',
    });
    expect(r.statusCode).toBe(403);
    expect(await userRow('x@example.com')).toBeUndefined();
  });
});

describe('verification posted without JavaScript', () => {
  async function signedUp(email: string) {
    const before = smtp.messages.length;
    redirectOf(await postPage('/signup', { username: 'Amaka', email, password: 'Udi-hills-2026', confirmPassword: 'Udi-hills-2026' }));
    return codeFor(email, before);
  }

  it('a wrong code is refused with the typed values; the right one verifies and leads to /login, which says so', async () => {
    const email = 'amaka-verify@example.com';
    const code = await signedUp(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await postPage('/verify-email?email=' + encodeURIComponent(email), { email, otp: wrong, intent: 'verify' });
    expect(bad.statusCode).toBe(400);
    expect(t.json(bad).message).toBeTruthy();
    expect(t.json(bad).values).toMatchObject({ email, otp: wrong, intent: 'verify' });
    const good = await postPage('/verify-email?email=' + encodeURIComponent(email), { email, otp: code, intent: 'verify' });
    const to = redirectOf(good);
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('email')).toBe(email);
    expect(doneText(to.searchParams.get('done'), ['verified', 'reset'])).toBe(DONE_TEXTS.verified);
    expect((await userRow(email))?.email_verified_at).toBeTruthy();
    expect((await login(email, 'Udi-hills-2026')).statusCode).toBe(200);
  });

  it('the Resend OTP button mails a new code and comes back saying so; a second press within the cooldown is refused', async () => {
    const email = 'amaka-resend@example.com';
    await signedUp(email);
    // The sign-up started the address's cooldown; move it back so a new code may go.
    await t.app.ctx.db
      .updateTable('address_guards')
      .set({ code_sent_at: new Date(Date.now() - 3600_000).toISOString() })
      .where('key', '=', addressKey(email))
      .execute();
    const before = smtp.messages.length;
    const to = redirectOf(await postPage('/verify-email', { email, otp: '', intent: 'resend' }));
    expect(to.pathname).toBe('/verify-email');
    expect(to.searchParams.get('done')).toBe('resent');
    const code = await codeFor(email, before);
    const again = await postPage('/verify-email', { email, otp: '', intent: 'resend' });
    expect(again.statusCode).toBe(429);
    expect(t.json(again).message).toMatch(/^Please wait .* before requesting another code\.$/);
    redirectOf(await postPage('/verify-email', { email, otp: code, intent: 'verify' }));
  });

  it('25 parallel wrong codes from 25 addresses get exactly five checks, and the code is then void', async () => {
    const email = 'amaka-parallel@example.com';
    const code = await signedUp(email);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const rs = await Promise.all(Array.from({ length: 25 }, (_, i) => postPage('/verify-email', { email, otp: wrong(i), intent: 'verify' })));
    expect(rs.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    const user = await userRow(email);
    const row = await t.app.ctx.db
      .selectFrom('email_codes')
      .select(['attempts'])
      .where('user_id', '=', user!.id)
      .where('purpose', '=', 'verify')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    const right = await postPage('/verify-email', { email, otp: code, intent: 'verify' });
    expect(right.statusCode).toBe(400);
    expect((await userRow(email))?.email_verified_at).toBeNull();
  });
});

describe('forgotten password posted without JavaScript', () => {
  it('step 1 leads to step 2 saying a code was sent; step 2 sets the password, ends the sessions and leads to /login', async () => {
    const user = await t.createUser({ email: 'obi-reset@example.com', password: 'Old-password-2026' });
    const oldSession = t.json(await login(user.email, 'Old-password-2026')).token as string;
    const before = smtp.messages.length;
    const step1 = redirectOf(await postPage('/forgot-password', { email: user.email, intent: 'code' }));
    expect(step1.pathname).toBe('/forgot-password');
    expect(step1.searchParams.get('email')).toBe(user.email);
    expect(doneText(step1.searchParams.get('done'), ['code'])).toBe(DONE_TEXTS.code);
    const code = await codeFor(user.email, before);

    const mismatch = await postPage('/forgot-password?email=' + encodeURIComponent(user.email), {
      email: user.email,
      otp: code,
      password: 'New-password-2026',
      confirmPassword: 'New-password-2027',
      intent: 'reset',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(t.json(mismatch).errors.confirmPassword).toBe(messages.signupMismatch);
    expect(t.json(mismatch).values).toEqual({ email: user.email, otp: code, intent: 'reset' });

    const done = redirectOf(
      await postPage('/forgot-password?email=' + encodeURIComponent(user.email), {
        email: user.email,
        otp: code,
        password: 'New-password-2026',
        confirmPassword: 'New-password-2026',
        intent: 'reset',
      }),
    );
    expect(done.pathname).toBe('/login');
    expect(doneText(done.searchParams.get('done'), ['verified', 'reset'])).toBe(DONE_TEXTS.reset);
    expect((await login(user.email, 'New-password-2026')).statusCode).toBe(200);
    expect((await login(user.email, 'Old-password-2026')).statusCode).toBe(401);
    const me = await t.request({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${oldSession}` } });
    expect(me.statusCode).toBe(401);
  });

  it('an unknown address gets the same step 2 as a known one, and a made-up code the one refusal', async () => {
    const to = redirectOf(await postPage('/forgot-password', { email: 'nobody-here@example.com', intent: 'code' }));
    expect(to.searchParams.get('done')).toBe('code');
    const r = await postPage('/forgot-password', {
      email: 'nobody-here@example.com',
      otp: '123456',
      password: 'New-password-2026',
      confirmPassword: 'New-password-2026',
      intent: 'reset',
    });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toBe(RESET_INVALID);
    expect(t.json(r).errors.password).toBe(PASSWORD_AGAIN);
  });

  it('answers a body it cannot read with a readable 400', async () => {
    const r = await t.request({
      method: 'POST',
      url: '/forgot-password',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'multipart/form-data; boundary=nothing' },
      payload: 'not multipart at all',
    });
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toBeTruthy();
  });
});
