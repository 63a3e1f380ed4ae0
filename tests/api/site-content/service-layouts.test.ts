import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { bearer, createTestApp, type TestApp } from '../../support/app';
import { serviceDocument } from '../../../modules/site-content/built-in.service';
import { createPageServices } from '../../../server/pages/page-services';
import { ServiceSchema, formerLayout } from '../../../common/site-content';
import { services } from '../../../content/services';
import { sectors } from '../../../content/sectors';
import { loader as serviceLoader } from '../../../app/routes/service-page';
import { loader as sectorLoader } from '../../../app/routes/sector-page';
import { loader as sitemapLoader } from '../../../app/routes/sitemap';
import { servicesContext } from '../../../app/context';
import type { ServiceContent } from '../../../content/types';

/**
 * How a service page draws its sections is the document's `layout` field, not its heading
 * (docs/decisions/0019-catalogue-layouts-page-registry.md). Documents stored before the field
 * existed read with the layout the page chose for them then, and keep the built-in page's price
 * card and tile icon. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin: { token: string };

const builtIn = (slug: string): ServiceContent => serviceDocument(services.find((s) => s.slug === slug)!);
/** The document as it was stored before sections had a layout and pages had their own fields. */
function stored(doc: ServiceContent): object {
  const { priceCard: _p, tileIcon: _t, ...rest } = doc;
  return { ...rest, sections: doc.sections.map(({ layout: _l, ...s }) => s) };
}
async function storeOld(slug: string, value: object) {
  await t.app.ctx.db.updateTable('content_documents').set({ published: JSON.stringify(value) }).where('key', '=', `service:${slug}`).execute();
  t.app.ctx.contentChanged();
}
function context() {
  const c = new RouterContextProvider();
  c.set(servicesContext, createPageServices(t.app.ctx));
  return c;
}
const loadService = async (slug: string) =>
  (await serviceLoader({ pattern: `/${slug}`, request: new Request(`http://127.0.0.1/${slug}`), context: context(), params: {} } as never)) as Awaited<ReturnType<typeof serviceLoader>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t?.close());

describe('the layout of a service section', () => {
  it('is set for every section of the built-in pages, and a document stored without it reads with the same layouts', () => {
    for (const s of services) {
      const parsed = ServiceSchema.parse(stored(builtIn(s.slug)));
      expect(parsed.sections.map((x) => x.layout), s.slug).toEqual(s.sections.map((x) => x.layout));
      for (const x of s.sections) expect(formerLayout(x), `${s.slug}: ${x.heading}`).toBe(x.layout);
    }
  });

  it('keeps its layout when the heading is renamed: the product cards stay', () => {
    const doc = builtIn('softwareDev');
    const i = doc.sections.findIndex((x) => x.layout === 'products');
    doc.sections[i].heading = 'Ready-made software';
    expect(ServiceSchema.parse(doc).sections[i].layout).toBe('products');
  });

  it('refuses a layout that does not exist with a message', () => {
    const doc = builtIn('training');
    (doc.sections[0] as { layout: string }).layout = 'carousel';
    const r = ServiceSchema.safeParse(doc);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toBe('Layout must be one of the listed layouts.');
  });

  it('answers 400 with the field named when the API gets an unknown layout', async () => {
    const doc = builtIn('training');
    (doc.sections[1] as { layout: string }).layout = 'carousel';
    const res = await t.request({ method: 'PUT', url: '/api/content/service:training/draft', headers: bearer(admin.token), payload: doc });
    expect(res.statusCode).toBe(400);
    expect(t.json(res).message).toBe('Section 2: Layout must be one of the listed layouts.');
  });
});

describe('a service page whose stored document predates layouts', () => {
  it('shows the product cards on /softwareDev, also after an editor renamed the section', async () => {
    const old = builtIn('softwareDev');
    await storeOld('softwareDev', stored(old));
    let page = await loadService('softwareDev');
    expect(page.service.sections.find((x) => x.heading === 'Our software products')?.layout).toBe('products');
    expect(page.products.length).toBeGreaterThan(0);

    // Renamed in the editor, saved and published: the layout travels with the section.
    const renamed = ServiceSchema.parse(stored(old));
    renamed.sections.find((x) => x.layout === 'products')!.heading = 'Ready-made software';
    expect((await t.request({ method: 'PUT', url: '/api/content/service:softwareDev/draft', headers: bearer(admin.token), payload: renamed })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/content/service:softwareDev/publish', headers: bearer(admin.token) })).statusCode).toBe(200);
    page = await loadService('softwareDev');
    expect(page.service.sections.find((x) => x.heading === 'Ready-made software')?.layout).toBe('products');
    expect(page.products.length).toBeGreaterThan(0);
    await storeOld('softwareDev', old);
  });

  it('keeps the price card on /domain, the account steps on /project and the text-message tile icon on /BulkSMS', async () => {
    for (const slug of ['domain', 'project', 'BulkSMS']) await storeOld(slug, stored(builtIn(slug)));
    expect((await loadService('domain')).service.priceCard).toBe(true);
    expect((await loadService('softwareDev')).service.priceCard).toBe(false);
    expect((await loadService('project')).service.sections.at(-1)?.layout).toBe('account-steps');
    expect((await loadService('BulkSMS')).service.tileIcon).toBe('sms');
    for (const slug of ['domain', 'project', 'BulkSMS']) await storeOld(slug, builtIn(slug));
  });

  it('follows the stored page fields once an editor set them', async () => {
    await storeOld('domain', { ...builtIn('domain'), priceCard: false });
    expect((await loadService('domain')).service.priceCard).toBe(false);
    await storeOld('domain', builtIn('domain'));
  });
});

describe('the closing band of a sector page', () => {
  it('links the page named by the sector’s `next` field', async () => {
    const load = (slug: string) =>
      sectorLoader({ pattern: `/${slug}`, request: new Request(`http://127.0.0.1/${slug}`), context: context(), params: {} } as never) as ReturnType<typeof sectorLoader>;
    expect((await load('hotels')).related).toEqual({ href: '/hotel', label: 'See Hotel Manager 10.1' });
    expect((await load('website')).related).toEqual({ href: '/domain', label: 'Web design and hosting' });
    for (const s of sectors) expect(s.next, s.slug).not.toBeUndefined();
  });
});

describe('the sitemap’s lastmod', () => {
  it('is the time a page’s document was last published, read through the page services', async () => {
    const before = (await createPageServices(t.app.ctx).publishedTimes()).get('service:training');
    expect(before).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const doc = builtIn('training');
    expect((await t.request({ method: 'PUT', url: '/api/content/service:training/draft', headers: bearer(admin.token), payload: doc })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/content/service:training/publish', headers: bearer(admin.token) })).statusCode).toBe(200);
    const after = (await createPageServices(t.app.ctx).publishedTimes()).get('service:training')!;
    expect(Date.parse(after)).toBeGreaterThanOrEqual(Date.parse(before!));
    const res = await sitemapLoader({ request: new Request('http://127.0.0.1/sitemap.xml'), context: context(), params: {} } as never);
    const xml = await (res as Response).text();
    expect(xml).toMatch(new RegExp(`<loc>[^<]*/training</loc><lastmod>${new Date(after).toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod></url>`));
    expect(xml).toMatch(/<loc>[^<]*\/reviewForm<\/loc><\/url>/);
  });

  it('of /gallery and /allreviews is when the newest photo was added and the newest review approved', async () => {
    const db = t.app.ctx.db;
    await db.insertInto('gallery_images').values({ title: 'Server room, Ogui Road', alt: 'Racks in the server room', image_url: '/uploads/x.webp', srcset: '', width: 800, height: 600, created_at: '2026-11-25T12:00:00.000Z' }).execute();
    await db.insertInto('reviews').values({ username: 'Ngozi', rating: 5, review_text: 'Quick support.', image_path: '', image_srcset: '', status: 'approved', created_at: '2026-11-20T09:00:00.000Z', updated_at: '2099-01-02T03:04:05.000Z' }).execute();
    await db.insertInto('reviews').values({ username: 'Spam', rating: 1, review_text: 'Pending.', image_path: '', image_srcset: '', status: 'pending', created_at: '2099-05-01T00:00:00.000Z', updated_at: '2099-05-01T00:00:00.000Z' }).execute();
    const times = await createPageServices(t.app.ctx).publishedTimes();
    expect(Date.parse(times.get('gallery')!)).toBeGreaterThanOrEqual(Date.parse('2026-11-25T12:00:00.000Z'));
    expect(times.get('reviews')).toBe('2099-01-02T03:04:05.000Z');
    const res = await sitemapLoader({ request: new Request('http://127.0.0.1/sitemap.xml'), context: context(), params: {} } as never);
    const xml = await (res as Response).text();
    expect(xml).toMatch(/<loc>[^<]*\/allreviews<\/loc><lastmod>2099-01-02T03:04:05Z<\/lastmod><\/url>/);
    expect(xml).toMatch(/<loc>[^<]*\/gallery<\/loc><lastmod>[^<]+<\/lastmod><\/url>/);
  });
});
