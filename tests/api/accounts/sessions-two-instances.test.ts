import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { extractOtp, startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { createFreshPgDatabase, noPgServerReason, pgServerUrl } from '../../support/pg-server';

/**
 * Sessions with two instances: a new password, "log out everywhere", an admin's
 * disabling and a logout, done on instance A, end the sessions on instance B at once (no cache to wait for:
 * B compares each token's session version with the account row on every call). Two apps on one
 * PostgreSQL database with the same JWT_SECRET, each with its own DATA_DIR, as behind a load
 * balancer. Needs a PostgreSQL server (TEST_PG_URL or TEST_DATABASE_URL).
 */

const JWT_SECRET = 'two-instance-sessions-secret-0123456789abcdef';
if (!pgServerUrl) console.warn(`Two-instance session test skipped: ${noPgServerReason}`);

describe.skipIf(!pgServerUrl)('sessions on two instances (needs a PostgreSQL server)', () => {
  let smtp: TestSmtpServer;
  let db: Awaited<ReturnType<typeof createFreshPgDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let admin: { token: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createFreshPgDatabase(pgServerUrl!);
    const env = { DATABASE_URL: db.url, JWT_SECRET, SMTP_URL: smtp.url, RATE_LIMIT_LOGIN: '1000/1m', RATE_LIMIT_RESET: '1000/1h', RATE_LIMIT_ACCOUNT: '1000/10m' };
    a = await createTestApp(env);
    b = await createTestApp(env);
    admin = await a.createUser({ role: 'admin' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
    await smtp?.close();
  });

  const login = async (app: TestApp, email: string, password: string) => {
    const r = await app.request({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(r.statusCode, r.body).toBe(200);
    return app.json(r).token as string;
  };
  const account = (app: TestApp, token: string) => app.request({ method: 'GET', url: '/api/account', headers: bearer(token) });

  it('a new password set through "forgot password" on A ends the sessions on B', async () => {
    const u = await a.createUser({ email: 'obinna@example.com', password: 'Old-password-7' });
    const onB = await login(b, u.email, 'Old-password-7');
    const onA = await login(a, u.email, 'Old-password-7');
    expect((await account(b, onA)).statusCode).toBe(200); // a token of A works on B

    const sent = smtp.messages.length;
    expect((await a.request({ method: 'POST', url: '/api/forgot-password', payload: { email: u.email } })).statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= sent && m.to.includes(u.email) && /Reset your password/.test(m.subject));
    const reset = await a.request({ method: 'POST', url: '/api/reset-password', payload: { email: u.email, otp: extractOtp(mail), password: 'New-password-8' } });
    expect(reset.statusCode, reset.body).toBe(200);

    for (const token of [onA, onB]) expect((await account(b, token)).statusCode).toBe(401);
    expect((await b.request({ method: 'POST', url: '/api/login', payload: { email: u.email, password: 'Old-password-7' } })).statusCode).toBe(401);
    expect((await account(b, await login(b, u.email, 'New-password-8'))).statusCode).toBe(200);
  });

  it('"log out everywhere" on A ends the sessions on B', async () => {
    const u = await a.createUser({ email: 'amaka@example.com', password: 'Amaka-pass-12' });
    const onB = await login(b, u.email, 'Amaka-pass-12');
    const onA = await login(a, u.email, 'Amaka-pass-12');
    expect((await account(b, onB)).statusCode).toBe(200);
    expect((await a.request({ method: 'POST', url: '/api/account/logout-all', headers: bearer(onA), payload: {} })).statusCode).toBe(200);
    expect((await account(b, onB)).statusCode).toBe(401);
    expect((await account(b, onA)).statusCode).toBe(401);
    expect((await account(a, onB)).statusCode).toBe(401);
  });

  it('logout on A ends that token on B at once; the account\'s other session goes on', async () => {
    const u = await a.createUser({ email: 'chinedu@example.com', password: 'Chinedu-pass-5' });
    const token = await login(a, u.email, 'Chinedu-pass-5');
    const other = await login(b, u.email, 'Chinedu-pass-5');
    expect((await account(b, token)).statusCode).toBe(200);
    const out = await a.request({ method: 'POST', url: '/api/account/logout', headers: bearer(token) });
    expect(out.statusCode, out.body).toBe(200);
    expect((await account(b, token)).statusCode).toBe(401);
    expect((await account(a, token)).statusCode).toBe(401);
    expect((await account(b, other)).statusCode).toBe(200);
  });

  it('a session idle on B is refused on A too (one sessions table)', async () => {
    const u = await a.createUser({ email: 'adaora@example.com', password: 'Adaora-pass-6' });
    const token = await login(b, u.email, 'Adaora-pass-6');
    const jti = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;
    const past = new Date(Date.now() - (a.config.sessions.memberIdleSeconds + 60) * 1000).toISOString();
    await a.app.ctx.db.updateTable('sessions').set({ last_seen_at: past }).where('id', '=', jti).execute();
    expect((await account(a, token)).statusCode).toBe(401);
    expect((await account(b, token)).statusCode).toBe(401);
  });

  it('disabling an account on A refuses its token on B at once, and login on B with a clear 403', async () => {
    const u = await a.createUser({ email: 'tobenna@example.com', password: 'Tobenna-pass-3' });
    const onB = await login(b, u.email, 'Tobenna-pass-3');
    expect((await b.request({ method: 'GET', url: '/api/topics', headers: bearer(onB) })).statusCode).toBe(200);
    const r = await a.request({ method: 'PUT', url: '/api/users/status', headers: bearer(admin.token), payload: { id: u.id, disabled: true } });
    expect(r.statusCode, r.body).toBe(200);
    expect((await b.request({ method: 'GET', url: '/api/topics', headers: bearer(onB) })).statusCode).toBe(401);
    expect((await account(b, onB)).statusCode).toBe(401);
    const refused = await b.request({ method: 'POST', url: '/api/login', payload: { email: u.email, password: 'Tobenna-pass-3' } });
    expect(refused.statusCode).toBe(403);
    expect(b.json(refused).message).toMatch(/disabled/i);
  });
});
