import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../support/app';
import { FIXTURE_GPS, makeJpegWithGps, makePng, readExifGps } from '../../support/images';
import { expectErrorShape, keyOf, parseSrcset, textAsPng, uploadsApp } from '../../support/uploads-app';

/**
 * Image uploads through the HTTP API (docs/decisions/0002-image-uploads.md), stored: re-encoding to metadata-free
 * WebP at several widths, replaced logos, avatars, and no file left behind on deletion. Refusals:
 * uploads-refused.test.ts.
 */

const up = uploadsApp();
const { expectWebpVariants, post, storedFiles, submitReview, uploadGallery, uploadLogo } = up;

describe('gallery images', () => {
  it('re-encodes a JPEG with GPS into metadata-free WebP at several widths', async () => {
    const jpeg = await makeJpegWithGps();
    // The fixture really carries GPS, so the assertions below cannot pass vacuously.
    expect(readExifGps((await sharp(jpeg).metadata()).exif!)).toMatchObject({ GPSLatitudeRef: FIXTURE_GPS.latitudeRef });

    const r = await uploadGallery({ field: 'image', filename: 'IMG_0001.JPG', type: 'image/jpeg', data: jpeg }, 'Site survey');
    expect(r.statusCode).toBe(201);
    const { image } = up.t.json(r);
    expect(image).toMatchObject({ title: 'Site survey', width: 1200, height: 800 });
    expect(image.image_url).toMatch(/\.webp$/);

    const variants = await expectWebpVariants(image.srcset, [480, 960, 1200]);
    expect(variants[variants.length - 1].url).toBe(image.image_url);
    // No original bytes kept: exactly the variants are on disk for this image.
    const id = keyOf(image.image_url).split('-')[0];
    expect((await storedFiles()).filter((f) => f.startsWith(id))).toEqual(variants.map((v) => keyOf(v.url)).sort());
  });

  it('deletes every file of a gallery image when the record is deleted', async () => {
    const r = await uploadGallery({ field: 'image', filename: 'wide.png', type: 'image/png', data: await makePng(2000, 1000) }, 'To delete');
    expect(r.statusCode).toBe(201);
    const { image } = up.t.json(r);
    const variants = parseSrcset(image.srcset);
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    const keys = variants.map((v) => keyOf(v.url));
    expect(await storedFiles()).toEqual(expect.arrayContaining(keys));
    for (const v of variants) expect((await up.t.request({ method: 'GET', url: v.url })).statusCode).toBe(200);

    const del = await up.t.request({ method: 'DELETE', url: `/api/gallery?id=${image.id}`, headers: bearer(up.admin.token) });
    expect(del.statusCode).toBe(200);

    for (const v of variants) {
      const gone = await up.t.request({ method: 'GET', url: v.url });
      expect(gone.statusCode).toBe(404);
      expect(up.t.json(gone).status).toBe('error');
    }
    const left = await storedFiles();
    for (const k of keys) expect(left).not.toContain(k);
    const list = up.t.json(await up.t.request({ method: 'GET', url: '/api/gallery' }));
    expect(list.gallery.map((g: { id: number }) => g.id)).not.toContain(image.id);
  });
});

describe('client logos', () => {
  it('stores a logo as WebP and deletes the old files when the logo is replaced', async () => {
    const first = await uploadLogo({ field: 'logo', filename: 'logo.png', type: 'image/png', data: await makePng(600, 300) }, 'Nike Lake Resort');
    expect(first.statusCode).toBe(201);
    const id = up.t.json(first).id;
    const find = async () =>
      up.t.json(await up.t.request({ method: 'GET', url: '/api/clients?module=Hotels' })).clients.find((c: { id: number }) => c.id === id);
    const before = await find();
    const oldKeys = (await expectWebpVariants(before.logo_srcset, [160, 320])).map((v) => keyOf(v.url));
    expect(await storedFiles()).toEqual(expect.arrayContaining(oldKeys));

    const replace = await post(
      `/api/clients?id=${id}`,
      { _method: 'PUT', module: 'Hotels', name: 'Nike Lake Resort', location: 'Enugu' },
      { field: 'logo', filename: 'new-logo.jpg', type: 'image/jpeg', data: await makeJpegWithGps({ width: 500, height: 500 }) },
    );
    expect(replace.statusCode).toBe(200);
    const after = await find();
    expect(after.logo).not.toBe(before.logo);
    const newKeys = (await expectWebpVariants(after.logo_srcset, [160, 320])).map((v) => keyOf(v.url));

    const files = await storedFiles();
    expect(files).toEqual(expect.arrayContaining(newKeys));
    for (const k of oldKeys) {
      expect(files).not.toContain(k);
      expect((await up.t.request({ method: 'GET', url: `/uploads/${k}` })).statusCode).toBe(404);
    }
  });

  it('keeps the current logo when an update sends no new picture, and refusing a bad one changes nothing', async () => {
    const first = await uploadLogo({ field: 'logo', filename: 'logo.png', type: 'image/png', data: await makePng(320, 320) }, 'Milliken Hill Inn');
    expect(first.statusCode).toBe(201);
    const id = up.t.json(first).id;
    const find = async () =>
      up.t.json(await up.t.request({ method: 'GET', url: '/api/clients?module=Hotels' })).clients.find((c: { id: number }) => c.id === id);
    const before = await find();
    const filesBefore = await storedFiles();

    const noPic = await post(`/api/clients?id=${id}`, { module: 'Hotels', name: 'Milliken Hill Inn', location: 'Awka' });
    expect(noPic.statusCode).toBe(200);
    const bad = await post(`/api/clients?id=${id}`, { module: 'Hotels', name: 'Milliken Hill Inn', location: 'Awka' }, textAsPng('logo'));
    expectErrorShape(bad, 415);

    const after = await find();
    expect(after.logo_srcset).toBe(before.logo_srcset);
    expect(after.location).toBe('Awka');
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('deletes the logo files when the client is deleted', async () => {
    const r = await uploadLogo({ field: 'logo', filename: 'logo.png', type: 'image/png', data: await makePng(400, 200) }, 'Short Lived Ltd');
    expect(r.statusCode).toBe(201);
    const id = up.t.json(r).id;
    const row = up.t.json(await up.t.request({ method: 'GET', url: '/api/clients?module=Hotels' })).clients.find((c: { id: number }) => c.id === id);
    const keys = parseSrcset(row.logo_srcset).map((v) => keyOf(v.url));
    expect(await storedFiles()).toEqual(expect.arrayContaining(keys));
    expect((await up.t.request({ method: 'DELETE', url: `/api/clients?id=${id}`, headers: bearer(up.admin.token) })).statusCode).toBe(200);
    const files = await storedFiles();
    for (const k of keys) expect(files).not.toContain(k);
  });
});

describe('review pictures', () => {
  it('stores a review picture as a small WebP avatar', async () => {
    const r = await submitReview({ field: 'profile_pic', filename: 'me.jpg', type: 'image/jpeg', data: await makeJpegWithGps({ width: 800, height: 800 }) });
    expect(r.statusCode).toBe(201);
    const id = up.t.json(r).id;
    const pending = up.t.json(await up.t.request({ method: 'GET', url: '/api/reviews?status=pending', headers: bearer(up.admin.token) }));
    const review = pending.reviews.find((x: { id: number }) => x.id === id);
    expect(review.image_path).toMatch(/^\/uploads\/[0-9a-f]{32}-192\.webp$/);
    const variants = await expectWebpVariants(review.image_srcset, [96, 192]);
    expect(await storedFiles()).toEqual(expect.arrayContaining(variants.map((v) => keyOf(v.url))));

    // Deleting the review removes its avatar too.
    expect((await up.t.request({ method: 'DELETE', url: `/api/reviews?id=${id}`, headers: bearer(up.admin.token) })).statusCode).toBe(200);
    const files = await storedFiles();
    for (const v of variants) expect(files).not.toContain(keyOf(v.url));
  });

  it('accepts a review without a picture and stores no file', async () => {
    const before = await storedFiles();
    const r = await submitReview();
    expect(r.statusCode).toBe(201);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('after everything', () => {
  it('leaves only the files of records that still exist, and no temporary files', async () => {
    const files = await storedFiles();
    expect(files.filter((f) => f.startsWith('.') || f.endsWith('.tmp'))).toEqual([]);
    const gallery = up.t.json(await up.t.request({ method: 'GET', url: '/api/gallery' })).gallery as { srcset: string }[];
    const clients = up.t.json(await up.t.request({ method: 'GET', url: '/api/clients' })).clients as { logo_srcset: string }[];
    const reviews: { image_srcset: string }[] = [];
    for (const status of ['pending', 'approved', 'rejected']) {
      const r = up.t.json(await up.t.request({ method: 'GET', url: `/api/reviews?status=${status}`, headers: bearer(up.admin.token) }));
      reviews.push(...r.reviews);
    }
    const referenced = [
      ...gallery.map((g) => g.srcset),
      ...clients.map((c) => c.logo_srcset),
      ...reviews.map((r) => r.image_srcset),
    ]
      .filter(Boolean)
      .flatMap((s) => parseSrcset(s).map((v) => keyOf(v.url)))
      .filter((url) => !url.startsWith('/'))
      .sort();
    expect(files).toEqual(referenced);
  });
});
