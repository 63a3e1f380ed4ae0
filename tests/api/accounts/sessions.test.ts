import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { createPageServices } from '../../../server/pages/page-services';

/**
 * Server-side sessions (docs/decisions/0013-sessions-and-passwords.md): logout ends the token on the
 * server, a session left alone ends, admins' sessions are shorter, and preview tokens end with the
 * session they were asked for. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
const ENDED = 'You have logged out of this session. Please log in again.';
const IDLE = 'Your session has ended because it was not used for a while. Please log in again.';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN: '1000/1m', RATE_LIMIT_ACCOUNT: '1000/10m' });
});
afterAll(async () => {
  await t?.close();
});

const login = async (email: string, password: string) => {
  const r = await t.request({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(r.statusCode, r.body).toBe(200);
  return t.json(r).token as string;
};
const account = (token: string) => t.request({ method: 'GET', url: '/api/account', headers: bearer(token) });
const logout = (token: string) => t.request({ method: 'POST', url: '/api/account/logout', headers: bearer(token) });
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti?: string; exp: number; iat: number };
const sessionRow = (token: string) => t.app.ctx.db.selectFrom('sessions').selectAll().where('id', '=', claims(token).jti!).executeTakeFirstOrThrow();
/** Moves a session's last activity back in time, as if it had not been used for `seconds`. */
const idleFor = (token: string, seconds: number) =>
  t.app.ctx.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - seconds * 1000).toISOString() }).where('id', '=', claims(token).jti!).execute();

describe('logout', () => {
  it('ends the token on the server; another session of the same account goes on', async () => {
    const u = await t.createUser({ email: 'logout-one@example.com' });
    const here = await login(u.email, u.password);
    const there = await login(u.email, u.password);
    expect(claims(here).jti).toBeTruthy();
    expect(claims(here).jti).not.toBe(claims(there).jti);
    expect((await account(here)).statusCode).toBe(200);

    const r = await logout(here);
    expect(r.statusCode, r.body).toBe(200);
    expect(t.json(r).status).toBe('success');
    const after = await account(here);
    expect(after.statusCode).toBe(401);
    expect(t.json(after).message).toBe(ENDED);
    expect((await logout(here)).statusCode).toBe(401);
    expect((await account(there)).statusCode).toBe(200);
  });

  it('needs a session of its own: without a token it is a 401', async () => {
    expect((await t.request({ method: 'POST', url: '/api/account/logout' })).statusCode).toBe(401);
  });

  it('30 sessions logging out at once all end, and none of their tokens works afterwards', async () => {
    const u = await t.createUser({ email: 'logout-many@example.com' });
    const tokens = await Promise.all(Array.from({ length: 30 }, () => login(u.email, u.password)));
    const out = await Promise.all(tokens.map(logout));
    for (const r of out) expect(r.statusCode).toBe(200);
    const again = await Promise.all(tokens.map(account));
    for (const r of again) expect(r.statusCode).toBe(401);
  });

  it('refuses a validly signed token whose session the server does not know, or that names none', async () => {
    const u = await t.createUser({ email: 'no-session@example.com' });
    const user = { id: u.id, username: 'x', email: u.email, role: 'user' as const };
    const unknown = await t.app.ctx.tokens.sign(user, 0, { sessionId: 'not-a-session-of-this-site' });
    const none = await t.app.ctx.tokens.sign(user, 0);
    for (const token of [unknown, none]) expect((await account(token)).statusCode).toBe(401);
  });
});

describe('inactivity', () => {
  it('ends a member session unused for longer than SESSION_IDLE_MINUTES, and it stays ended', async () => {
    const u = await t.createUser({ email: 'idle-member@example.com' });
    const token = await login(u.email, u.password);
    await idleFor(token, 31 * 60); // longer than an admin may idle, well within a member's limit
    expect((await account(token)).statusCode).toBe(200);
    await idleFor(token, t.config.sessions.memberIdleSeconds + 60);
    const r = await account(token);
    expect(r.statusCode).toBe(401);
    expect(t.json(r).message).toBe(IDLE);
    await idleFor(token, 0);
    expect((await account(token)).statusCode).toBe(401);
  });

  it('ends an admin session after ADMIN_SESSION_IDLE_MINUTES, on every one of 30 requests at once', async () => {
    const admin = await t.createUser({ role: 'admin', email: 'idle-admin@example.com' });
    const token = await login(admin.email, admin.password);
    expect((await t.request({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(200);
    await idleFor(token, t.config.sessions.adminIdleSeconds + 60);
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.request({ method: 'GET', url: '/api/users', headers: bearer(token) })));
    for (const r of answers) expect(r.statusCode).toBe(401);
  });

  it('records activity at most about once a minute, so reads do not write every time', async () => {
    const u = await t.createUser({ email: 'touch@example.com' });
    const token = await login(u.email, u.password);
    await idleFor(token, 20);
    const before = (await sessionRow(token)).last_seen_at;
    const reads = await Promise.all(Array.from({ length: 30 }, () => account(token)));
    for (const r of reads) expect(r.statusCode).toBe(200);
    expect((await sessionRow(token)).last_seen_at).toBe(before);

    await idleFor(token, 5 * 60);
    const stale = (await sessionRow(token)).last_seen_at;
    const requested = Date.now();
    expect((await account(token)).statusCode).toBe(200);
    const seen = (await sessionRow(token)).last_seen_at;
    expect(seen > stale).toBe(true);
    // Stamped by that request: not before it was sent, not after this moment.
    expect(Date.parse(seen)).toBeGreaterThanOrEqual(requested - 1_000);
    expect(Date.parse(seen)).toBeLessThanOrEqual(Date.now());
  });
});

describe('lifetimes', () => {
  it('gives admins shorter tokens than members (ADMIN_TOKEN_TTL_HOURS and TOKEN_TTL_HOURS)', async () => {
    const member = await t.createUser({ email: 'ttl-member@example.com' });
    const admin = await t.createUser({ role: 'admin', email: 'ttl-admin@example.com' });
    const m = claims(await login(member.email, member.password));
    const a = claims(await login(admin.email, admin.password));
    expect(m.exp - m.iat).toBe(24 * 3600);
    expect(a.exp - a.iat).toBe(8 * 3600);
  });

  it('a member made admin keeps an old session no longer than an admin may', async () => {
    const u = await t.createUser({ email: 'promoted@example.com' });
    const token = await login(u.email, u.password);
    await t.app.ctx.db.updateTable('sessions').set({ created_at: new Date(Date.now() - 9 * 3600_000).toISOString() }).where('id', '=', claims(token).jti!).execute();
    expect((await account(token)).statusCode).toBe(200);
    await t.app.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', u.id).execute();
    expect((await account(token)).statusCode).toBe(401);
  });

  it('a new password keeps this session (same id, a token no longer-lived than before) and ends the others', async () => {
    const u = await t.createUser({ email: 'renew@example.com', password: 'Renew-horse-31' });
    const here = await login(u.email, u.password);
    const other = await login(u.email, u.password);
    const r = await t.request({ method: 'POST', url: '/api/account/password', headers: bearer(here), payload: { currentPassword: 'Renew-horse-31', newPassword: 'Renewed-horse-32' } });
    expect(r.statusCode, r.body).toBe(200);
    const renewed = t.json(r).token as string;
    expect(claims(renewed).jti).toBe(claims(here).jti);
    expect(claims(renewed).exp).toBeLessThanOrEqual(claims(here).exp);
    expect((await account(renewed)).statusCode).toBe(200);
    for (const old of [here, other]) expect((await account(old)).statusCode).toBe(401);
    expect((await logout(renewed)).statusCode).toBe(200);
    expect((await account(renewed)).statusCode).toBe(401);
  });
});

describe('preview tokens', () => {
  const pages = () => createPageServices(t.app.ctx);
  const previewToken = async (sessionToken: string) => {
    const r = await t.request({ method: 'POST', url: '/api/content/preview', headers: bearer(sessionToken) });
    expect(r.statusCode, r.body).toBe(200);
    return t.json(r).token as string;
  };

  it('end with "log out everywhere", with logout of their session, and when the admin is disabled', async () => {
    const admin = await t.createUser({ role: 'admin', email: 'preview-boss@example.com' });
    const admin2 = await t.createUser({ role: 'admin', email: 'preview-admin2@example.com' });
    const boss = await login(admin.email, admin.password);

    let session = await login(admin2.email, admin2.password);
    let preview = await previewToken(session);
    expect(await pages().previewCompany(preview)).not.toBeNull();
    expect((await t.request({ method: 'POST', url: '/api/account/logout-all', headers: bearer(session), payload: {} })).statusCode).toBe(200);
    expect((await account(session)).statusCode).toBe(401);
    expect(await pages().previewCompany(preview)).toBeNull();

    session = await login(admin2.email, admin2.password);
    preview = await previewToken(session);
    expect(await pages().previewCompany(preview)).not.toBeNull();
    expect((await logout(session)).statusCode).toBe(200);
    expect(await pages().previewCompany(preview)).toBeNull();

    session = await login(admin2.email, admin2.password);
    preview = await previewToken(session);
    expect(await pages().previewCompany(preview)).not.toBeNull();
    const r = await t.request({ method: 'PUT', url: '/api/users/status', headers: bearer(boss), payload: { id: admin2.id, disabled: true } });
    expect(r.statusCode, r.body).toBe(200);
    expect(await pages().previewCompany(preview)).toBeNull();
    // Enabled again, the old preview stays dead (disabling raised the session version).
    await t.request({ method: 'PUT', url: '/api/users/status', headers: bearer(boss), payload: { id: admin2.id, disabled: false } });
    expect(await pages().previewCompany(preview)).toBeNull();
  });
});
