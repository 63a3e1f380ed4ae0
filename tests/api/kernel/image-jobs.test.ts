import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import { makePng } from '../../support/images';
import { IMAGE_JOBS, imageJobStats, resetImageJobStats } from '../../../server/services/images';

/**
 * Pictures cost the server memory and CPU, and reviews come from anyone: each kind has its own pixel
 * limit (checked from the header), an upload is decoded once whatever the number of widths, and at
 * most IMAGE_JOBS.concurrency pictures are processed at once, with a bounded queue behind (503 and
 * Retry-After beyond it, decided before the body is read).
 */

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  // Many reviews from one test address: the per-address limit is not what is tested here.
  t = await createTestApp({ RATE_LIMIT_REVIEW: '100000/1m' });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t?.close());

/** A tiny PNG (one colour, compresses to almost nothing) of the given size. */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 11, g: 93, b: 75 } } }).png({ compressionLevel: 9, palette: true }).toBuffer();

const review = async (picture?: Buffer) =>
  t.request({
    method: 'POST',
    url: '/api/reviews',
    ...multipart(
      { name: 'Chidi', rating: '5', review_text: 'Our pharmacy software works well.', captchaToken: await solvedCaptcha(t) },
      picture ? { field: 'profile_pic', filename: 'me.png', type: 'image/png', data: picture } : undefined,
    ),
  });
const gallery = (picture: Buffer, title = 'Training hall') =>
  t.request({ method: 'POST', url: '/api/gallery', ...multipart({ title }, { field: 'image', filename: 'a.png', type: 'image/png', data: picture }, bearer(admin.token)) });
const logo = (picture: Buffer) =>
  t.request({
    method: 'POST',
    url: '/api/clients',
    ...multipart({ module: 'Hotels', name: 'Coal City Bakery', location: 'Enugu' }, { field: 'logo', filename: 'l.png', type: 'image/png', data: picture }, bearer(admin.token)),
  });

describe('pixel limits per kind', () => {
  it('refuses a 6300 × 6300 PNG as a review picture with a clear 400, and stores no review', async () => {
    const png = await flatPng(6300, 6300);
    expect(png.length).toBeLessThan(400 * 1024); // small on the wire: the pixels are the cost
    const pending = async () => t.json(await t.request({ method: 'GET', url: '/api/reviews?status=pending', headers: bearer(admin.token) })).reviews.length;
    const before = await pending();
    const r = await review(png);
    expect(r.statusCode).toBe(400);
    expect(t.json(r)).toEqual({ status: 'error', message: 'The image is too large in dimensions (over 16 megapixels).' });
    expect(await pending()).toBe(before);
  });

  it('refuses a 2500 × 2500 client logo (over 4 MP), still takes the same picture in the gallery', async () => {
    const png = await flatPng(2500, 2500);
    const r = await logo(png);
    expect(r.statusCode).toBe(400);
    expect(t.json(r).message).toBe('The image is too large in dimensions (over 4 megapixels).');
    expect((await gallery(png)).statusCode).toBe(201);
  });

  it('takes a 12 MP phone-sized photo as a review picture', async () => {
    expect((await review(await flatPng(4000, 3000))).statusCode).toBe(201);
  });
});

describe('image jobs', () => {
  it('decodes an upload once, however many widths are made from it', async () => {
    resetImageJobStats();
    const r = await gallery(await makePng(2000, 1400)); // three widths: 480, 960, 1600
    expect(r.statusCode).toBe(201);
    expect(t.json(r).image.srcset.split(',')).toHaveLength(3);
    expect(imageJobStats()).toMatchObject({ jobs: 1, decodes: 1 });
  });

  it(`processes 26 review pictures sent at once from 26 addresses at most ${IMAGE_JOBS.concurrency} at a time; visitors hold at most ${IMAGE_JOBS.visitorPlaces} places, the others get 503 with Retry-After`, async () => {
    const picture = await makePng(600, 600);
    const tokens = await Promise.all(Array.from({ length: 26 }, () => solvedCaptcha(t)));
    resetImageJobStats();
    const answers = await Promise.all(
      tokens.map((captchaToken, i) =>
        t.request({
          method: 'POST',
          url: '/api/reviews',
          remoteAddress: `198.51.100.${i + 1}`,
          ...multipart(
            { name: `Reviewer ${i}`, rating: '4', review_text: 'Sent together with many others.', captchaToken },
            { field: 'profile_pic', filename: 'me.png', type: 'image/png', data: picture },
          ),
        }),
      ),
    );
    const stats = imageJobStats();
    expect(stats.maxActive).toBeLessThanOrEqual(IMAGE_JOBS.concurrency);
    expect(stats.maxAdmitted).toBeLessThanOrEqual(IMAGE_JOBS.visitorPlaces);
    expect(stats).toMatchObject({ active: 0, waiting: 0, admitted: 0 });
    for (const a of answers) {
      expect([201, 503], a.body).toContain(a.statusCode);
      if (a.statusCode === 503) {
        expect(a.headers['retry-after']).toBe(String(IMAGE_JOBS.retryAfterSeconds));
        expect(t.json(a)).toEqual({ status: 'error', message: 'We are processing many pictures right now. Please try again in a few seconds.' });
      }
    }
    const created = answers.filter((a) => a.statusCode === 201).length;
    expect(created).toBe(stats.jobs);
    expect(created).toBeGreaterThanOrEqual(1);
    expect(answers.length - created).toBe(stats.refused);
  });
  // Holding the slots full, every upload route and the per-account limit: tests/api/kernel/upload-admission.test.ts.
});
