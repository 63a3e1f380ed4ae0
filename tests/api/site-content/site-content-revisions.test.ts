import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { ADMIN_NAME, companyEditor, withPhone } from '../../support/site-content';
import { seedSiteContent } from '../../../modules/site-content/built-in.service';
import { site } from '../../../content/site';

/**
 * Site content (docs/decisions/0007-site-content.md): what a document keeps — the draft discarded,
 * an earlier version restored as a new revision, an edit never overwritten by seeding again — and
 * the editor's calls in /api/openapi.json. Runs on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
let t: TestApp;
let admin: { id: number; token: string };
const { get, putDraft, publish, pages } = companyEditor(() => t, () => admin.token);

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_SECONDS: '60' });
  admin = await t.createUser({ role: 'admin', username: ADMIN_NAME });
});
afterAll(() => t?.close());

describe('the company document', () => {
  it('discards a draft, and restores an earlier version in one call (published at once, as a new revision)', async () => {
    expect((await putDraft(withPhone('+2348039998888'))).statusCode).toBe(200);
    const discard = await t.request({ method: 'DELETE', url: '/api/content/company/draft', headers: bearer(admin.token) });
    expect(discard.statusCode).toBe(200);
    expect(t.json(await get('/api/content/company')).draft).toBeNull();
    expect((await t.request({ method: 'DELETE', url: '/api/content/company/draft', headers: bearer(admin.token) })).statusCode).toBe(409);

    const revs = t.json(await get('/api/content/company/revisions')).revisions;
    const first = revs[revs.length - 1];
    // A draft in progress is left alone by a restore.
    expect((await putDraft(withPhone('+2348037776666'))).statusCode).toBe(200);
    const res = await t.request({ method: 'POST', url: `/api/content/company/revisions/${first.id}/restore`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect((await pages().company()).phones[0].tel).toBe(site.phones[0].tel);
    const doc = t.json(await get('/api/content/company'));
    expect(doc.published).toEqual(site);
    expect(doc.draft.phones[0].tel).toBe('+2348037776666');
    const now = t.json(await get('/api/content/company/revisions')).revisions;
    expect(now).toHaveLength(revs.length + 1);
    expect(now[0].note).toMatch(/^Restored the version of .* by Built-in content$/);
    expect(now[0].publishedBy).toBe(ADMIN_NAME);
    expect((await t.request({ method: 'POST', url: '/api/content/company/revisions/99999/restore', headers: bearer(admin.token) })).statusCode).toBe(404);
    await t.request({ method: 'DELETE', url: '/api/content/company/draft', headers: bearer(admin.token) });
  });

  it('seeding again never overwrites an edit, and the OpenAPI document lists the endpoints', async () => {
    expect((await putDraft(withPhone('+2348030001111'))).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
    expect(await seedSiteContent(t.app.ctx.db)).toEqual({ documents: 0 });
    // Even if the seeded_content marker were lost, an existing document is kept.
    await t.app.ctx.db.deleteFrom('seeded_content').where('key', '=', 'content:company').execute();
    expect(await seedSiteContent(t.app.ctx.db)).toEqual({ documents: 0 });
    t.app.ctx.contentChanged();
    expect((await pages().company()).phones[0].tel).toBe('+2348030001111');

    const doc = t.json(await t.request({ method: 'GET', url: '/api/openapi.json', headers: bearer(admin.token) }));
    for (const path of ['/api/content/{key}', '/api/content/{key}/draft', '/api/content/{key}/publish', '/api/content/{key}/revisions', '/api/content/{key}/revisions/{id}', '/api/content/{key}/revisions/{id}/restore', '/api/content/preview']) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
