import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';

/**
 * The session in use, as the admin area asks for it (GET /api/account/session) and keeps it alive
 * while someone types or presses "Stay signed in" (POST). Runs on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
const ENDED = 'You have logged out of this session. Please log in again.';
const IDLE = 'Your session has ended because it was not used for a while. Please log in again.';

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN: '1000/1m' });
});
afterAll(async () => {
  await t?.close();
});

const login = async (email: string, password: string) => {
  const r = await t.request({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(r.statusCode, r.body).toBe(200);
  return t.json(r).token as string;
};
const jti = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;
const row = (token: string) => t.app.ctx.db.selectFrom('sessions').selectAll().where('id', '=', jti(token)).executeTakeFirstOrThrow();
const idleFor = (token: string, seconds: number) =>
  t.app.ctx.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - seconds * 1000).toISOString() }).where('id', '=', jti(token)).execute();
const read = (token?: string) => t.request({ method: 'GET', url: '/api/account/session', headers: token ? bearer(token) : {} });
const keep = (token?: string) => t.request({ method: 'POST', url: '/api/account/session', headers: token ? bearer(token) : {} });

describe('GET /api/account/session', () => {
  it("tells an admin the admin idle limit and when the session ends, without recording activity", async () => {
    const admin = await t.createUser({ role: 'admin', email: 'times-admin@example.com' });
    const token = await login(admin.email, admin.password);
    await idleFor(token, 10); // under a minute: a read does not write it
    const before = await row(token);
    const asked = Date.now();
    const r = await read(token);
    const answered = Date.now();
    expect(r.statusCode, r.body).toBe(200);
    const { session } = t.json(r) as { session: { idleSeconds: number; idleLeftSeconds: number; idleEndsAt: string; expiresAt: string } };
    expect(session.idleSeconds).toBe(t.config.sessions.adminIdleSeconds);
    const end = Date.parse(before.last_seen_at) + session.idleSeconds * 1000;
    expect(session.idleLeftSeconds).toBeLessThanOrEqual(Math.floor((end - asked) / 1000));
    expect(session.idleLeftSeconds).toBeGreaterThanOrEqual(Math.floor((end - answered) / 1000));
    expect(Date.parse(session.idleEndsAt)).toBe(Date.parse(before.last_seen_at) + session.idleSeconds * 1000);
    expect(Date.parse(session.expiresAt)).toBe(Date.parse(before.expires_at));
    expect((await row(token)).last_seen_at).toBe(before.last_seen_at);
  });

  it("tells a member the members' limit", async () => {
    const u = await t.createUser({ email: 'times-member@example.com' });
    const r = await read(await login(u.email, u.password));
    expect(r.statusCode).toBe(200);
    expect(t.json(r).session.idleSeconds).toBe(t.config.sessions.memberIdleSeconds);
  });

  it('is a 401 without a token, with a logged-out one, and after the idle time', async () => {
    expect((await read()).statusCode).toBe(401);
    const admin = await t.createUser({ role: 'admin', email: 'times-gone@example.com' });
    const out = await login(admin.email, admin.password);
    await t.request({ method: 'POST', url: '/api/account/logout', headers: bearer(out) });
    const r = await read(out);
    expect(r.statusCode).toBe(401);
    expect(t.json(r).message).toBe(ENDED);
    const idle = await login(admin.email, admin.password);
    await idleFor(idle, t.config.sessions.adminIdleSeconds + 60);
    const late = await keep(idle);
    expect(late.statusCode).toBe(401);
    expect(t.json(late).message).toBe(IDLE);
  });
});

describe('POST /api/account/session (keep the session alive)', () => {
  it('records activity now, so the idle end moves on, even within the once-a-minute rule', async () => {
    const admin = await t.createUser({ role: 'admin', email: 'keep-admin@example.com' });
    const token = await login(admin.email, admin.password);
    const idle = t.config.sessions.adminIdleSeconds;
    await idleFor(token, idle - 30);
    const asked = Date.now();
    const r = await keep(token);
    expect(r.statusCode, r.body).toBe(200);
    const ends = Date.parse(t.json(r).session.idleEndsAt);
    expect(t.json(r).session.idleLeftSeconds).toBeGreaterThanOrEqual(Math.floor((asked + idle * 1000 - Date.now()) / 1000));
    expect(ends).toBeGreaterThanOrEqual(asked + idle * 1000);
    // What would have ended the session 30 s after the call no longer does.
    await t.app.ctx.db.updateTable('sessions').set({ last_seen_at: new Date(Date.parse((await row(token)).last_seen_at) - 40_000).toISOString() }).where('id', '=', jti(token)).execute();
    expect((await t.request({ method: 'GET', url: '/api/users', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('30 keep-alives at once all succeed', async () => {
    const admin = await t.createUser({ role: 'admin', email: 'keep-many@example.com' });
    const token = await login(admin.email, admin.password);
    await idleFor(token, 600);
    const asked = Date.now();
    const answers = await Promise.all(Array.from({ length: 30 }, () => keep(token)));
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    expect(Date.parse((await row(token)).last_seen_at)).toBeGreaterThanOrEqual(asked);
  });

  it('cannot bring back a session logged out at the same moment: 30 keep-alives racing a logout', async () => {
    const admin = await t.createUser({ role: 'admin', email: 'keep-race@example.com' });
    const token = await login(admin.email, admin.password);
    const calls = [
      ...Array.from({ length: 30 }, () => keep(token)),
      t.request({ method: 'POST', url: '/api/account/logout', headers: bearer(token) }),
    ];
    const answers = await Promise.all(calls);
    for (const r of answers) expect([200, 401]).toContain(r.statusCode);
    expect(answers.at(-1)!.statusCode).toBe(200);
    expect((await row(token)).ended_at).not.toBeNull();
    const after = await keep(token);
    expect(after.statusCode).toBe(401);
    expect(t.json(after).message).toBe(ENDED);
  });
});
