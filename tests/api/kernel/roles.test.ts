import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, type TestApp } from '../../support/app';
import { API_ROUTES, apiUrl, type ApiName } from '../../../common/api/routes';
import { ACCESS } from '../../../common/api/access';

/**
 * The role matrix (docs/decisions/0025-staff-role.md), table-driven from the API contract: every
 * call of common/api/routes.ts is tried with a member's, a staff member's and an administrator's
 * token. Admin-only calls answer 403 to staff; staff calls get past the role check for staff and
 * administrators (any answer but 401/403, never a 5xx); a member gets 403 on both. The table of
 * who may call what (common/api/access.ts) names every call, so a new call must be placed.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
const tokens = { member: '', staff: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ACCOUNT: '1000/1m' });
  tokens.member = (await t.createUser()).token;
  tokens.staff = (await t.createUser({ role: 'staff' })).token;
  tokens.admin = (await t.createUser({ role: 'admin' })).token;
});
afterAll(() => t?.close());

/** A call's address with a record that does not exist (404) or a list filter, so nothing real is changed. */
const QUERY: Partial<Record<ApiName, Record<string, string | number>>> = {
  reviewQueue: { status: 'pending' },
  insights: { from: '2026-01-01', to: '2026-01-07' },
};
const urlFor = (name: ApiName) => apiUrl(name, QUERY[name] ?? (API_ROUTES[name].method === 'GET' ? {} : { id: 999999 }), { key: 'company', id: 999999 });

const send = (name: ApiName, token: string) =>
  t.request({ method: API_ROUTES[name].method, url: urlFor(name), headers: bearer(token), payload: API_ROUTES[name].method === 'GET' ? undefined : {} });

const names = Object.keys(API_ROUTES) as ApiName[];
const byAccess = (a: string) => names.filter((n) => ACCESS[n] === a);

it(`places every call of the contract (${dialect})`, () => {
  expect(Object.keys(ACCESS).sort()).toEqual([...names].sort());
  expect(byAccess('staff').length).toBeGreaterThan(20);
  expect(byAccess('admin')).toEqual(expect.arrayContaining(['users', 'setRole', 'deleteUser', 'securityLog', 'usersLog']));
});

describe.each(byAccess('admin'))('admin only: %s', (name) => {
  it('answers 403 to staff and to a member, and lets an administrator through', async () => {
    const staff = await send(name, tokens.staff);
    expect(staff.statusCode, staff.body).toBe(403);
    expect(t.json(staff)).toEqual({ status: 'error', message: 'Only administrators can do this.' });
    expect((await send(name, tokens.member)).statusCode).toBe(403);
    const admin = await send(name, tokens.admin);
    expect([200, 201, 400, 404, 409], admin.body).toContain(admin.statusCode);
  });
});

describe.each(byAccess('staff'))('staff: %s', (name) => {
  it('gets past the role check for staff and administrators; a member gets 403', async () => {
    for (const who of ['staff', 'admin'] as const) {
      const r = await send(name, tokens[who]);
      expect(r.statusCode, `${who}: ${r.body}`).not.toBe(403);
      expect(r.statusCode, `${who}: ${r.body}`).not.toBe(401);
      expect(r.statusCode, `${who}: ${r.body}`).toBeLessThan(500);
    }
    const member = await send(name, tokens.member);
    expect(member.statusCode).toBe(403);
    expect(t.json(member)).toEqual({ status: 'error', message: 'Only staff and administrators can do this.' });
  });
});

describe('beyond the contract', () => {
  it('keeps the API description for administrators', async () => {
    for (const who of ['member', 'staff'] as const) {
      expect((await t.request({ method: 'GET', url: '/api/openapi.json', headers: bearer(tokens[who]) })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/openapi.json', headers: bearer(tokens.admin) })).statusCode).toBe(200);
  });

  it('answers the .php twins of staff calls as their originals', async () => {
    for (const url of ['/api/stats.php', '/api/messages.php']) {
      expect((await t.request({ method: 'GET', url, headers: bearer(tokens.staff) })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url, headers: bearer(tokens.member) })).statusCode).toBe(403);
    }
  });

  it('gives staff sessions the administrators\' limits and a token naming the role', async () => {
    const u = await t.createUser({ role: 'staff', password: 'Staff-member-9' });
    const r = await t.request({ method: 'POST', url: '/api/login', payload: { email: u.email, password: 'Staff-member-9' } });
    expect(r.statusCode).toBe(200);
    const { token, user } = t.json(r) as { token: string; user: { role: string } };
    expect(user.role).toBe('staff');
    expect((await t.app.ctx.tokens.verify(token))?.role).toBe('staff');
    const exp = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp as number;
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(t.config.sessions.adminTtlSeconds + 5);
  });

  it('lists staff and administrators, not members, as owners of leads', async () => {
    const r = t.json(await t.request({ method: 'GET', url: '/api/leads', headers: bearer(tokens.staff) })) as { owners: { id: number }[] };
    const roles = await t.app.ctx.db.selectFrom('users').select(['id', 'role']).where('id', 'in', r.owners.map((o) => o.id)).execute();
    expect(roles.length).toBeGreaterThanOrEqual(2);
    expect(new Set(roles.map((x) => x.role))).toEqual(new Set(['staff', 'admin']));
  });

  it('applies a change of role to the sessions already open, at once, like a demotion', async () => {
    const u = await t.createUser();
    const h = bearer(u.token);
    const setRole = (role: string) =>
      t.request({ method: 'PUT', url: '/api/users/role', headers: bearer(tokens.admin), payload: { id: u.id, role } });
    expect((await t.request({ method: 'GET', url: '/api/stats', headers: h })).statusCode).toBe(403);
    expect((await setRole('staff')).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/stats', headers: h })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/users', headers: h })).statusCode).toBe(403);
    expect((await setRole('admin')).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/users', headers: h })).statusCode).toBe(200);
    expect((await setRole('staff')).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/users', headers: h })).statusCode).toBe(403);
    expect((await setRole('user')).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/stats', headers: h })).statusCode).toBe(403);
    // A session older than the staff lifetime, opened as a member, ends once the account becomes staff.
    const old = await t.createUser();
    const created = new Date(Date.now() - (t.config.sessions.adminTtlSeconds + 60) * 1000).toISOString();
    await t.app.ctx.db.updateTable('sessions').set({ created_at: created }).where('user_id', '=', old.id).execute();
    expect((await t.request({ method: 'GET', url: '/api/account', headers: bearer(old.token) })).statusCode).toBe(200);
    await t.request({ method: 'PUT', url: '/api/users/role', headers: bearer(tokens.admin), payload: { id: old.id, role: 'staff' } });
    expect((await t.request({ method: 'GET', url: '/api/account', headers: bearer(old.token) })).statusCode).toBe(401);
  });
});

