import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { extractOtp, startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { createFreshPgDatabase, noPgServerReason, pgServerUrl } from '../../support/pg-server';

/**
 * The per-code and per-account limits with two instances on one PostgreSQL database, the requests
 * split between them: the limits live in the database, so they hold across instances exactly as
 * on one (docs/decisions/0012-one-time-codes-and-login-lock.md). Needs a PostgreSQL server
 * (TEST_PG_URL or TEST_DATABASE_URL).
 */

const JWT_SECRET = 'two-instance-attempts-secret-0123456789abcdef';
if (!pgServerUrl) console.warn(`Two-instance attempt-limit test skipped: ${noPgServerReason}`);

describe.skipIf(!pgServerUrl)('attempt limits on two instances (needs a PostgreSQL server)', () => {
  let smtp: TestSmtpServer;
  let db: Awaited<ReturnType<typeof createFreshPgDatabase>>;
  let a: TestApp;
  let b: TestApp;
  const pending: Promise<void>[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createFreshPgDatabase(pgServerUrl!);
    const env = {
      DATABASE_URL: db.url,
      JWT_SECRET,
      SMTP_URL: smtp.url,
      RATE_LIMIT_LOGIN: '1000/1m',
      RATE_LIMIT_VERIFY: '1000/1m',
      RATE_LIMIT_SIGNUP: '1000/1h',
      RATE_LIMIT_RESET: '1000/1h',
      RATE_LIMIT_RESET_EMAIL: '3/1h',
      RATE_LIMIT_ACCOUNT: '1000/10m',
      OTP_RESEND_SECONDS: '0',
    };
    a = await createTestApp(env);
    b = await createTestApp(env);
    for (const app of [a, b]) {
      const original = app.app.ctx.background.bind(app.app.ctx);
      app.app.ctx.background = (name, work) => {
        let done!: () => void;
        pending.push(new Promise<void>((r) => (done = r)));
        original(name, () => work().finally(done));
      };
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
    await smtp?.close();
  });

  const settle = async () => {
    while (pending.length) await Promise.all(pending.splice(0));
  };
  const post = (i: number, url: string, payload: object, headers: Record<string, string> = {}) =>
    (i % 2 ? b : a).request({ method: 'POST', url, payload, headers });
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
  const codesOf = (userId: number, purpose: string) =>
    a.app.ctx.db.selectFrom('email_codes').selectAll().where('user_id', '=', userId).where('purpose', '=', purpose as 'verify').orderBy('id', 'desc').execute();

  it('30 parallel wrong passwords over both instances: exactly 10 checked, 20 locked out', async () => {
    const u = await a.createUser({ email: 'two-login@example.com', password: 'Right-password-1' });
    const rs = await Promise.all(Array.from({ length: 30 }, (_, i) => post(i, '/api/login', { email: u.email, password: 'Wrong-password-1' })));
    expect(rs.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(rs.filter((r) => r.statusCode === 429)).toHaveLength(20);
    expect((await post(1, '/api/login', { email: u.email, password: 'Right-password-1' })).statusCode).toBe(429);
  });

  it('an address without an account is locked after exactly 10 failures over both instances, like a known one', async () => {
    const u = await a.createUser({ email: 'two-known@example.com', password: 'Right-password-1' });
    const run = (email: string) =>
      Promise.all(Array.from({ length: 30 }, (_, i) => post(i, '/api/login', { email, password: 'Wrong-password-1' })));
    const tally = (rs: { statusCode: number }[]) => [401, 429].map((s) => rs.filter((r) => r.statusCode === s).length);
    const [known, unknown] = [await run(u.email), await run('Two-Nobody@example.com')];
    expect(tally(known)).toEqual([10, 20]);
    expect(tally(unknown)).toEqual([10, 20]);
    // Either instance, any writing of the address: still locked, with the same answer as the account.
    for (const i of [0, 1]) {
      const k = await post(i, '/api/login', { email: u.email, password: 'Wrong-password-1' });
      const n = await post(i, '/api/login', { email: 'two-nobody@EXAMPLE.com', password: 'Wrong-password-1' });
      expect([n.statusCode, JSON.parse(n.body)]).toEqual([k.statusCode, JSON.parse(k.body)]);
    }
    // Only a digest of the address is stored.
    const rows = await a.app.ctx.db.selectFrom('address_guards').selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/nobody/i);
    expect(rows.filter((r) => r.locked_until)).toHaveLength(1);
  });

  it('30 parallel wrong current passwords in My account over both instances: exactly 10 checked', async () => {
    const u = await a.createUser({ email: 'two-confirm@example.com', password: 'Right-password-1' });
    const rs = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(i, '/api/account/delete', { password: 'Wrong-password-1' }, bearer(u.token)),
      ),
    );
    expect(rs.filter((r) => r.statusCode === 400)).toHaveLength(10);
    expect(rs.filter((r) => r.statusCode === 429)).toHaveLength(20);
  });

  it('25 parallel wrong sign-up codes over both instances: exactly 5 comparisons, then the right code fails', async () => {
    const email = 'two-verify@example.com';
    expect((await post(0, '/api/signup', { username: 'Two', email, password: 'Password-123' })).statusCode).toBe(201);
    await settle();
    const code = extractOtp(await smtp.waitFor((m) => m.to.includes(email)));
    const rs = await Promise.all(Array.from({ length: 25 }, (_, i) => post(i, '/api/verify', { email, otp: wrongOf(code) })));
    expect(rs.filter((r) => /incorrect/.test(r.body))).toHaveLength(4);
    expect(rs.filter((r) => /Too many wrong codes/.test(r.body))).toHaveLength(1);
    const id = (await a.app.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    expect((await codesOf(id, 'verify'))[0].attempts).toBe(5);
    expect((await post(1, '/api/verify', { email, otp: code })).statusCode).toBe(400);
  });

  it('25 parallel wrong reset codes over both instances: exactly 5 comparisons', async () => {
    const u = await a.createUser({ email: 'two-reset@example.com', password: 'Old-password-1' });
    expect((await post(0, '/api/forgot-password', { email: u.email })).statusCode).toBe(200);
    await settle();
    const code = extractOtp(await smtp.waitFor((m) => m.to.includes(u.email) && /Reset your password/.test(m.subject)));
    const rs = await Promise.all(
      Array.from({ length: 25 }, (_, i) => post(i, '/api/reset-password', { email: u.email, otp: wrongOf(code), password: 'New-password-2' })),
    );
    expect(rs.every((r) => r.statusCode === 400)).toBe(true);
    expect((await codesOf(u.id, 'reset'))[0].attempts).toBe(5);
    expect((await post(1, '/api/reset-password', { email: u.email, otp: code, password: 'New-password-2' })).statusCode).toBe(400);
  });

  it('the per-account count of reset codes holds when requests arrive in parallel on both instances', async () => {
    const u = await a.createUser({ email: 'two-issue@example.com' });
    // Each instance's own per-address limiter lets 3 through (6 in all); the account gets 3 codes.
    const rs = await Promise.all(Array.from({ length: 30 }, (_, i) => post(i, '/api/forgot-password', { email: u.email })));
    expect(rs.filter((r) => r.statusCode === 200)).toHaveLength(6);
    await settle();
    expect(await codesOf(u.id, 'reset')).toHaveLength(3);
  });
});
