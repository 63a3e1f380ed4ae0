import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';

/**
 * The security log lists successful sign-ins alone (docs/decisions/0016-server-scopes-and-security-log.md):
 * `GET /api/audit?group=signin-ok`, a value the API description offers, without the sign-outs the
 * `signin` group also holds. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN: '1000/1m' });
  admin = await t.createUser({ role: 'admin', email: 'chief@example.com' });
});
afterAll(async () => t?.close());

const log = async (query: string) => {
  const r = await t.request({ method: 'GET', url: `/api/audit?${query}`, headers: bearer(admin.token) });
  expect(r.statusCode, r.body).toBe(200);
  return t.json<{ entries: { action: string; actor_email: string }[]; total: number }>(r);
};

describe(`successful sign-ins alone (${dialect})`, () => {
  it('signin-ok lists auth.login.ok only, and the API description offers it', async () => {
    const signer = await t.createUser({ email: 'signs-in@example.com', password: 'Signer-pass-2026' });
    for (let i = 0; i < 2; i++) {
      const r = await t.request({ method: 'POST', url: '/api/login', payload: { email: signer.email, password: signer.password } });
      expect(r.statusCode).toBe(200);
      expect((await t.request({ method: 'POST', url: '/api/account/logout', headers: bearer(t.json(r).token) })).statusCode).toBe(200);
    }
    const group = await log('group=signin');
    expect(group.entries.filter((e) => e.action === 'auth.logout')).toHaveLength(2);
    const ok = await log('group=signin-ok');
    expect(ok.entries.map((e) => [e.action, e.actor_email])).toEqual([
      ['auth.login.ok', signer.email],
      ['auth.login.ok', signer.email],
    ]);
    const spec = t.json(await t.request({ method: 'GET', url: '/api/openapi.json', headers: bearer(admin.token) }));
    const param = spec.paths['/api/audit'].get.parameters.find((p: { name: string }) => p.name === 'group');
    expect(param.schema.enum).toContain('signin-ok');
  });
});
