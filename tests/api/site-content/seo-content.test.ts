import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { seedSiteContent } from '../../../modules/site-content/built-in.service';
import { createPageServices } from '../../../server/pages/page-services';
import { builtInSeo } from '../../../content/seo';
import { SEO_LIMITS } from '../../../common/seo-pages';
import { loader as rootLoader, shouldRevalidate } from '../../../app/root';
import type { SeoDocument } from '../../../content/types';

/**
 * Pages & SEO (docs/decisions/0007-site-content.md): the 'seo' document's seed, its
 * validation by the API, and the root loader that hands each page its entry. Runs on SQLite and,
 * with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin: { id: number; token: string };
let member: { token: string };

const url = '/api/content/seo';
const get = (path = url, token = admin.token) => t.request({ method: 'GET', url: path, headers: bearer(token) });
const putDraft = (value: unknown, token = admin.token) => t.request({ method: 'PUT', url: `${url}/draft`, headers: bearer(token), payload: value as object });
const publish = () => t.request({ method: 'POST', url: `${url}/publish`, headers: bearer(admin.token) });
const seeded = (): SeoDocument => structuredClone(builtInSeo());

/** The root loader as React Router runs it for a page view of `path` (services in the router context). */
async function rootData(path: string) {
  const services = createPageServices(t.app.ctx);
  const context = { get: () => services } as unknown as Parameters<typeof rootLoader>[0]['context'];
  return rootLoader({ request: new Request(`http://127.0.0.1${path}`), context, params: {} } as Parameters<typeof rootLoader>[0]);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  member = await t.createUser({ role: 'user' });
});
afterAll(() => t?.close());

describe('the seo document', () => {
  it('is seeded with every page\'s title and description as the pages printed them', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const doc = t.json(res);
    expect(doc.published).toEqual(builtInSeo());
    expect(Object.keys(doc.published.pages)).toHaveLength(39);
    expect(doc.published.pages['/contact']).toEqual({
      title: 'Contact Us | Coal City ICT',
      description: 'Call, WhatsApp, email or visit Coal City ICT in Enugu and Port Harcourt, or send us a message about software, training, hosting or project research.',
    });
  });

  it('is for admins only', async () => {
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await get(url, member.token)).statusCode).toBe(403);
    expect((await putDraft(seeded(), member.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `${url}/publish`, headers: bearer(member.token) })).statusCode).toBe(403);
  });

  it('refuses bad input with 400 and a message naming the page and the field', async () => {
    const withContact = (entry: object) => ({ pages: { ...seeded().pages, '/contact': entry } });
    const good = seeded().pages['/contact']!;
    const cases: [unknown, string | RegExp][] = [
      [withContact({ ...good, title: 'T'.repeat(SEO_LIMITS.title.max + 1) }), `Page /contact: Search title must be at most ${SEO_LIMITS.title.max} characters.`],
      [withContact({ ...good, description: 'D'.repeat(SEO_LIMITS.description.max + 1) }), `Page /contact: Meta description must be at most ${SEO_LIMITS.description.max} characters.`],
      [withContact({ ...good, title: ' ' }), 'Page /contact: Search title must be at least 2 characters.'],
      [withContact({ title: good.title }), 'Page /contact: Meta description is required.'],
      [withContact({ ...good, keywords: 'ict, enugu' }), 'Page /contact: Unknown field "keywords": remove it.'],
      [{ pages: { ...seeded().pages, '/admin': good } }, /^Page \/admin: "\/admin" is not a public page of the site/],
      [{ pages: { '/no-such-page': good } }, /^Page \/no-such-page: "\/no-such-page" is not a public page of the site/],
      [{ ...seeded(), canonical: 'https://example.com/' }, 'Unknown field "canonical": remove it.'],
      [{ pages: [good] }, 'Pages must be a list of pages with their title and description.'],
    ];
    for (const [value, message] of cases) {
      const res = await putDraft(value);
      expect(res.statusCode, JSON.stringify(value).slice(0, 100)).toBe(400);
      expect(t.json(res).status).toBe('error');
      expect(t.json(res).message).toMatch(message);
    }
    expect(t.json(await get()).draft).toBeNull();
  });

  it('hands each page only its own entry through the root loader, the draft in a preview, the new one at once after publishing', async () => {
    const before = await rootData('/contact');
    expect(before.seo).toEqual({ path: '/contact', ...builtInSeo().pages['/contact'] });
    // Case and a trailing slash do not matter; pages without an entry get none.
    expect((await rootData('/POS/')).seo?.path).toBe('/pos');
    expect((await rootData('/login')).seo).toBeNull();
    expect((await rootData('/no-such-page')).seo).toBeNull();

    const edited = seeded();
    edited.pages['/contact'] = { title: 'Talk to us in Enugu | Coal City ICT', description: 'Call 0813 555 0187, chat on WhatsApp or visit our Ogui Road office in Enugu for software, training and hosting.' };
    delete edited.pages['/gallery'];
    expect((await putDraft(edited)).statusCode).toBe(200);
    // The draft is not public...
    expect((await rootData('/contact')).seo?.title).toBe('Contact Us | Coal City ICT');
    // ...but an admin's preview shows it.
    const preview = t.json(await t.request({ method: 'POST', url: '/api/content/preview', headers: bearer(admin.token) })).token;
    expect((await rootData(`/contact?preview=${encodeURIComponent(preview)}`)).seo?.title).toBe('Talk to us in Enugu | Coal City ICT');

    expect((await publish()).statusCode).toBe(200);
    expect((await rootData('/contact')).seo).toEqual({ path: '/contact', ...edited.pages['/contact'] });
    // A page left out of the document falls back to the title its route passes.
    expect((await rootData('/gallery')).seo).toBeNull();
  });

  it('makes the root loader run again when the path changes, and only then', () => {
    const run = (from: string, to: string) =>
      shouldRevalidate({ currentUrl: new URL(from, 'http://x'), nextUrl: new URL(to, 'http://x') } as Parameters<typeof shouldRevalidate>[0]);
    expect(run('/', '/contact')).toBe(true);
    expect(run('/pos', '/POS')).toBe(false);
    expect(run('/admin?section=content', '/admin?section=content&screen=seo')).toBe(false);
  });

  it('is seeded on an existing install that did not have it, and a restart never overwrites an edit', async () => {
    const db = t.app.ctx.db;
    const edited = t.json(await get()).published;
    expect((await seedSiteContent(db)).documents).toBe(0);
    expect(t.json(await get()).published).toEqual(edited);
    // An install from before Pages & SEO: no document and no seed mark.
    await db.deleteFrom('content_revisions').where('doc_key', '=', 'seo').execute();
    await db.deleteFrom('content_documents').where('key', '=', 'seo').execute();
    await db.deleteFrom('seeded_content').where('key', '=', 'content:seo').execute();
    expect((await seedSiteContent(db)).documents).toBe(1);
    expect(t.json(await get()).published).toEqual(builtInSeo());
  });
});
