import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { nowIso } from '../../../server/db/database';

/**
 * The public gallery and client lists are declared calls (modules/gallery, modules/clients) whose
 * handlers bring the public cache's route hooks (server/http/declared-calls.ts `CallHooks`,
 * server/http/public-cache.ts): `onRequest` answers a hit before the database, `onSend` stores the
 * answer and its ETag. A row written behind the application's back shows that the cache is in use;
 * a change made through the API shows at once. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let staff: { token: string };

beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_SECONDS: '60' });
  staff = await t.createUser({ role: 'staff' });
});
afterAll(() => t?.close());

/** Reads `url` twice: the second answer must come from the cache (same ETag), and a revisit with it is a 304. */
async function expectCachedRead(url: string) {
  const first = await t.request({ method: 'GET', url });
  expect(first.statusCode).toBe(200);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/"/);
  const hit = await t.request({ method: 'GET', url });
  expect(hit.headers.etag).toBe(etag);
  expect(hit.body).toBe(first.body);
  expect((await t.request({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
}

describe('the cache of the public gallery and client lists', () => {
  it('serves the gallery from the cache until a photo is uploaded through the API', async () => {
    const titles = async () => t.json(await t.request({ method: 'GET', url: '/api/gallery' })).gallery.map((g: { title: string }) => g.title);
    expect(await titles()).toEqual([]);
    await expectCachedRead('/api/gallery');
    await t.app.ctx.db
      .insertInto('gallery_images')
      .values({ title: 'Behind the back', alt: 'x', image_url: '/uploads/x.webp', srcset: '', width: 10, height: 10, created_at: nowIso(), upload_batch: null, upload_place: null })
      .execute();
    expect(await titles()).toEqual([]); // cached
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 60 } } }).jpeg().toBuffer();
    const up = await t.request({
      method: 'POST',
      url: '/api/gallery',
      ...multipart({ title: 'Network cabling at Ogui Road', alt: 'Technician crimping a cable' }, { field: 'image', filename: 'cabling.jpg', type: 'image/jpeg', data }, bearer(staff.token)),
    });
    expect(up.statusCode).toBe(201);
    expect(await titles()).toEqual(['Network cabling at Ogui Road', 'Behind the back']);
  });

  it('serves a module’s clients from the cache until a client is added through the API', async () => {
    const names = async () => t.json(await t.request({ method: 'GET', url: '/api/clients?module=Hotels' })).clients.map((c: { name: string }) => c.name);
    const before = await names();
    await expectCachedRead('/api/clients?module=Hotels');
    await t.app.ctx.db
      .insertInto('clients')
      .values({ module: 'Hotels', name: 'Behind the back', location: 'Enugu', url: null, logo: '', logo_srcset: '', created_at: nowIso(), updated_at: nowIso() })
      .execute();
    expect(await names()).toEqual(before); // cached
    const added = await t.request({
      method: 'POST',
      url: '/api/clients',
      headers: bearer(staff.token),
      payload: { module: 'Hotels', name: 'Coal City Suites', location: 'Independence Layout, Enugu' },
    });
    expect(added.statusCode).toBe(201);
    expect(await names()).toEqual(expect.arrayContaining([...before, 'Behind the back', 'Coal City Suites']));
  });
});
