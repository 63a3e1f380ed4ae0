import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, multipart, type TestApp } from '../../support/app';

/**
 * Abuse limits (docs/decisions/0010-rate-limits-under-attack.md): per client address on every
 * public write, and per account on login. Limits are set low here so a handful of requests reaches
 * them.
 */

const LIMIT = 3;

/** Every response to the (N+1)th request: 429, a whole number of seconds to wait, a readable sentence. */
function expectRefusal(r: LightMyRequestResponse, maxWaitSeconds: number) {
  expect(r.statusCode).toBe(429);
  const retryAfter = r.headers['retry-after'];
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxWaitSeconds);
  expect(r.headers['content-type']).toMatch(/application\/json/);
  const body = JSON.parse(r.body);
  expect(body).toEqual({ status: 'error', message: expect.any(String) });
  expect(body.message).toMatch(/^[A-Z].{10,}[.!]$/);
  expect(body.message).toMatch(/try again|wait/i);
  return body.message as string;
}

describe('limits per client address', () => {
  let t: TestApp;
  let n = 0;
  const unique = () => `${++n}-${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_LOGIN: `${LIMIT}/1m`,
      RATE_LIMIT_SIGNUP: `${LIMIT}/1h`,
      RATE_LIMIT_VERIFY: `${LIMIT}/1m`,
      RATE_LIMIT_RESEND: `${LIMIT}/1h`,
      RATE_LIMIT_CONTACT: `${LIMIT}/10m`,
      RATE_LIMIT_REVIEW: `${LIMIT}/10m`,
    });
  });
  afterAll(() => t?.close());

  /**
   * One well-formed request per endpoint (it must pass schema validation to reach the limiter),
   * the status it answers while under the limit, and the window in seconds.
   */
  const endpoints: { name: string; window: number; under: number[]; request: () => InjectOptions }[] = [
    {
      name: 'login',
      window: 60,
      under: [401],
      request: () => ({ method: 'POST', url: '/api/login', payload: { email: `nobody-${unique()}@example.com`, password: 'wrong-password' } }),
    },
    {
      name: 'signup',
      window: 3600,
      under: [201],
      request: () => ({
        method: 'POST',
        url: '/api/signup',
        payload: { username: 'Ada Obi', email: `ada-${unique()}@example.com`, password: 'Correct-horse-9' },
      }),
    },
    {
      name: 'verify',
      window: 60,
      under: [400],
      request: () => ({ method: 'POST', url: '/api/verify', payload: { email: `nobody-${unique()}@example.com`, otp: '123456' } }),
    },
    {
      name: 'resend-email',
      window: 3600,
      under: [200], // answered alike for every address
      request: () => ({ method: 'POST', url: '/api/resend-email', payload: { email: `nobody-${unique()}@example.com` } }),
    },
    {
      name: 'contact',
      window: 600,
      under: [400], // the captcha is not solved: still counted, as it reaches the handler
      request: () => ({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Emeka', email: 'emeka@example.com', message: 'Hello there', captchaToken: 'not-a-solution' },
      }),
    },
    {
      name: 'reviews',
      window: 600,
      under: [400], // as for contact: no solved captcha, still counted
      request: () => ({
        method: 'POST',
        url: '/api/reviews',
        ...multipart({ name: 'Ifeoma', rating: '4', review_text: 'Good service and quick support.' }),
      }),
    },
  ];

  it.each(endpoints)('$name: refuses the request after the limit from one address with 429 and Retry-After', async (e) => {
    const address = `10.1.0.${endpoints.indexOf(e) + 1}`;
    for (let i = 0; i < LIMIT; i++) {
      const r = await t.request({ ...e.request(), remoteAddress: address });
      expect(e.under, `request ${i + 1}: ${r.body}`).toContain(r.statusCode);
    }
    const refused = await t.request({ ...e.request(), remoteAddress: address });
    expectRefusal(refused, e.window);
    // Still refused on the next try, through the .php alias as well.
    const again = await t.request({ ...e.request(), url: `${e.request().url}.php`, remoteAddress: address });
    expectRefusal(again, e.window);

    // Another address behind a different network is not affected.
    const other = await t.request({ ...e.request(), remoteAddress: `10.2.0.${endpoints.indexOf(e) + 1}` });
    expect(e.under).toContain(other.statusCode);
  });

  it('counts /api/login and /api/login.php against one limit', async () => {
    const address = '10.3.0.1';
    const login = (url: string) =>
      t.request({ method: 'POST', url, remoteAddress: address, payload: { email: `nobody-${unique()}@example.com`, password: 'wrong-password' } });
    expect((await login('/api/login')).statusCode).toBe(401);
    expect((await login('/api/login.php')).statusCode).toBe(401);
    expect((await login('/api/login')).statusCode).toBe(401);
    expectRefusal(await login('/api/login.php'), 60);
    expectRefusal(await login('/api/login'), 60);
  });

  it('does not let one address use up the limit of another', async () => {
    const login = (remoteAddress: string) =>
      t.request({ method: 'POST', url: '/api/login', remoteAddress, payload: { email: `nobody-${unique()}@example.com`, password: 'wrong-password' } });
    for (let i = 0; i < LIMIT; i++) expect((await login('10.0.0.1')).statusCode).toBe(401);
    expectRefusal(await login('10.0.0.1'), 60);
    for (let i = 0; i < LIMIT; i++) expect((await login('10.0.0.2')).statusCode).toBe(401);
    expectRefusal(await login('10.0.0.2'), 60);
  });

  it('keeps separate counters for separate actions from one address', async () => {
    const address = '10.4.0.1';
    for (let i = 0; i < LIMIT; i++) {
      await t.request({ method: 'POST', url: '/api/login', remoteAddress: address, payload: { email: `x-${unique()}@example.com`, password: 'wrong-password' } });
    }
    expect((await t.request({ method: 'POST', url: '/api/login', remoteAddress: address, payload: { email: 'x@example.com', password: 'x' } })).statusCode).toBe(429);
    const resend = await t.request({ method: 'POST', url: '/api/resend-email', remoteAddress: address, payload: { email: `x-${unique()}@example.com` } });
    expect(resend.statusCode).toBe(200);
  });

  it('leaves public reads unlimited', async () => {
    const address = '10.5.0.1';
    for (let i = 0; i < LIMIT * 3; i++) {
      const r = await t.request({ method: 'GET', url: '/api/reviews', remoteAddress: address });
      expect(r.statusCode).toBe(200);
    }
  });
});

describe('limits per account', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_MAX_FAILURES: '3',
      LOGIN_LOCK_MINUTES: '15',
      RATE_LIMIT_LOGIN: '100000/1m',
      RATE_LIMIT_RESEND: '100000/1h',
      RATE_LIMIT_SIGNUP: '100000/1h',
    });
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    t.request({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });

  it('locks an account after 3 wrong passwords in a row, even for the right password', async () => {
    const victim = await t.createUser();
    const bystander = await t.createUser();
    for (let i = 0; i < 3; i++) {
      const r = await login(victim.email, 'Wrong-password-1', `10.9.0.${i + 1}`);
      expect(r.statusCode).toBe(401);
      expect(t.json(r).message).toBe('Incorrect email or password.');
    }
    const locked = await login(victim.email, victim.password);
    const message = expectRefusal(locked, 15 * 60);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(locked.body).not.toContain('token');
    expect(message).toMatch(/15 minutes/);

    // The lock follows the account, not the spelling of the address or the client address.
    expectRefusal(await login(victim.email.toUpperCase(), victim.password, '10.9.9.9'), 15 * 60);
    expectRefusal(await login(victim.email, 'Wrong-password-1', '10.9.9.8'), 15 * 60);

    // Another account is not affected.
    const ok = await login(bystander.email, bystander.password);
    expect(ok.statusCode).toBe(200);
    expect(t.json(ok).token).toEqual(expect.any(String));
  });

  it('resets the failure count after a successful login', async () => {
    const user = await t.createUser();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await login(user.email, 'Wrong-password-1')).statusCode).toBe(401);
      const ok = await login(user.email, user.password);
      expect(ok.statusCode).toBe(200);
      expect(t.json(ok)).toMatchObject({ status: 'success', user: { email: user.email } });
    }
  });

  it('answers an address without an account as it answers an account: locked after 3 failures too', async () => {
    const known = await t.createUser();
    const answers: { known: string; unknown: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await login(known.email, 'Wrong-password-1', `10.8.0.${i + 1}`);
      const b = await login('nobody-at-all@example.com', 'Wrong-password-1', `10.8.1.${i + 1}`);
      expect(b.statusCode).toBe(a.statusCode);
      answers.push({ known: t.json(a).message, unknown: t.json(b).message });
    }
    // Three refusals of the password, then the same lock for both: nothing tells them apart.
    expect(answers.map((x) => x.unknown)).toEqual(answers.map((x) => x.known));
    expectRefusal(await login('nobody-at-all@example.com', 'Wrong-password-1', '10.8.2.1'), 15 * 60);
  });

  it('asks for a pause between two codes for one account, with Retry-After', async () => {
    const email = `newcomer-${Date.now()}@example.com`;
    const signup = await t.request({ method: 'POST', url: '/api/signup', payload: { username: 'New Comer', email, password: 'Correct-horse-9' } });
    expect(signup.statusCode).toBe(201);
    const resend = await t.request({ method: 'POST', url: '/api/resend-email', payload: { email } });
    expectRefusal(resend, 45);
    expect(t.json(resend).message).toMatch(/before requesting another code/);
  });
});
