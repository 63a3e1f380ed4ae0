import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { createFreshPgDatabase, pgServerUrl } from '../../support/pg-server';
import { productDocument, sectorDocument, serviceDocument, seedSiteContent } from '../../../modules/site-content/built-in.service';
import { createPageServices } from '../../../server/pages/page-services';
import { PRODUCT_LIMITS, ProductSchema, SERVICE_LIMITS, SectorSchema, ServiceSchema } from '../../../common/site-content';
import { services } from '../../../content/services';
import { products } from '../../../content/products';
import { sectors } from '../../../content/sectors';
import type { ProductContent, SectorContent, ServiceContent } from '../../../content/types';
import { builtInPrice } from '../../../content/prices';

/**
 * The page documents of the site content (docs/decisions/0007-site-content.md): one
 * 'service:<slug>', 'product:<slug>' and 'sector:<slug>' document per page, seeded from content/,
 * edited through the generic /api/content endpoints (admins only), validated by their schemas, and
 * read by the page loaders from the in-memory cache. Runs on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
 */
let t: TestApp;
let admin: { id: number; token: string };
let member: { token: string };

const pages = () => createPageServices(t.app.ctx);
const request = (path = '/') => new Request(`http://127.0.0.1${path}`);
const get = (url: string, token = admin.token) => t.request({ method: 'GET', url, headers: bearer(token) });
const putDraft = (key: string, value: unknown, token = admin.token) =>
  t.request({ method: 'PUT', url: `/api/content/${key}/draft`, headers: bearer(token), payload: value as object });
const publish = (key: string) => t.request({ method: 'POST', url: `/api/content/${key}/publish`, headers: bearer(admin.token) });
const restoreFirst = async (key: string) => {
  const revs = t.json(await get(`/api/content/${key}/revisions`)).revisions;
  const res = await t.request({ method: 'POST', url: `/api/content/${key}/revisions/${revs.at(-1).id}/restore`, headers: bearer(admin.token) });
  expect(res.statusCode).toBe(200);
};

const POS_NAME = products.find((p) => p.slug === 'pos')!.name;
const pos = (): ProductContent => productDocument(products.find((p) => p.slug === 'pos')!);
const domain = (): ServiceContent => serviceDocument(services.find((s) => s.slug === 'domain')!);
const hotels = (): SectorContent => sectorDocument(sectors.find((s) => s.slug === 'hotels')!);

const KEYS = [
  ...services.map((s) => `service:${s.slug}`),
  ...products.map((p) => `product:${p.slug}`),
  ...sectors.map((s) => `sector:${s.slug}`),
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin', username: 'Ngozi Eze' });
  member = await t.createUser({ role: 'user' });
});
afterAll(() => t?.close());

describe('the service, product and sector page documents', () => {
  it('are seeded once per page from content/, exactly as the pages showed them before', async () => {
    expect(KEYS).toHaveLength(6 + 11 + 13);
    for (const s of services) {
      const doc = t.json(await get(`/api/content/service:${s.slug}`));
      expect(doc.published, s.slug).toEqual(serviceDocument(s));
      expect(doc.draft).toBeNull();
      // The words the page showed before: title, summary, intro, sections, highlights, closing texts.
      expect(doc.published.title).toBe(s.title);
      expect(doc.published.intro).toEqual(s.intro);
      expect(doc.published.sections.map((x: { heading: string }) => x.heading)).toEqual(s.sections.map((x) => x.heading));
      expect(doc.published.highlights).toEqual(s.highlights ?? []);
      expect(doc.published.cta).toEqual(s.cta);
      expect(doc.published).not.toHaveProperty('metaDescription');
      expect(ServiceSchema.safeParse(doc.published).success).toBe(true);
      expect(await pages().content(`service:${s.slug}`, request())).toEqual(doc.published);
    }
    for (const p of products) {
      const doc = t.json(await get(`/api/content/product:${p.slug}`));
      expect(doc.published, p.slug).toEqual({
        name: p.name,
        version: p.version ?? '',
        title: p.title,
        summary: p.summary,
        intro: p.intro,
        sections: p.sections,
        // The fresh install's starting price (content/prices.ts), which the go-live list asks staff to set.
        price: builtInPrice('product', p.slug),
      });
      expect(ProductSchema.safeParse(doc.published).success).toBe(true);
    }
    for (const s of sectors) {
      const doc = t.json(await get(`/api/content/sector:${s.slug}`));
      expect(doc.published, s.slug).toEqual({ heading: s.heading, intro: s.intro });
      expect(SectorSchema.safeParse(doc.published).success).toBe(true);
    }
    const revs = t.json(await get('/api/content/product:pos/revisions')).revisions;
    expect(revs).toHaveLength(1);
    expect(revs[0].publishedBy).toBe('Built-in content');
    // A restart seeds nothing twice.
    expect(await seedSiteContent(t.app.ctx.db)).toEqual({ documents: 0 });
  });

  it('refuse anonymous visitors (401) and members (403) on every endpoint of every page document', async () => {
    for (const key of KEYS) {
      const kind = key.split(':')[0];
      const value = kind === 'service' ? domain() : kind === 'product' ? pos() : hotels();
      const calls: [string, string, object?][] = [
        ['GET', `/api/content/${key}`],
        ['PUT', `/api/content/${key}/draft`, value],
        ['DELETE', `/api/content/${key}/draft`],
        ['POST', `/api/content/${key}/publish`],
        ['GET', `/api/content/${key}/revisions`],
        ['GET', `/api/content/${key}/revisions/1`],
        ['POST', `/api/content/${key}/revisions/1/restore`],
      ];
      for (const [method, url, payload] of calls) {
        const anon = await t.request({ method: method as 'GET', url, payload });
        expect(anon.statusCode, `${method} ${url}`).toBe(401);
        expect(t.json(anon)).toEqual({ status: 'error', message: 'Please log in to continue.' });
        const mem = await t.request({ method: method as 'GET', url, payload, headers: bearer(member.token) });
        expect(mem.statusCode, `${method} ${url}`).toBe(403);
        expect(t.json(mem).status).toBe('error');
      }
    }
    // Nothing above changed a document.
    const rows = await t.app.ctx.db.selectFrom('content_documents').select(['key', 'draft']).where('key', 'in', KEYS).execute();
    expect(rows).toHaveLength(KEYS.length);
    expect(rows.filter((r) => r.draft !== null)).toEqual([]);
  });

  it('refuse bad input with 400 and a message naming the field and the list item', async () => {
    const svc = domain();
    const cases: [string, unknown, RegExp][] = [
      // Unknown fields, also the search-engine description (edited in Pages & SEO, not here).
      ['service:domain', { ...svc, metaDescription: 'Cheap hosting' }, /^Unknown field "metaDescription": remove it\.$/],
      ['service:domain', { ...svc, sections: [{ ...svc.sections[0], columns: 3 }, ...svc.sections.slice(1)] }, /^Section 1: Unknown field "columns": remove it\.$/],
      ['service:domain', { ...svc, sections: [{ ...svc.sections[0], layout: 'grid' }, ...svc.sections.slice(1)] }, /^Section 1: Layout must be one of the listed layouts\.$/],
      ['product:pos', { ...pos(), slug: 'pos' }, /^Unknown field "slug": remove it\.$/],
      ['sector:hotels', { ...hotels(), clients: [] }, /^Unknown field "clients": remove it\.$/],
      // Oversized texts.
      ['service:domain', { ...svc, title: 'W'.repeat(81) }, /^Page title must be at most 80 characters\.$/],
      ['service:domain', { ...svc, intro: ['Enugu '.repeat(201)] }, /^Paragraph 1: Paragraph must be at most 1200 characters\.$/],
      ['service:domain', { ...svc, cta: { ...svc.cta, text: 'Call us today. '.repeat(21) } }, /^Closing text must be at most 300 characters\.$/],
      ['product:pos', { ...pos(), sections: [{ heading: 'Features', items: ['Receipts', 'x'.repeat(201)] }] }, /^Section 1, item 2: Feature must be at most 200 characters\.$/],
      ['sector:hotels', { ...hotels(), intro: 'Hotels in Enugu. '.repeat(30) }, /^Introduction must be at most 400 characters\.$/],
      ['sector:hotels', { ...hotels(), intro: 'Too short' }, /^Introduction must be at least 20 characters\.$/],
      // Too many items, too few.
      ['product:pos', { ...pos(), sections: [{ heading: 'Features', items: Array.from({ length: PRODUCT_LIMITS.items + 1 }, (_, i) => `Feature number ${i + 1}`) }] }, new RegExp(`^Section 1: At most ${PRODUCT_LIMITS.items} features\\.$`)],
      ['product:pos', { ...pos(), sections: [{ heading: 'Features', items: [] }] }, /^Section 1: Add at least one feature\.$/],
      ['product:pos', { ...pos(), sections: Array.from({ length: PRODUCT_LIMITS.sections + 1 }, (_, i) => ({ heading: `Group ${i + 1}`, items: ['Receipts'] })) }, new RegExp(`^At most ${PRODUCT_LIMITS.sections} sections\\.$`)],
      ['service:domain', { ...svc, highlights: Array.from({ length: SERVICE_LIMITS.highlights + 1 }, (_, i) => `Point ${i + 1}`) }, new RegExp(`^At most ${SERVICE_LIMITS.highlights} highlights\\.$`)],
      ['service:domain', { ...svc, intro: [] }, /^Add at least one paragraph\.$/],
      ['service:domain', { ...svc, sections: [{ heading: 'Empty', items: [], body: [] }] }, /^Section 1: Give the section at least one item or paragraph\.$/],
      // Repeats: a page keys its lists by their text, and links to its sections by their heading.
      ['product:pos', { ...pos(), sections: [{ heading: 'Features', items: ['Barcode scanning', 'Receipts', 'barcode scanning '] }] }, /^Section 1, item 3: This repeats feature 1: each one must be different\.$/],
      ['product:pos', { ...pos(), sections: [{ heading: 'Admin & users', items: ['A'] }, { heading: 'Admin and users', items: ['B'] }] }, /^Section 2: Section 1 has this heading already: each section needs its own\.$/],
      ['service:domain', { ...svc, sections: [{ heading: '—', items: ['A'], body: [] }] }, /^Section 1: Section heading must contain a letter or a digit\.$/],
      // Wrong types and missing fields.
      ['product:pos', { ...pos(), version: undefined }, /^Version is required\.$/],
      ['product:pos', { ...pos(), intro: 'One paragraph' }, /^Paragraphs must be a list\.$/],
      ['service:domain', { ...svc, cta: undefined }, /"cta" is missing\.$|is required|expected object/],
      ['sector:hotels', { heading: 'Hotels' }, /^Introduction is required\.$/],
      ['sector:hotels', { ...hotels(), heading: 'Hotels\u0000' }, /^Heading contains a character that is not allowed\.$/],
    ];
    for (const [key, value, message] of cases) {
      const res = await putDraft(key, value);
      expect(res.statusCode, `${key} ${JSON.stringify(value).slice(0, 100)}`).toBe(400);
      expect(t.json(res).status).toBe('error');
      expect(t.json(res).message, `${key} ${JSON.stringify(value).slice(0, 100)}`).toMatch(message);
    }
    // An empty version is allowed: the cards then show the product name.
    expect((await putDraft('product:pos', { ...pos(), version: '' })).statusCode).toBe(200);
    await t.request({ method: 'DELETE', url: '/api/content/product:pos/draft', headers: bearer(admin.token) });
    const rows = await t.app.ctx.db.selectFrom('content_documents').select(['key', 'draft']).where('key', 'in', KEYS).execute();
    expect(rows.filter((r) => r.draft !== null)).toEqual([]);
  });

  it('answer 404 for a page that does not exist (the routes are fixed in code)', async () => {
    for (const key of ['service:nonsense', 'product:POS', 'product:laundry', 'sector:bakeries', 'service', 'product']) {
      const value = key.startsWith('service') ? domain() : key.startsWith('product') ? pos() : hotels();
      const read = await get(`/api/content/${key}`);
      expect(read.statusCode, key).toBe(404);
      expect(t.json(read)).toEqual({ status: 'error', message: `There is no site content called "${key}".` });
      expect((await putDraft(key, value)).statusCode, key).toBe(404);
      expect((await publish(key)).statusCode, key).toBe(404);
      expect((await get(`/api/content/${key}/revisions`)).statusCode, key).toBe(404);
    }
    const none = await t.app.ctx.db.selectFrom('content_documents').select('key').where('key', 'in', ['service:nonsense', 'product:laundry']).execute();
    expect(none).toEqual([]);
  });

  it('publish a product feature list: the pages read the new list from the cache at once; restore brings the old one back', async () => {
    const before = await pages().content('product:pos', request('/pos'));
    // From memory: the same object on every read until something is published.
    expect(await pages().content('product:pos', request('/pos'))).toBe(before);
    const edited = pos();
    edited.sections[0].items = edited.sections[0].items.slice(0, 4);
    edited.sections[0].items.push('Mobile money payments with OPay, Moniepoint and PalmPay');
    edited.name = 'Stock Manager POS';
    expect((await putDraft('product:pos', edited)).statusCode).toBe(200);
    // A saved draft is not public.
    expect((await pages().content('product:pos', request('/pos'))).sections[0].items).toHaveLength(12);
    expect((await publish('product:pos')).statusCode).toBe(200);
    const after = await pages().content('product:pos', request('/pos'));
    expect(after.sections[0].items).toEqual([...pos().sections[0].items.slice(0, 4), 'Mobile money payments with OPay, Moniepoint and PalmPay']);
    expect(after.name).toBe('Stock Manager POS');
    // The other pages' documents are untouched.
    expect(await pages().content('product:hospital', request())).toEqual(productDocument(products[1]));
    await restoreFirst('product:pos');
    expect(await pages().content('product:pos', request('/pos'))).toEqual(pos());
  });

  it('show an admin’s draft of a service and a sector in a ?preview= page view, and the published one to anyone else', async () => {
    const svc = domain();
    svc.intro[0] = 'We design fast websites for Enugu businesses, and host them on servers in Lagos.';
    const sec = { ...hotels(), intro: 'From Independence Layout to Nsukka, hotels run on our front-desk software.' };
    expect((await putDraft('service:domain', svc)).statusCode).toBe(200);
    expect((await putDraft('sector:hotels', sec)).statusCode).toBe(200);
    const { token } = t.json(await t.request({ method: 'POST', url: '/api/content/preview', headers: bearer(admin.token) }));
    expect((await pages().content('service:domain', request(`/domain?preview=${token}`))).intro[0]).toBe(svc.intro[0]);
    expect((await pages().content('sector:hotels', request(`/hotels?preview=${token}`))).intro).toBe(sec.intro);
    expect((await pages().content('service:domain', request('/domain'))).intro[0]).toBe(domain().intro[0]);
    expect((await pages().content('service:domain', request('/domain?preview=forged'))).intro[0]).toBe(domain().intro[0]);
    // The menus read the published documents only, also in a preview.
    expect((await pages().published('sector:hotels')).intro).toBe(hotels().intro);
    for (const key of ['service:domain', 'sector:hotels']) await t.request({ method: 'DELETE', url: `/api/content/${key}/draft`, headers: bearer(admin.token) });
  });

  it('fall back to the built-in page when the stored value is broken', async () => {
    const row = await t.app.ctx.db.selectFrom('content_documents').select('published').where('key', '=', 'sector:hotels').executeTakeFirstOrThrow();
    await t.app.ctx.db.updateTable('content_documents').set({ published: JSON.stringify({ heading: 'Hotels' }) }).where('key', '=', 'sector:hotels').execute();
    t.app.ctx.contentChanged();
    expect(await pages().content('sector:hotels', request())).toEqual(hotels());
    await t.app.ctx.db.updateTable('content_documents').set({ published: row.published }).where('key', '=', 'sector:hotels').execute();
    t.app.ctx.contentChanged();
  });
});

describe.skipIf(!pgServerUrl)('two instances on one PostgreSQL database', () => {
  it('a product page published on one instance shows on the other at once (NOTIFY)', async () => {
    const db = await createFreshPgDatabase(pgServerUrl!);
    const env = { DATABASE_URL: db.url, JWT_SECRET: 'page-content-two-instances-secret-0123456789' };
    const one = await createTestApp(env);
    const two = await createTestApp(env);
    try {
      const readTwo = createPageServices(two.app.ctx);
      expect((await readTwo.content('product:pos', request())).name).toBe(POS_NAME); // now cached on two
      const boss = await one.createUser({ role: 'admin' });
      const edited = { ...pos(), name: 'Stock Manager Point of Sale' };
      expect((await one.request({ method: 'PUT', url: '/api/content/product:pos/draft', headers: bearer(boss.token), payload: edited })).statusCode).toBe(200);
      expect((await one.request({ method: 'POST', url: '/api/content/product:pos/publish', headers: bearer(boss.token) })).statusCode).toBe(200);
      await expect.poll(async () => (await readTwo.content('product:pos', request())).name).toBe('Stock Manager Point of Sale');
    } finally {
      await one.close();
      await two.close();
      await db.drop();
    }
  });
});

describe('document keys are typed by their kind', () => {
  it('gives each kind its value type (checked by tsc; the calls also run)', async () => {
    const p = pages();
    const product: ProductContent = await p.content('product:pos', request());
    const service: ServiceContent = await p.content(`service:${services[0].slug}`, request());
    const sector: SectorContent = await p.published('sector:hotels');
    // @ts-expect-error a product document is not a service document
    const wrong: ServiceContent = await p.content('product:pos', request());
    // @ts-expect-error a key needs a known kind
    await p.published('laundry:pos').catch(() => undefined);
    expect([product.name, service.title, sector.heading, typeof wrong]).toEqual([pos().name, services[0].title, 'Hotels', 'object']);
  });
});
