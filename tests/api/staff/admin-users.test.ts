import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import { extractOtp, startSmtpServer, type TestSmtpServer } from '../../support/smtp';

/** Users in the admin area. */
let smtp: TestSmtpServer;
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await t.createUser({ role: 'admin', username: 'Head Admin', email: 'head-admin@example.com' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.request({ method, url, payload, headers: token ? bearer(token) : {} });
const auditOf = async () => t.json(await call('GET', '/api/users/audit', admin.token)).entries as { action: string; actor_email: string; target_email: string }[];

describe('authorization matrix', () => {
  const whos = ['anonymous', 'member', 'disabled member', 'disabled admin', 'expired token', 'admin'] as const;
  const endpoints = [
    { method: 'GET' as const, url: () => '/api/users', payload: () => undefined, ok: 200 },
    { method: 'GET' as const, url: () => '/api/users/audit', payload: () => undefined, ok: 200 },
    { method: 'PUT' as const, url: () => '/api/users/role', payload: (id: number) => ({ id, role: 'admin' }), ok: 200 },
    { method: 'PUT' as const, url: () => '/api/users/status', payload: (id: number) => ({ id, disabled: true }), ok: 200 },
    { method: 'POST' as const, url: () => '/api/users/resend', payload: (id: number) => ({ id }), ok: 409 },
    { method: 'DELETE' as const, url: (id: number) => `/api/users?id=${id}`, payload: () => undefined, ok: 200 },
  ];
  for (const e of endpoints) {
    for (const who of whos) {
      it(`${e.method} ${e.url(0).split('?')[0]} as ${who}`, async () => {
        const victim = await t.createUser();
        let token: string | undefined;
        if (who === 'member') token = (await t.createUser()).token;
        if (who === 'admin') token = admin.token;
        if (who === 'disabled member' || who === 'disabled admin') {
          const u = await t.createUser({ role: who === 'disabled admin' ? 'admin' : 'user' });
          await t.app.ctx.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', u.id).execute();
          token = u.token;
        }
        if (who === 'expired token') {
          token = await new SignJWT({ user: { id: admin.id, username: 'x', email: admin.email, role: 'admin' }, sv: 0 })
            .setProtectedHeader({ alg: 'HS256' })
            .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
            .sign(new TextEncoder().encode(t.config.jwtSecret));
        }
        const r = await call(e.method, e.url(victim.id), token, e.payload(victim.id));
        const expected = who === 'admin' ? e.ok : who === 'member' ? 403 : 401;
        expect(r.statusCode).toBe(expected);
        expect(t.json(r).status).toBe(expected < 400 ? 'success' : 'error');
        // Refused calls change nothing.
        if (who !== 'admin') {
          const row = await t.app.ctx.db.selectFrom('users').selectAll().where('id', '=', victim.id).executeTakeFirst();
          expect(row).toMatchObject({ role: 'user', disabled_at: null });
        }
      });
    }
  }
});

describe('list', () => {
  it('lists with search and paging, showing verified, role, created and last login', async () => {
    for (let i = 0; i < 23; i++) await t.createUser({ username: `Paging Person ${i}`, email: `paging-${i}@enugu-paging.example.com` });
    await t.createUser({ username: 'Unverified Uche', email: 'uche@example.com', verified: false });
    const first = t.json(await call('GET', '/api/users?q=ENUGU-PAGING', admin.token));
    expect(first.total).toBe(23);
    expect(first.pages).toBe(2);
    expect(first.users).toHaveLength(20);
    const second = t.json(await call('GET', '/api/users?q=enugu-paging&page=2', admin.token));
    expect(second.users).toHaveLength(3);
    const ids = new Set([...first.users, ...second.users].map((u: { id: number }) => u.id));
    expect(ids.size).toBe(23);

    const uche = t.json(await call('GET', '/api/users?q=uche', admin.token)).users;
    expect(uche).toEqual([
      { id: expect.any(Number), username: 'Unverified Uche', email: 'uche@example.com', role: 'user', verified: false, disabled: false, created_at: expect.any(String), last_login_at: null },
    ]);
    // LIKE wildcards are plain characters in a search.
    expect(t.json(await call('GET', '/api/users?q=%25', admin.token)).total).toBe(0);
    expect(t.json(await call('GET', '/api/users?q=paging_1', admin.token)).total).toBe(0);
    const bad = await call('GET', '/api/users?page=0', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(t.json(bad).message).toBe('Page must be 1 or more.');
  });
});

describe('actions', () => {
  it('promotes and demotes, with an audit entry for each', async () => {
    const u = await t.createUser({ email: 'promote-me@example.com', username: 'Promote Me' });
    const up = await call('PUT', '/api/users/role', admin.token, { id: u.id, role: 'admin' });
    expect(t.json(up)).toEqual({ status: 'success', message: 'Promote Me is now an administrator.' });
    expect((await call('GET', '/api/users', u.token)).statusCode).toBe(200);
    const down = await call('PUT', '/api/users/role', admin.token, { id: u.id, role: 'user' });
    expect(t.json(down).message).toBe('Promote Me is now a member.');
    expect((await call('GET', '/api/users', u.token)).statusCode).toBe(403);
    const entries = await auditOf();
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'role.demote', actor_email: 'head-admin@example.com', target_email: 'promote-me@example.com' }),
      expect.objectContaining({ action: 'role.promote', target_email: 'promote-me@example.com' }),
    ]);
  });

  it('never demotes the last administrator, and never yourself without confirmation', async () => {
    const solo = await createTestApp();
    try {
      const a = await solo.createUser({ role: 'admin' });
      const r = await solo.request({ method: 'PUT', url: '/api/users/role', headers: bearer(a.token), payload: { id: a.id, role: 'user', confirmSelf: true } });
      expect(r.statusCode).toBe(409);
      expect(solo.json(r).message).toMatch(/last administrator/);
      const b = await solo.createUser({ role: 'admin' });
      const unconfirmed = await solo.request({ method: 'PUT', url: '/api/users/role', headers: bearer(a.token), payload: { id: a.id, role: 'user' } });
      expect(unconfirmed.statusCode).toBe(409);
      expect(solo.json(unconfirmed).message).toMatch(/your own administrator rights/);
      const confirmed = await solo.request({ method: 'PUT', url: '/api/users/role', headers: bearer(a.token), payload: { id: a.id, role: 'user', confirmSelf: true } });
      expect(confirmed.statusCode).toBe(200);
      expect((await solo.request({ method: 'GET', url: '/api/users', headers: bearer(a.token) })).statusCode).toBe(403);
      // b is now the last one.
      const last = await solo.request({ method: 'PUT', url: '/api/users/role', headers: bearer(b.token), payload: { id: b.id, role: 'user', confirmSelf: true } });
      expect(last.statusCode).toBe(409);
    } finally {
      await solo.close();
    }
  });

  it('disables (sessions end at once, no login, clear message) and re-enables', async () => {
    const u = await t.createUser({ email: 'disable-me@example.com', username: 'Disable Me', password: 'Disable-me-1' });
    const login = t.json(await call('POST', '/api/login', undefined, { email: u.email, password: 'Disable-me-1' })).token;
    const r = await call('PUT', '/api/users/status', admin.token, { id: u.id, disabled: true });
    expect(t.json(r)).toEqual({ status: 'success', message: 'Disable Me is disabled and has been logged out everywhere.' });
    for (const token of [u.token, login]) expect((await call('GET', '/api/topics', token)).statusCode).toBe(401);
    const refused = await call('POST', '/api/login', undefined, { email: u.email, password: 'Disable-me-1' });
    expect(refused.statusCode).toBe(403);
    expect(t.json(refused).message).toBe('This account has been disabled by an administrator. Please contact us if you think this is a mistake.');
    expect(t.json(await call('GET', '/api/users?q=disable-me', admin.token)).users[0].disabled).toBe(true);

    const back = await call('PUT', '/api/users/status', admin.token, { id: u.id, disabled: false });
    expect(t.json(back).message).toBe('Disable Me can log in again.');
    expect((await call('POST', '/api/login', undefined, { email: u.email, password: 'Disable-me-1' })).statusCode).toBe(200);
    // Tokens from before the disabling stay dead.
    expect((await call('GET', '/api/topics', login)).statusCode).toBe(401);
    const actions = (await auditOf()).slice(0, 2).map((e) => e.action);
    expect(actions).toEqual(['account.enable', 'account.disable']);

    const self = await call('PUT', '/api/users/status', admin.token, { id: admin.id, disabled: true });
    expect(self.statusCode).toBe(409);
  });

  it('re-sends a verification code to an unverified account only', async () => {
    const u = await t.createUser({ email: 'needs-code@example.com', verified: false });
    const r = await call('POST', '/api/users/resend', admin.token, { id: u.id });
    expect(t.json(r)).toEqual({ status: 'success', message: 'A new verification code has been sent to needs-code@example.com.' });
    const mail = await smtp.waitFor((m) => m.to.includes('needs-code@example.com'));
    const code = extractOtp(mail);
    const again = await call('POST', '/api/users/resend', admin.token, { id: u.id });
    expect(again.statusCode).toBe(429);
    expect((await call('POST', '/api/verify', undefined, { email: u.email, otp: code })).statusCode).toBe(200);
    const verified = await call('POST', '/api/users/resend', admin.token, { id: u.id });
    expect(verified.statusCode).toBe(409);
    expect((await auditOf())[0]).toMatchObject({ action: 'verification.resend', target_email: 'needs-code@example.com' });
  });

  it('deletes an account (reviews kept as Anonymous), never your own; unknown ids are 404', async () => {
    const u = await t.createUser({ email: 'delete-me@example.com', username: 'Delete Me' });
    const form = multipart({ name: 'Delete Me', rating: '4', review_text: 'Good service in Enugu.', captchaToken: await solvedCaptcha(t) }, undefined, bearer(u.token));
    const reviewId = t.json(await t.request({ method: 'POST', url: '/api/reviews', ...form })).id as number;
    const r = await call('DELETE', `/api/users?id=${u.id}`, admin.token);
    expect(r.statusCode).toBe(200);
    expect(await t.app.ctx.db.selectFrom('users').select('id').where('id', '=', u.id).executeTakeFirst()).toBeUndefined();
    expect(await t.app.ctx.db.selectFrom('reviews').select(['username', 'user_id']).where('id', '=', reviewId).executeTakeFirst()).toEqual({ username: '', user_id: null });
    expect((await call('GET', '/api/topics', u.token)).statusCode).toBe(401);
    expect((await auditOf())[0]).toMatchObject({ action: 'account.delete', target_email: 'delete-me@example.com' });

    expect((await call('DELETE', `/api/users?id=${admin.id}`, admin.token)).statusCode).toBe(409);
    for (const [method, url, payload] of [
      ['DELETE', `/api/users?id=${u.id}`, undefined],
      ['PUT', '/api/users/role', { id: u.id, role: 'admin' }],
      ['PUT', '/api/users/status', { id: u.id, disabled: true }],
      ['POST', '/api/users/resend', { id: u.id }],
    ] as const) {
      const gone = await call(method, url, admin.token, payload);
      expect(gone.statusCode).toBe(404);
      expect(t.json(gone).message).toBe('This account no longer exists.');
    }
    const bad = await call('PUT', '/api/users/role', admin.token, { id: u.id, role: 'owner' });
    expect(t.json(bad)).toEqual({ status: 'error', message: 'Role must be user, staff or admin.' });
  });
});
