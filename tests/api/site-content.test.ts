import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { bearer, createTestApp, type TestApp } from '../support/app';
import { createFreshPgDatabase, noPgServerReason, pgServerUrl } from '../support/pg-server';
import { builtInDocuments, seedSiteContent } from '../../modules/site-content/built-in.service';
import { createPageServices } from '../../server/pages/page-services';
import { CompanySchema } from '../../common/site-content';
import { site } from '../../content/site';
import type { CompanyDetails } from '../../content/types';

/**
 * Site content (docs/decisions/0007-site-content.md): the 'company' document's API, its
 * seeding, the in-memory cache the pages read, and the preview tokens. Runs on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin: { id: number; token: string };
let member: { token: string };
const ADMIN_NAME = 'Chiamaka Obi';

const copy = (): CompanyDetails => structuredClone(site);
/** The company details with the first phone typed as `typed` (any writing). */
const withPhone = (typed: string): CompanyDetails => {
  const v = copy();
  v.phones[0] = { ...v.phones[0], tel: typed };
  return v;
};
const get = (url: string, token = admin.token) => t.request({ method: 'GET', url, headers: bearer(token) });
const putDraft = (value: unknown, token = admin.token) =>
  t.request({ method: 'PUT', url: '/api/content/company/draft', headers: bearer(token), payload: value as object });
const publish = (token = admin.token) => t.request({ method: 'POST', url: '/api/content/company/publish', headers: bearer(token) });
const pages = () => createPageServices(t.app.ctx);

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_SECONDS: '60' });
  admin = await t.createUser({ role: 'admin', username: ADMIN_NAME });
  member = await t.createUser({ role: 'user' });
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

  it('refuses anonymous (401), members (403), expired and forged tokens on every endpoint', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/content/company'],
      ['PUT', '/api/content/company/draft', copy()],
      ['DELETE', '/api/content/company/draft'],
      ['POST', '/api/content/company/publish'],
      ['GET', '/api/content/company/revisions'],
      ['GET', '/api/content/company/revisions/1'],
      ['POST', '/api/content/company/revisions/1/restore'],
      ['POST', '/api/content/preview'],
      // Formatted text and the text pages (tests/api/texts.test.ts): the same endpoints, the same rule.
      ...(['about', 'privacy', 'footer'] as const).flatMap((key): [string, string, object?][] => [
        ['GET', `/api/content/${key}`],
        ['PUT', `/api/content/${key}/draft`, (builtInDocuments as Record<string, object>)[key]],
        ['DELETE', `/api/content/${key}/draft`],
        ['POST', `/api/content/${key}/publish`],
        ['GET', `/api/content/${key}/revisions`],
        ['GET', `/api/content/${key}/revisions/1`],
        ['POST', `/api/content/${key}/revisions/1/restore`],
      ]),
      ['POST', '/api/content/render', { text: '**bold**' }],
    ];
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const user = { id: admin.id, username: ADMIN_NAME, email: 'x@example.com', role: 'admin' };
    const expired = await new SignJWT({ user }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(key);
    const forged = await new SignJWT({ user }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(new TextEncoder().encode('not-the-secret-of-this-site-000000'));
    for (const [method, url, payload] of calls) {
      const anon = await t.request({ method: method as 'GET', url, payload });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(t.json(anon)).toEqual({ status: 'error', message: 'Please log in to continue.' });
      expect((await t.request({ method: method as 'GET', url, payload, headers: bearer(member.token) })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.request({ method: method as 'GET', url, payload, headers: bearer(expired) })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.request({ method: method as 'GET', url, payload, headers: bearer(forged) })).statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing above changed the documents.
    for (const key of ['company', 'about', 'privacy', 'footer']) expect(t.json(await get(`/api/content/${key}`)).draft).toBeNull();
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

  it('gives admins preview tokens that show the draft; any other token shows nothing', async () => {
    expect((await putDraft(withPhone('+2348035554444'))).statusCode).toBe(200);
    const res = await t.request({ method: 'POST', url: '/api/content/preview', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = t.json(res);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(25 * 60_000);
    expect((await pages().previewCompany(token))?.phones[0].tel).toBe('+2348035554444');
    expect((await pages().company()).phones[0].tel).toBe(site.phones[0].tel);
    // A session token is not a preview token, nor is a forged or tampered one.
    expect(await pages().previewCompany(admin.token)).toBeNull();
    // Tampered: the signature's first character changed (it carries six whole bits; the last one
    // carries padding too, so a change there can decode to the same signature).
    const sig = token.lastIndexOf('.') + 1;
    expect(await pages().previewCompany(`${token.slice(0, sig)}${token[sig] === 'A' ? 'B' : 'A'}${token.slice(sig + 1)}`)).toBeNull();
    expect(await pages().previewCompany('nonsense')).toBeNull();
    // An admin who is demoted loses the preview at once.
    await t.app.ctx.db.updateTable('users').set({ role: 'user' }).where('id', '=', admin.id).execute();
    expect(await pages().previewCompany(token)).toBeNull();
    await t.app.ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    expect((await pages().previewCompany(token))?.phones[0].tel).toBe('+2348035554444');
    // The session it was asked in goes idle (no call for longer than ADMIN_SESSION_IDLE_MINUTES): the
    // preview ends with it, before anything marks the session ended.
    const idleSince = new Date(Date.now() - (t.app.ctx.config.sessions.adminIdleSeconds + 60) * 1000).toISOString();
    await t.app.ctx.db.updateTable('sessions').set({ last_seen_at: idleSince }).where('user_id', '=', admin.id).execute();
    expect(await pages().previewCompany(token)).toBeNull();
    admin = await t.createUser({ role: 'admin' });
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

describe('a restart', () => {
  it('keeps an unpublished draft (it is in the database, not in the process)', async () => {
    const first = await createTestApp();
    const boss = await first.createUser({ role: 'admin' });
    const draft = withPhone('+2348036667777');
    expect((await first.request({ method: 'PUT', url: '/api/content/company/draft', headers: bearer(boss.token), payload: draft })).statusCode).toBe(200);
    // A second process on the same database (same data folder, or the same PostgreSQL database).
    const same: Record<string, string> = first.config.database.kind === 'postgres' ? { DATABASE_URL: first.config.database.url } : { DATA_DIR: first.dataDir };
    await first.app.close();
    const second = await createTestApp({ ...same, JWT_SECRET: first.config.jwtSecret });
    try {
      const res = await second.request({ method: 'GET', url: '/api/content/company', headers: bearer(boss.token) });
      expect(res.statusCode).toBe(200);
      expect(second.json(res).draft).toEqual(draft);
      expect(second.json(res).published).toEqual(site);
    } finally {
      await second.app.close();
      rmSync(second.dataDir, { recursive: true, force: true });
      await first.close().catch(() => undefined);
    }
  });
});

describe('when the database cannot be read', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
  });
  afterAll(() => broken?.close());

  it('pages get the built-in company details instead of an error', async () => {
    const services = createPageServices(broken.app.ctx);
    await broken.app.ctx.db.schema.alterTable('content_documents').renameTo('content_documents_gone').execute();
    broken.app.ctx.contentChanged();
    expect(await services.company()).toEqual(site);
    await broken.app.ctx.db.schema.alterTable('content_documents_gone').renameTo('content_documents').execute();
  });
});

const pgUrl = pgServerUrl;
if (!pgUrl) console.warn(`Two-instance site-content test skipped: ${noPgServerReason}`);

describe.skipIf(!pgUrl)('two instances on one PostgreSQL database', () => {
  let db: Awaited<ReturnType<typeof createFreshPgDatabase>>;
  let one: TestApp;
  let two: TestApp;
  const env = () => ({ DATABASE_URL: db.url, JWT_SECRET: 'site-content-two-instances-secret-0123456789' });
  beforeAll(async () => {
    db = await createFreshPgDatabase(pgUrl!);
    one = await createTestApp(env());
    two = await createTestApp(env());
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await db?.drop();
  });

  it('seeds once, and a publish on one instance shows on the other at once (LISTEN/NOTIFY)', async () => {
    // Each built-in document was seeded once although both instances started: one revision each.
    const seeded = await one.app.ctx.db.selectFrom('content_revisions').select('doc_key').execute();
    expect(seeded.map((r) => r.doc_key).sort()).toEqual(Object.keys(builtInDocuments).sort());
    const services = createPageServices(two.app.ctx);
    expect((await services.company()).phones[0].tel).toBe(site.phones[0].tel); // now cached on two
    const boss = await one.createUser({ role: 'admin' });
    expect((await one.request({ method: 'PUT', url: '/api/content/company/draft', headers: bearer(boss.token), payload: withPhone('+2348032223333') })).statusCode).toBe(200);
    expect((await one.request({ method: 'POST', url: '/api/content/company/publish', headers: bearer(boss.token) })).statusCode).toBe(200);
    await expect.poll(async () => (await services.company()).phones[0].tel).toBe('+2348032223333');
  });
});
