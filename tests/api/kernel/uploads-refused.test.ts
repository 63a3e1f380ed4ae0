import { describe, expect, it } from 'vitest';
import { bearer } from '../../support/app';
import { solvedCaptcha } from '../../support/captcha';
import { makeBigFile, makeHugeDimensionPng, makePng } from '../../support/images';
import { expectErrorShape, textAsPng, uploadsApp } from '../../support/uploads-app';

/**
 * Image uploads through the HTTP API (docs/decisions/0002-image-uploads.md), refused: content sniffing, size and
 * pixel limits, bad fields, several files or no token, and never a file left behind on a refusal.
 * What is stored, and removed on deletion: uploads-stored.test.ts.
 */

const up = uploadsApp();
const { post, storedFiles, submitReview, uploadGallery, uploadLogo } = up;

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
    const list = up.t.json(await up.t.request({ method: 'GET', url: '/api/clients?module=Hotels' }));
    expect(list.clients.map((c: { name: string }) => c.name)).not.toContain(name);
  });

  it('refuses a text file named .png with 415 as a public review picture, and stores no review', async () => {
    const before = await storedFiles();
    const pendingBefore = up.t.json(await up.t.request({ method: 'GET', url: '/api/reviews?status=pending', headers: bearer(up.admin.token) })).reviews.length;
    const r = await submitReview(textAsPng('profile_pic'));
    expectErrorShape(r, 415);
    expect(await storedFiles()).toEqual(before);
    const pendingAfter = up.t.json(await up.t.request({ method: 'GET', url: '/api/reviews?status=pending', headers: bearer(up.admin.token) })).reviews.length;
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
    const list = up.t.json(await up.t.request({ method: 'GET', url: '/api/gallery' }));
    expect(list.gallery.map((g: { title: string }) => g.title)).not.toContain('Huge');
  });

  it('stores nothing when a good picture arrives with bad fields or for a client that does not exist', async () => {
    const before = await storedFiles();
    const png = await makePng(400, 300);
    const noTitle = await post('/api/gallery', { title: '  ' }, { field: 'image', filename: 'a.png', type: 'image/png', data: png });
    expect(expectErrorShape(noTitle, 400).message).toBe('Title is required.');
    const badRating = await post(
      '/api/reviews',
      { name: 'Ngozi', rating: '7', review_text: 'Great.', captchaToken: await solvedCaptcha(up.t) },
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
    const r = await up.t.request({
      method: 'POST', url: '/api/gallery', payload, headers: { ...bearer(up.admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
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
    expect(up.t.json(r).message).not.toMatch(/5 MB/);
  });

  it('refuses an upload without a token and stores nothing', async () => {
    const before = await storedFiles();
    const png = await makePng(400, 300);
    const r = await post('/api/gallery', { title: 'Anonymous' }, { field: 'image', filename: 'a.png', type: 'image/png', data: png }, false);
    expectErrorShape(r, 401);
    expect(await storedFiles()).toEqual(before);
  });
});
