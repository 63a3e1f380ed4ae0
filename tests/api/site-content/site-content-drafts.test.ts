import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { ADMIN_NAME, companyCopy as copy, companyEditor, withPhone } from '../../support/site-content';
import { CompanySchema } from '../../../common/site-content';
import { site } from '../../../content/site';

/**
 * Site content (docs/decisions/0007-site-content.md): the 'company' document's draft and publish,
 * its checks, and the in-memory cache the pages read. Runs on SQLite and, with TEST_DATABASE_URL,
 * on PostgreSQL. The history and restore are in ./site-content-revisions.test.ts, who may call and
 * the preview in ./site-content-access.test.ts, restarts and instances in
 * ./site-content-instances.test.ts.
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
  it('is seeded from content/site.ts once, with a first revision, and a fresh install shows it', async () => {
    const res = await get('/api/content/company');
    expect(res.statusCode).toBe(200);
    const doc = t.json(res);
    expect(doc.published).toEqual(site);
    expect(doc.draft).toBeNull();
    expect(await pages().company()).toEqual(site);
    const revs = t.json(await get('/api/content/company/revisions')).revisions;
    expect(revs).toHaveLength(1);
    expect(revs[0].publishedBy).toBe('Built-in content');
    // The seed itself passes the editor's schema.
    expect(CompanySchema.safeParse(site).success).toBe(true);
  });

  it('refuses bad input with 400 and a message naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...copy(), colour: 'red' }, /Unknown field "colour"/],
      [{ ...copy(), social: { ...site.social, tiktok: 'https://tiktok.com/x' } }, /Unknown field "tiktok"/],
      [{ ...copy(), tagline: 'x'.repeat(161) }, /^Tagline must be at most 160 characters\.$/],
      [{ ...copy(), description: 'Ab '.repeat(200) }, /^Description must be at most 300 characters\.$/],
      [{ ...copy(), email: 'info@' }, /^E-mail address must be a valid address/],
      [withPhone('0809 555 014'), /^Phone 1: Phone number is not a number that can be dialled\. Type it as you would dial it/],
      [withPhone('call <me>'), /^Phone 1: Phone number is not a number that can be dialled/],
      [{ ...copy(), whatsapp: { own: true, tel: 'wa.me/123' } }, /^WhatsApp number is not a number that can be dialled/],
      [{ ...copy(), whatsapp: { own: true, tel: '' } }, /^Type the WhatsApp number, or untick “WhatsApp uses a different number”\.$/],
      [{ ...copy(), social: { ...site.social, facebook: 'javascript:alert(1)' } }, /^Facebook page must be a full address starting with https:\/\//],
      [{ ...copy(), phones: [] }, /^Add at least one phone number\.$/],
      [{ ...copy(), name: undefined }, /^Company name is required\.$/],
      [{ ...copy(), offices: [{ ...site.offices[0], hours: [{ from: 'Fr', to: 'Mo', opens: '08:00', closes: '18:00' }] }] }, /^Office 1, opening hours row 1: The last day must not come before the first day\.$/],
      [{ ...copy(), foundingYear: '2009' }, /^Year founded must be a number\.$/],
      [{ ...copy(), shortName: 'Coal\u0000City' }, /^Short name contains a character that is not allowed\.$/],
      [[1, 2], /./],
    ];
    for (const [value, message] of cases) {
      const res = await putDraft(value);
      expect(res.statusCode, JSON.stringify(value).slice(0, 80)).toBe(400);
      expect(t.json(res).status).toBe('error');
      expect(t.json(res).message).toMatch(message);
    }
    const notJson = await t.request({ method: 'PUT', url: '/api/content/company/draft', headers: { ...bearer(admin.token), 'content-type': 'application/json' }, payload: '{"name":' });
    expect(notJson.statusCode).toBe(400);
    expect(t.json(notJson).message).toBe('The request body is not valid JSON.');
    const unknown = await get('/api/content/nonsense');
    expect(unknown.statusCode).toBe(404);
    expect(t.json(unknown).message).toBe('There is no site content called "nonsense".');
    expect(t.json(await get('/api/content/company')).draft).toBeNull();
  });

  it('keeps a saved draft from the public until it is published; publishing clears the caches at once', async () => {
    const before = await pages().company();
    const saved = await putDraft(withPhone('+2348031112222'));
    expect(saved.statusCode).toBe(200);
    const doc = t.json(await get('/api/content/company'));
    expect(doc.draft.phones[0].tel).toBe('+2348031112222');
    expect(doc.draftSavedBy).toBe(ADMIN_NAME);
    expect(doc.published.phones[0].tel).toBe(site.phones[0].tel);
    // The public (the pages' reader) still sees the published value.
    expect((await pages().company()).phones[0].tel).toBe(site.phones[0].tel);
    expect(await pages().company()).toBe(before); // from the cache: the very same object

    let cleared = 0;
    t.app.onContentChange(() => cleared++);
    const publishing = Date.now();
    const res = await publish();
    expect(res.statusCode).toBe(200);
    expect(cleared).toBe(1);
    const published = await pages().company();
    expect(published.phones[0]).toEqual({ label: 'Enugu office', tel: '+2348031112222' });
    const after = t.json(await get('/api/content/company'));
    expect(after.draft).toBeNull();
    expect(after.published.phones[0].tel).toBe('+2348031112222');

    const revs = t.json(await get('/api/content/company/revisions')).revisions;
    expect(revs).toHaveLength(2);
    expect(revs[0].publishedBy).toBe(ADMIN_NAME);
    // Stamped by that publish: not before it was asked for (a second's rounding allowed), not after now.
    expect(Date.parse(revs[0].publishedAt)).toBeGreaterThanOrEqual(publishing - 1_000);
    expect(Date.parse(revs[0].publishedAt)).toBeLessThanOrEqual(Date.now());
    const one = t.json(await get(`/api/content/company/revisions/${revs[0].id}`)).revision;
    expect(one.value.phones[0].tel).toBe('+2348031112222');
    expect(one.previous.value.phones[0].tel).toBe(site.phones[0].tel);
    // Publishing without a draft is a clear 409.
    const again = await publish();
    expect(again.statusCode).toBe(409);
    expect(t.json(again).message).toMatch(/no draft/);
  });

  it('reads are served from memory: a write behind the back shows only after a content change', async () => {
    const row = await t.app.ctx.db.selectFrom('content_documents').select('published').where('key', '=', 'company').executeTakeFirstOrThrow();
    const changed = { ...JSON.parse(row.published), tagline: 'Written straight into the database' };
    await t.app.ctx.db.updateTable('content_documents').set({ published: JSON.stringify(changed) }).where('key', '=', 'company').execute();
    expect((await pages().company()).tagline).toBe(site.tagline);
    t.app.ctx.contentChanged();
    expect((await pages().company()).tagline).toBe('Written straight into the database');
    await t.app.ctx.db.updateTable('content_documents').set({ published: row.published }).where('key', '=', 'company').execute();
    t.app.ctx.contentChanged();
  });

  it('stores a <script> as inert text: saved and served as JSON data, never as markup', async () => {
    const v = copy();
    v.tagline = '<script>alert("x")</script> Enugu';
    expect((await putDraft(v)).statusCode).toBe(200);
    const res = await get('/api/content/company');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(t.json(res).draft.tagline).toBe('<script>alert("x")</script> Enugu');
    expect((await publish()).statusCode).toBe(200);
    expect((await pages().company()).tagline).toBe('<script>alert("x")</script> Enugu');
    // The page side (escaping in HTML and JSON-LD) is checked by tests/e2e/admin/site-content/site-content.spec.ts.
    const first = t.json(await get('/api/content/company/revisions')).revisions.at(-1);
    await t.request({ method: 'POST', url: `/api/content/company/revisions/${first.id}/restore`, headers: bearer(admin.token) });
  });
});
