import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/app';
import { createFreshPgDatabase, noPgServerReason, pgServerUrl } from '../support/pg-server';
import { contact, getLead, LEADS_ENV, newLead, patch } from '../support/leads';

/**
 * Leads changed by several people at once (docs/decisions/0024-leads.md): the version check turns a
 * lost update into a clear 409 under 25 parallel changes, notes are all kept; and the same across
 * two instances of the site on one PostgreSQL database. The rest of the leads' API: ./leads.test.ts.
 */

const ENV = LEADS_ENV;
let t: TestApp;
let admin: { id: number; token: string };
let otherAdmin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp(ENV);
  admin = await t.createUser({ role: 'admin', username: 'Chiamaka Eze' });
  otherAdmin = await t.createUser({ role: 'admin', username: 'Emeka Nwosu' });
});
afterAll(() => t?.close());

if (!pgServerUrl) console.warn(`Leads on two instances skipped: ${noPgServerReason}`);

describe('two people working one lead at once', () => {
  it('25 parallel changes on the same version: exactly one wins, the others get a clear 409, nothing is overwritten unseen', async () => {
    const id = await newLead(t, 'Contended lead');
    const { lead } = await getLead(t, admin.token, id);
    const statuses = ['contacted', 'quoted', 'won', 'lost'] as const;
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => patch(t, i % 2 ? admin.token : otherAdmin.token, id, { version: lead.version, status: statuses[i % 4], value_naira: 1000 * (i + 1) })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const conflicts = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(24);
    expect(t.json(conflicts[0]).message).toMatch(/changed this lead while you were looking at it/);
    const now = (await getLead(t, admin.token, id)).lead;
    expect(now.version).toBe(lead.version + 1);
    expect(now).toMatchObject({ status: t.json(ok[0]).lead.status, value_naira: t.json(ok[0]).lead.value_naira });
    // The history holds exactly the winning change.
    const { history } = await getLead(t, admin.token, id);
    expect(history.filter((e: { kind: string }) => e.kind === 'change')).toHaveLength(2);
  });

  it('25 parallel notes are all kept', async () => {
    const id = await newLead(t, 'Many notes');
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.request({ method: 'POST', url: `/api/leads/${id}/notes`, headers: bearer(i % 2 ? admin.token : otherAdmin.token), payload: { body: `Note ${i}` } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(25).fill(201));
    const { history } = await getLead(t, admin.token, id);
    expect(history.filter((e: { kind: string }) => e.kind === 'note').map((e: { body: string }) => e.body).sort()).toEqual(
      Array.from({ length: 25 }, (_, i) => `Note ${i}`).sort(),
    );
  });
});

describe.skipIf(!pgServerUrl)('leads on two instances (needs a PostgreSQL server)', () => {
  let db: Awaited<ReturnType<typeof createFreshPgDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let staff: { token: string };

  beforeAll(async () => {
    db = await createFreshPgDatabase(pgServerUrl!);
    const env = { ...ENV, DATABASE_URL: db.url, JWT_SECRET: 'two-instance-leads-secret-0123456789abcdef' };
    a = await createTestApp(env);
    b = await createTestApp(env);
    staff = await a.createUser({ role: 'admin', username: 'Obiora Ani' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('25 changes on one version split across two instances: one wins, 24 get 409; notes from both are all kept', async () => {
    const r = await contact(a, { subject: 'Two instances' });
    expect(r.statusCode).toBe(200);
    const id = (await a.app.ctx.db.selectFrom('contact_messages').select('id').where('subject', '=', 'Two instances').executeTakeFirstOrThrow()).id;
    const { lead } = await getLead(b, staff.token, id);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => patch(i % 2 ? a : b, staff.token, id, { version: lead.version, status: i % 2 ? 'quoted' : 'won', value_naira: i })),
    );
    expect(results.filter((x) => x.statusCode === 200)).toHaveLength(1);
    expect(results.filter((x) => x.statusCode === 409)).toHaveLength(24);
    const notes = await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        (i % 2 ? a : b).request({ method: 'POST', url: `/api/leads/${id}/notes`, headers: bearer(staff.token), payload: { body: `Call ${i}` } }),
      ),
    );
    expect(notes.every((n) => n.statusCode === 201)).toBe(true);
    const { history, lead: now } = await getLead(a, staff.token, id);
    expect(history.filter((e: { kind: string }) => e.kind === 'note')).toHaveLength(26);
    expect(now.version).toBe(lead.version + 1);
  });
});
