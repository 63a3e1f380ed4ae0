import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';

/**
 * The site never loses its last active administrator, also when administrators demote, disable and
 * delete each other (and themselves) at the same moment: every such change locks the administrators'
 * rows first (users.changeUnlessLastAdmin), so the last one standing is refused. SQLite, and
 * PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const activeAdmins = async (app: TestApp) =>
  (
    await app.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .where('email_verified_at', 'is not', null)
      .execute()
  ).length;

describe('the last administrator, under parallel requests', () => {
  it('30 parallel demotions, disablings and deletions among three administrators leave at least one', async () => {
    for (let round = 0; round < 2; round++) {
      t = await createTestApp({ RATE_LIMIT_ACCOUNT: '1000/1m' });
      const app = t;
      const admins = await Promise.all([1, 2, 3].map((i) => app.createUser({ role: 'admin', email: `chief-${round}-${i}@example.com` })));
      const requests = [];
      for (const actor of admins) {
        for (const other of admins) {
          const h = bearer(actor.token);
          if (actor === other) {
            requests.push(app.request({ method: 'POST', url: '/api/account/delete', headers: h, payload: { password: actor.password } }));
            requests.push(app.request({ method: 'PUT', url: '/api/users/role', headers: h, payload: { id: actor.id, role: 'user', confirmSelf: true } }));
            continue;
          }
          requests.push(app.request({ method: 'PUT', url: '/api/users/role', headers: h, payload: { id: other.id, role: 'user' } }));
          requests.push(app.request({ method: 'PUT', url: '/api/users/status', headers: h, payload: { id: other.id, disabled: true } }));
          requests.push(app.request({ method: 'DELETE', url: `/api/users?id=${other.id}`, headers: h }));
        }
      }
      // And every administrator demotes every other once more: 30 requests in flight at once.
      for (const actor of admins) {
        for (const other of admins.filter((a) => a !== actor)) {
          requests.push(app.request({ method: 'PUT', url: '/api/users/role', headers: bearer(actor.token), payload: { id: other.id, role: 'user' } }));
        }
      }
      expect(requests.length).toBe(30);
      const answers = await Promise.all(requests);
      for (const r of answers) expect([200, 401, 403, 404, 409], r.body).toContain(r.statusCode);
      expect(await activeAdmins(app)).toBeGreaterThanOrEqual(1);
      for (const r of answers.filter((a) => a.statusCode === 409)) {
        expect(app.json(r).message).toMatch(/last administrator|only administrator|already/);
      }
      await app.close();
      t = undefined;
    }
  });

  it('counts only verified, enabled administrators: 26 parallel moves to staff or member and deletions leave one who can sign in', async () => {
    t = await createTestApp();
    const app = t;
    const admins = await Promise.all([1, 2].map((i) => app.createUser({ role: 'admin', email: `head-${i}@example.com` })));
    // An administrator whose address was never proven (made before the rule) cannot act, so it never counts.
    const unproven = await app.createUser({ role: 'admin', verified: false });
    const requests = [];
    for (let i = 0; i < 6; i++) {
      for (const [actor, other] of [admins, [...admins].reverse()]) {
        const h = bearer(actor.token);
        requests.push(app.request({ method: 'PUT', url: '/api/users/role', headers: h, payload: { id: other.id, role: i % 2 ? 'staff' : 'user' } }));
        requests.push(app.request({ method: 'PUT', url: '/api/users/role', headers: h, payload: { id: actor.id, role: 'staff', confirmSelf: true } }));
      }
    }
    for (const [actor, other] of [admins, [...admins].reverse()]) {
      requests.push(app.request({ method: 'DELETE', url: `/api/users?id=${other.id}`, headers: bearer(actor.token) }));
    }
    expect(requests.length).toBe(26);
    const answers = await Promise.all(requests);
    for (const r of answers) expect([200, 401, 403, 404, 409], r.body).toContain(r.statusCode);
    expect(await activeAdmins(app)).toBe(1);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => app.json(r).message)).toContain(
      'This is the last administrator. Make another account an administrator first.',
    );
    // The unproven administrator was never enough to let the last real one go.
    const row = await app.app.ctx.db.selectFrom('users').select('role').where('id', '=', unproven.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
  });
});

describe('who may hold staff or admin', () => {
  it('refuses to promote an account whose address is not verified, with a clear 409, and allows it once verified', async () => {
    t = await createTestApp();
    const admin = await t.createUser({ role: 'admin' });
    const u = await t.createUser({ verified: false, username: 'Not Yet' });
    for (const role of ['staff', 'admin']) {
      const r = await t.request({ method: 'PUT', url: '/api/users/role', headers: bearer(admin.token), payload: { id: u.id, role } });
      expect(r.statusCode).toBe(409);
      expect(t.json(r).message).toMatch(/^Only an account with a verified e-mail address can be staff or an administrator\./);
    }
    await t.app.ctx.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', u.id).execute();
    const ok = await t.request({ method: 'PUT', url: '/api/users/role', headers: bearer(admin.token), payload: { id: u.id, role: 'staff' } });
    expect(t.json(ok)).toEqual({ status: 'success', message: 'Not Yet is now staff (an editor).' });
    const log = t.json(await t.request({ method: 'GET', url: '/api/users/audit', headers: bearer(admin.token) })).entries[0];
    expect(log).toMatchObject({ action: 'role.staff', target_email: u.email, detail: 'user → staff' });
  });
});

