import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, multipart, type TestApp } from './app';
import { solvedCaptcha } from './captcha';
import { filesIn } from './image-storage';
import { textFileNamedPng } from './images';

/**
 * For the tests of image uploads through the HTTP API (tests/api/kernel/uploads-refused.test.ts,
 * uploads-stored.test.ts): an app with an admin, started before the file's tests and closed after
 * them, the three ways a picture arrives (gallery, client logo, public review), and what is in its
 * uploads folder.
 */
export function uploadsApp() {
  let t!: TestApp;
  let admin!: { token: string };
  let uploadsDir = '';
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
    uploadsDir = path.join(t.dataDir, 'uploads');
  });
  afterAll(() => t?.close());

  /** The files in the uploads folder, sorted (the folder appears with the first upload). */
  const storedFiles = () => filesIn(uploadsDir);

  const post = (url: string, fields: Record<string, string>, file?: FilePart, auth = true) =>
    t.request({ method: 'POST', url, ...multipart(fields, file, auth ? bearer(admin.token) : {}) });

  const uploadGallery = (file?: FilePart, title = 'Training hall') => post('/api/gallery', { title }, file);
  const uploadLogo = (file?: FilePart, name = 'Coal City Bakery', url = '/api/clients') =>
    post(url, { module: 'Hotels', name, location: 'Enugu' }, file);
  const submitReview = async (file?: FilePart) =>
    post('/api/reviews', { name: 'Ngozi Eze', rating: '5', review_text: 'Excellent training, thank you.', captchaToken: await solvedCaptcha(t) }, file, false);

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

  return {
    get t() {
      return t;
    },
    get admin() {
      return admin;
    },
    storedFiles,
    post,
    uploadGallery,
    uploadLogo,
    submitReview,
    expectWebpVariants,
  };
}

export type FilePart = { field: string; filename: string; type: string; data: Buffer };

/** `/uploads/a-480.webp 480w, /uploads/a-960.webp 960w` → [{ url, width }] */
export function parseSrcset(srcset: string): { url: string; width: number }[] {
  return srcset.split(',').map((part) => {
    const [url, w] = part.trim().split(/\s+/);
    return { url, width: Number(w.replace(/w$/, '')) };
  });
}

export const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

export function expectErrorShape(r: LightMyRequestResponse, status: number) {
  expect(r.statusCode).toBe(status);
  expect(r.headers['content-type']).toMatch(/application\/json/);
  const body = JSON.parse(r.body);
  expect(body).toEqual({ status: 'error', message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(10);
  expect(body.message).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  return body as { status: 'error'; message: string };
}

export const textAsPng = (field: string): FilePart => ({ field, filename: 'photo.png', type: 'image/png', data: textFileNamedPng() });
