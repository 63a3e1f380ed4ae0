import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/app';

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
  (await app.app.ctx.db.selectFrom('users').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).execute()).length;

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
});
