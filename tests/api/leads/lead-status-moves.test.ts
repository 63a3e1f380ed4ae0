import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app';
import * as leads from '../../../modules/leads/leads.repository';
import { moveLead, type LeadMove } from '../../../modules/leads/lead-status.repository';
import type { LeadStatus } from '../../../modules/leads/leads.words';

/**
 * The moves other domains make of a lead's status (a quote sent, a quote accepted, an invoice paid
 * in full) go only forward, mark the lead answered once, raise its version and write the history
 * line the caller words from the actual move.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const origin = { source: null, medium: null, campaign: null, landing_page: null };
async function leadAt(status: LeadStatus, answeredAt: string | null = null) {
  const id = await leads.create(t.app.ctx.db, {
    ...origin,
    kind: 'contact',
    name: 'Obiora Nnaji',
    email: 'obiora@example.com',
    subject: 'Clinic records',
    message: 'A records system for a clinic in Abakpa.',
    phone: null,
    reply_via: 'email',
    user_id: null,
    spam_check: 'captcha',
  });
  await t.app.ctx.db.updateTable('contact_messages').set({ status, answered_at: answeredAt }).where('id', '=', id).execute();
  return id;
}
const row = (id: number) =>
  t.app.ctx.db.selectFrom('contact_messages').select(['status', 'answered_at', 'version', 'value_naira']).where('id', '=', id).executeTakeFirstOrThrow();
const lines = (id: number) => t.app.ctx.db.selectFrom('lead_events').select(['kind', 'body', 'author_name']).where('lead_id', '=', id).execute();
const words = ({ from, to }: LeadMove) => ({ author_id: null, author_name: 'Test', body: `${from} → ${to}` });

describe('a lead moved by another domain', () => {
  const cases: [LeadStatus, 'quoted' | 'accepted' | 'won', LeadStatus][] = [
    ['new', 'quoted', 'quoted'],
    ['contacted', 'quoted', 'quoted'],
    ['quoted', 'quoted', 'quoted'],
    ['accepted', 'quoted', 'accepted'],
    ['won', 'quoted', 'won'],
    ['lost', 'quoted', 'quoted'],
    ['quoted', 'accepted', 'accepted'],
    ['won', 'accepted', 'won'],
    ['lost', 'accepted', 'accepted'],
    ['accepted', 'won', 'won'],
    ['lost', 'won', 'won'],
  ];
  for (const [from, target, to] of cases) {
    it(`${from}, moved towards ${target}, becomes ${to}`, async () => {
      const id = await leadAt(from);
      const before = await row(id);
      const now = new Date().toISOString();
      const move = await t.app.ctx.db.transaction().execute((trx) => moveLead(trx, id, target, words, now));
      expect(move).toEqual({ from, to });
      const after = await row(id);
      expect(after.status).toBe(to);
      expect(after.version).toBe(before.version + 1);
      expect(after.answered_at).toBe(now);
      expect(await lines(id)).toEqual([{ kind: 'change', body: `${from} → ${to}`, author_name: 'Test' }]);
    });
  }

  it('keeps the first answered time, stores a won value, and does nothing for a lead that is gone', async () => {
    const first = '2026-11-02T09:30:00.000Z';
    const id = await leadAt('contacted', first);
    await t.app.ctx.db.transaction().execute((trx) => moveLead(trx, id, 'won', words, new Date().toISOString(), { value_naira: 850000 }));
    const after = await row(id);
    expect(after.answered_at).toBe(first);
    expect(Number(after.value_naira)).toBe(850000);
    expect(await t.app.ctx.db.transaction().execute((trx) => moveLead(trx, 987654, 'won', words, first))).toBeNull();
  });
});
