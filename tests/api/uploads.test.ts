import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, multipart, type TestApp } from '../support/app';
import { solvedCaptcha } from '../support/captcha';
import {
  FIXTURE_GPS,
  makeBigFile,
  makeHugeDimensionPng,
  makeJpegWithGps,
  makePng,
  readExifGps,
  textFileNamedPng,
} from '../support/images';

/**
 * Image uploads through the HTTP API (docs/decisions/0002-image-uploads.md): content sniffing, size
 * and pixel limits, re-encoding to metadata-free WebP, and no file left behind on refusal or
 * deletion.
 */

let t: TestApp;
let admin: { token: string };
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  uploadsDir = path.join(t.dataDir, 'uploads');
});
afterAll(() => t?.close());

type FilePart = { field: string; filename: string; type: string; data: Buffer };

/** The files in the uploads folder (the folder appears with the first upload). */
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(uploadsDir)).sort();
  } catch {
    return [];
  }
}

/** `/uploads/a-480.webp 480w, /uploads/a-960.webp 960w` → [{ url, width }] */
function parseSrcset(srcset: string): { url: string; width: number }[] {
  return srcset.split(',').map((part) => {
    const [url, w] = part.trim().split(/\s+/);
    return { url, width: Number(w.replace(/w$/, '')) };
  });
}

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

function expectErrorShape(r: LightMyRequestResponse, status: number) {
  expect(r.statusCode).toBe(status);
  expect(r.headers['content-type']).toMatch(/application\/json/);
  const body = JSON.parse(r.body);
  expect(body).toEqual({ status: 'error', message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(10);
  expect(body.message).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  return body as { status: 'error'; message: string };
}

const post = (url: string, fields: Record<string, string>, file?: FilePart, auth = true) =>
  t.request({ method: 'POST', url, ...multipart(fields, file, auth ? bearer(admin.token) : {}) });

const uploadGallery = (file?: FilePart, title = 'Training hall') => post('/api/gallery', { title }, file);
const uploadLogo = (file?: FilePart, name = 'Coal City Bakery', url = '/api/clients') =>
  post(url, { module: 'Hotels', name, location: 'Enugu' }, file);
const submitReview = async (file?: FilePart) =>
  post('/api/reviews', { name: 'Ngozi Eze', rating: '5', review_text: 'Excellent training, thank you.', captchaToken: await solvedCaptcha(t) }, file, false);

const textAsPng = (field: string): FilePart => ({ field, filename: 'photo.png', type: 'image/png', data: textFileNamedPng() });

/** Fetches every srcset variant and checks it is a metadata-free WebP of the stated width. */
async function expectWebpVariants(srcset: string, widths: number[]) {
  const variants = parseSrcset(srcset);
  expect(variants.map((v) => v.width)).toEqual(widths);
  for (const v of variants) {
    expect(v.url).toMatch(/^\/uploads\/[0-9a-f]{32}-\d+\.webp$/);
    const file = await t.request({ method: 'GET', url: v.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(v.width);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    // Belt and braces: neither the GPS tag names nor the coordinates survive in the bytes.
    expect(file.rawPayload.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(file.rawPayload.includes(Buffer.from('FixtureCam'))).toBe(false);
  }
  return variants;
}

describe('refused uploads', () => {
  it('refuses a text file named .png with 415 on the gallery', async () => {
    const before = await storedFiles();
    const r = await uploadGallery(textAsPng('image'));
    const body = expectErrorShape(r, 415);
    expect(body.message).toMatch(/JPEG, PNG, WebP, GIF or AVIF/);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a text file named .png with 415 as a client logo, and adds no client', async () => {
    const before = await storedFiles();
    const name = 'Text Logo Ltd';
    const r = await uploadLogo(textAsPng('logo'), name);
    expectErrorShape(r, 415);
    expect(await storedFiles()).toEqual(before);
    const list = t.json(await t.request({ method: 'GET', url: '/api/clients?module=Hotels' }));
    expect(list.clients.map((c: { name: string }) => c.name)).not.toContain(name);
  });

  it('refuses a text file named .png with 415 as a public review picture, and stores no review', async () => {
    const before = await storedFiles();
    const pendingBefore = t.json(await t.request({ method: 'GET', url: '/api/reviews?status=pending', headers: bearer(admin.token) })).reviews.length;
    const r = await submitReview(textAsPng('profile_pic'));
    expectErrorShape(r, 415);
    expect(await storedFiles()).toEqual(before);
    const pendingAfter = t.json(await t.request({ method: 'GET', url: '/api/reviews?status=pending', headers: bearer(admin.token) })).reviews.length;
    expect(pendingAfter).toBe(pendingBefore);
  });

  it.each([
    ['gallery', () => uploadGallery({ field: 'image', filename: 'big.jpg', type: 'image/jpeg', data: makeBigFile(21 * 1024 * 1024) }), /20 MB/],
    ['clients', () => uploadLogo({ field: 'logo', filename: 'big.jpg', type: 'image/jpeg', data: makeBigFile(21 * 1024 * 1024) }), /20 MB/],
    ['reviews', () => submitReview({ field: 'profile_pic', filename: 'big.jpg', type: 'image/jpeg', data: makeBigFile() }), /5 MB/],
  ])('answers a file over the limit on %s (21 MB for an admin, 15 MB for a visitor) with 413 naming the limit', async (_name, send, limit) => {
    const before = await storedFiles();
    const r = await send();
    const body = expectErrorShape(r, 413);
    expect(body.message).toMatch(limit);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image over 50 megapixels with 400', async () => {
    const before = await storedFiles();
    const r = await uploadGallery({ field: 'image', filename: 'huge.png', type: 'image/png', data: await makeHugeDimensionPng(9000, 6000) });
    const body = expectErrorShape(r, 400);
    expect(body.message).toMatch(/megapixels/);
    expect(await storedFiles()).toEqual(before);
    const list = t.json(await t.request({ method: 'GET', url: '/api/gallery' }));
    expect(list.gallery.map((g: { title: string }) => g.title)).not.toContain('Huge');
  });

  it('stores nothing when a good picture arrives with bad fields or for a client that does not exist', async () => {
    const before = await storedFiles();
    const png = await makePng(400, 300);
    const noTitle = await post('/api/gallery', { title: '  ' }, { field: 'image', filename: 'a.png', type: 'image/png', data: png });
    expect(expectErrorShape(noTitle, 400).message).toBe('Title is required.');
    const badRating = await post(
      '/api/reviews',
      { name: 'Ngozi', rating: '7', review_text: 'Great.', captchaToken: await solvedCaptcha(t) },
      { field: 'profile_pic', filename: 'me.png', type: 'image/png', data: png },
      false,
    );
    expectErrorShape(badRating, 400);
    const noModule = await post('/api/clients', { module: 'Bakeries', name: 'Bread Ltd', location: 'Enugu' }, { field: 'logo', filename: 'l.png', type: 'image/png', data: png });
    expectErrorShape(noModule, 400);
    const gone = await post('/api/clients?id=987654', { module: 'Hotels', name: 'Ghost Inn', location: 'Enugu' }, { field: 'logo', filename: 'l.png', type: 'image/png', data: png });
    expectErrorShape(gone, 404);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses two pictures in one form and stores nothing', async () => {
    const before = await storedFiles();
    const png = await makePng(200, 200);
    const boundary = '----two-files';
    const filePart = () => Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from('\r\n'),
    ]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nTwo at once\r\n`),
      filePart(),
      filePart(),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const r = await t.request({
      method: 'POST', url: '/api/gallery', payload, headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(expectErrorShape(r, 400).message).toBe('Please send one image at a time.');
    expect(await storedFiles()).toEqual(before);
  });

  // The multipart plugin's part-count limits (FST_FILES_LIMIT, FST_FIELDS_LIMIT, FST_PARTS_LIMIT)
  // answer 413 too; the message must name the real problem, not the file size.
  it('does not blame the file size when a form has too many parts', async () => {
    const png = await makePng(50, 50);
    const fields: Record<string, string> = { title: 'Many fields' };
    for (let i = 0; i < 25; i++) fields[`extra${i}`] = 'x';
    const r = await post('/api/gallery', fields, { field: 'image', filename: 'a.png', type: 'image/png', data: png });
    expect([400, 413]).toContain(r.statusCode);
    expect(t.json(r).message).not.toMatch(/5 MB/);
  });

  it('refuses an upload without a token and stores nothing', async () => {
    const before = await storedFiles();
    const png = await makePng(400, 300);
    const r = await post('/api/gallery', { title: 'Anonymous' }, { field: 'image', filename: 'a.png', type: 'image/png', data: png }, false);
    expectErrorShape(r, 401);
    expect(await storedFiles()).toEqual(before);
  });
});

describe('gallery images', () => {
  it('re-encodes a JPEG with GPS into metadata-free WebP at several widths', async () => {
    const jpeg = await makeJpegWithGps();
    // The fixture really carries GPS, so the assertions below cannot pass vacuously.
    expect(readExifGps((await sharp(jpeg).metadata()).exif!)).toMatchObject({ GPSLatitudeRef: FIXTURE_GPS.latitudeRef });

    const r = await uploadGallery({ field: 'image', filename: 'IMG_0001.JPG', type: 'image/jpeg', data: jpeg }, 'Site survey');
    expect(r.statusCode).toBe(201);
    const { image } = t.json(r);
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
    const { image } = t.json(r);
    const variants = parseSrcset(image.srcset);
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    const keys = variants.map((v) => keyOf(v.url));
    expect(await storedFiles()).toEqual(expect.arrayContaining(keys));
    for (const v of variants) expect((await t.request({ method: 'GET', url: v.url })).statusCode).toBe(200);

    const del = await t.request({ method: 'DELETE', url: `/api/gallery?id=${image.id}`, headers: bearer(admin.token) });
    expect(del.statusCode).toBe(200);

    for (const v of variants) {
      const gone = await t.request({ method: 'GET', url: v.url });
      expect(gone.statusCode).toBe(404);
      expect(t.json(gone).status).toBe('error');
    }
    const left = await storedFiles();
    for (const k of keys) expect(left).not.toContain(k);
    const list = t.json(await t.request({ method: 'GET', url: '/api/gallery' }));
    expect(list.gallery.map((g: { id: number }) => g.id)).not.toContain(image.id);
  });
});

describe('client logos', () => {
  it('stores a logo as WebP and deletes the old files when the logo is replaced', async () => {
    const first = await uploadLogo({ field: 'logo', filename: 'logo.png', type: 'image/png', data: await makePng(600, 300) }, 'Nike Lake Resort');
    expect(first.statusCode).toBe(201);
    const id = t.json(first).id;
    const find = async () =>
      t.json(await t.request({ method: 'GET', url: '/api/clients?module=Hotels' })).clients.find((c: { id: number }) => c.id === id);
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
      expect((await t.request({ method: 'GET', url: `/uploads/${k}` })).statusCode).toBe(404);
    }
  });

  it('keeps the current logo when an update sends no new picture, and refusing a bad one changes nothing', async () => {
    const first = await uploadLogo({ field: 'logo', filename: 'logo.png', type: 'image/png', data: await makePng(320, 320) }, 'Milliken Hill Inn');
    expect(first.statusCode).toBe(201);
    const id = t.json(first).id;
    const find = async () =>
      t.json(await t.request({ method: 'GET', url: '/api/clients?module=Hotels' })).clients.find((c: { id: number }) => c.id === id);
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
    const id = t.json(r).id;
    const row = t.json(await t.request({ method: 'GET', url: '/api/clients?module=Hotels' })).clients.find((c: { id: number }) => c.id === id);
    const keys = parseSrcset(row.logo_srcset).map((v) => keyOf(v.url));
    expect(await storedFiles()).toEqual(expect.arrayContaining(keys));
    expect((await t.request({ method: 'DELETE', url: `/api/clients?id=${id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    const files = await storedFiles();
    for (const k of keys) expect(files).not.toContain(k);
  });
});

describe('review pictures', () => {
  it('stores a review picture as a small WebP avatar', async () => {
    const r = await submitReview({ field: 'profile_pic', filename: 'me.jpg', type: 'image/jpeg', data: await makeJpegWithGps({ width: 800, height: 800 }) });
    expect(r.statusCode).toBe(201);
    const id = t.json(r).id;
    const pending = t.json(await t.request({ method: 'GET', url: '/api/reviews?status=pending', headers: bearer(admin.token) }));
    const review = pending.reviews.find((x: { id: number }) => x.id === id);
    expect(review.image_path).toMatch(/^\/uploads\/[0-9a-f]{32}-192\.webp$/);
    const variants = await expectWebpVariants(review.image_srcset, [96, 192]);
    expect(await storedFiles()).toEqual(expect.arrayContaining(variants.map((v) => keyOf(v.url))));

    // Deleting the review removes its avatar too.
    expect((await t.request({ method: 'DELETE', url: `/api/reviews?id=${id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
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
    const gallery = t.json(await t.request({ method: 'GET', url: '/api/gallery' })).gallery as { srcset: string }[];
    const clients = t.json(await t.request({ method: 'GET', url: '/api/clients' })).clients as { logo_srcset: string }[];
    const reviews: { image_srcset: string }[] = [];
    for (const status of ['pending', 'approved', 'rejected']) {
      const r = t.json(await t.request({ method: 'GET', url: `/api/reviews?status=${status}`, headers: bearer(admin.token) }));
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
