import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dialect, multipart, type TestApp } from '../../support/app';
import { makeBigFile, makeCameraJpeg, readExifGps, textFileNamedPng } from '../../support/images';

/**
 * Gallery photos straight from a phone camera (docs/decisions/0026-admin-photo-uploads.md): an
 * admin's 12 MP JPEG over 5 MB is taken and stored shrunk, upright and without its GPS position;
 * alt text or decorative; the order the admin chooses, kept consistent under parallel saves.
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t?.close());

type Image = { id: number; title: string; alt: string; decorative: boolean; position: number; image_url: string; srcset: string; width: number; height: number };

const upload = (fields: Record<string, string>, data: Buffer, type = 'image/jpeg', token = admin.token) =>
  t.request({ method: 'POST', url: '/api/gallery', ...multipart(fields, { field: 'image', filename: 'IMG_0001.jpg', type, data }, bearer(token)) });
const reorder = (ids: number[]) =>
  t.request({ method: 'PUT', url: '/api/gallery/order', headers: { ...bearer(admin.token), 'content-type': 'application/json' }, payload: JSON.stringify({ ids }) });
const publicList = async (): Promise<Image[]> => t.json(await t.request({ method: 'GET', url: '/api/gallery' })).gallery;

/** The colour mark in each corner of a picture: the solid red or blue block of makeCameraJpeg, or none. */
async function cornerMarks(picture: Buffer) {
  const { data, info } = await sharp(picture).resize(12, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const mark = (x: number, y: number) => {
    const [r, g, b] = data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
    if (r > 180 && g < 80 && b < 80) return 'red';
    if (b > 180 && r < 80 && g < 80) return 'blue';
    return 'none';
  };
  const [right, bottom] = [info.width - 1, info.height - 1];
  return { topLeft: mark(0, 0), topRight: mark(right, 0), bottomLeft: mark(0, bottom), bottomRight: mark(right, bottom) };
}

/** A small picture, for the tests about order and texts. */
const small = (i: number) => sharp({ create: { width: 64 + i, height: 48, channels: 3, background: { r: 10 * i, g: 90, b: 60 } } }).jpeg().toBuffer();

describe('a photo straight from a phone camera', () => {
  it('is accepted over 5 MB and stored shrunk, upright and without GPS', async () => {
    // Portrait photo: the sensor's 4032 × 3024 pixels with EXIF orientation 6 (turn 90° clockwise).
    const photo = await makeCameraJpeg({ orientation: 6 });
    expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
    expect((await sharp(photo).metadata()).width).toBe(4032);

    const r = await upload({ title: 'Site survey at Ogui Road', alt: 'Technician on a ladder fixing a wireless antenna' }, photo);
    expect(r.statusCode).toBe(201);
    const image: Image = t.json(r).image;
    expect(image.alt).toBe('Technician on a ladder fixing a wireless antenna');
    expect(image.decorative).toBe(false);
    // Shrunk to the largest gallery width (1600 px), in portrait: 3024 × 4032 once turned.
    expect(image.width).toBe(1600);
    expect(image.height).toBe(2133);

    const stored = await t.request({ method: 'GET', url: image.image_url });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.length).toBeLessThan(photo.length / 4);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 2133 });
    expect(meta.orientation ?? 1).toBe(1);
    expect(meta.exif).toBeUndefined();
    expect(meta.exif ? readExifGps(meta.exif) : null).toBeNull();
    expect(stored.rawPayload.includes(Buffer.from('FixtureCam'))).toBe(false);

    // Turned a quarter clockwise, the sensor's red top-left block is at the top right and its blue
    // top-right block at the bottom right. Two marks tell every turn and mirror apart: the same
    // picture mirrored (left to right, or top to bottom) has its marks elsewhere.
    const upright = { topLeft: 'none', topRight: 'red', bottomLeft: 'none', bottomRight: 'blue' };
    expect(await cornerMarks(stored.rawPayload)).toEqual(upright);
    expect(await cornerMarks(await sharp(stored.rawPayload).flop().toBuffer())).not.toEqual(upright);
    expect(await cornerMarks(await sharp(stored.rawPayload).flip().toBuffer())).not.toEqual(upright);
  });

  it('refuses a file over 20 MB with 413 naming the limit, and a file that is no picture with 415', async () => {
    const big = await upload({ title: 'Too big' }, makeBigFile(21 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
    expect(t.json(big)).toEqual({ status: 'error', message: 'The image is larger than 20 MB. Please choose a smaller picture.' });

    const text = await upload({ title: 'Notes' }, textFileNamedPng(), 'image/png');
    expect(text.statusCode).toBe(415);
    expect(t.json(text).message).toBe('Only JPEG, PNG, WebP, GIF or AVIF images are accepted.');
    expect((await publicList()).map((g) => g.title)).not.toContain('Too big');
  });

  it('keeps the visitor limit of 5 MB on the public review form', async () => {
    const r = await t.request({
      method: 'POST',
      url: '/api/reviews',
      ...multipart({ name: 'Ada', rating: '5', review_text: 'Good.' }, { field: 'profile_pic', filename: 'me.jpg', type: 'image/jpeg', data: makeBigFile(6 * 1024 * 1024) }),
    });
    expect(r.statusCode).toBe(413);
    expect(t.json(r).message).toMatch(/5 MB/);
  });
});

describe('alt text or decorative', () => {
  it('stores a decorative picture with an empty alt, and gives a picture without alt text its title', async () => {
    const decorative: Image = t.json(await upload({ title: 'Pattern', decorative: 'true' }, await small(1))).image;
    expect(decorative).toMatchObject({ decorative: true, alt: '' });
    const plain: Image = t.json(await upload({ title: 'Our reception desk' }, await small(2))).image;
    expect(plain).toMatchObject({ decorative: false, alt: 'Our reception desk' });

    const edited = await t.request({
      method: 'PATCH', url: `/api/gallery?id=${plain.id}`, headers: bearer(admin.token), payload: { decorative: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(t.json(edited).image.decorative).toBe(true);
    const back = await t.request({
      method: 'PATCH', url: `/api/gallery?id=${decorative.id}`, headers: bearer(admin.token), payload: { decorative: false, alt: '' },
    });
    expect(t.json(back).image).toMatchObject({ decorative: false, alt: '' });
  });
});

describe('the order of the gallery', () => {
  it('puts a new picture first and follows a saved order in the public list', async () => {
    const fresh: Image = t.json(await upload({ title: 'Newest' }, await small(3))).image;
    const list = await publicList();
    expect(list[0].id).toBe(fresh.id);

    const wanted = [...list].reverse().map((g) => g.id);
    const r = await reorder(wanted);
    expect(r.statusCode).toBe(200);
    expect(t.json(r).gallery.map((g: Image) => g.id)).toEqual(wanted);
    const after = await publicList();
    expect(after.map((g) => g.id)).toEqual(wanted);
    expect(after.map((g) => g.position)).toEqual(wanted.map((_, i) => i));
  });

  it('keeps a picture the order leaves out (uploaded since) first and passes over a deleted one', async () => {
    const ids = (await publicList()).map((g) => g.id);
    const older = [...ids.slice(1)].reverse();
    const r = await reorder([...older, 987654]);
    expect(r.statusCode).toBe(200);
    expect((await publicList()).map((g) => g.id)).toEqual([ids[0], ...older]);
  });

  it('refuses an order that names a picture twice, is empty or is not an admin\'s, with a clear 4xx', async () => {
    const ids = (await publicList()).map((g) => g.id);
    const twice = await reorder([...ids, ids[0]]);
    expect(twice.statusCode).toBe(400);
    expect(t.json(twice).message).toBe('Each picture may appear only once in the order.');
    const empty = await reorder([]);
    expect(empty.statusCode).toBe(400);
    const member = await t.createUser();
    const notAdmin = await t.request({ method: 'PUT', url: '/api/gallery/order', headers: bearer(member.token), payload: { ids } });
    expect(notAdmin.statusCode).toBe(403);
    const anonymous = await t.request({ method: 'PUT', url: '/api/gallery/order', payload: { ids } });
    expect(anonymous.statusCode).toBe(401);
    expect((await publicList()).map((g) => g.id)).toEqual(ids);
  });

  it(`stays consistent under 25 parallel reorders, with uploads in between (${dialect})`, async () => {
    for (let i = 0; i < 3; i++) expect((await upload({ title: `Batch ${i}` }, await small(10 + i))).statusCode).toBe(201);
    const ids = (await publicList()).map((g) => g.id);
    // 25 different orders: each a rotation of the list.
    const orders = Array.from({ length: 25 }, (_, k) => ids.map((_, i) => ids[(i + k) % ids.length]));
    const answers = await Promise.all([
      ...orders.map((o) => reorder(o)),
      upload({ title: 'During the reorders' }, await small(20)),
    ]);
    expect(answers.slice(0, 25).map((a) => a.statusCode)).toEqual(orders.map(() => 200));
    expect(answers[25].statusCode).toBe(201);
    const added: Image = t.json(answers[25]).image;

    const after = await publicList();
    expect(after).toHaveLength(ids.length + 1);
    const positions = after.map((g) => g.position);
    expect(new Set(positions).size).toBe(positions.length);
    // The new picture is first, and the rest is exactly one of the orders sent.
    expect(after[0].id).toBe(added.id);
    expect(orders.map((o) => o.join())).toContain(after.slice(1).map((g) => g.id).join());

    // And once more with nothing else going on: every one of 25 parallel saves succeeds, the last to run wins.
    const ids2 = after.map((g) => g.id);
    const orders2 = Array.from({ length: 25 }, (_, k) => ids2.map((_, i) => ids2[(i + k) % ids2.length]));
    const answers2 = await Promise.all(orders2.map((o) => reorder(o)));
    expect(answers2.map((a) => a.statusCode)).toEqual(orders2.map(() => 200));
    const final = await publicList();
    expect(new Set(final.map((g) => g.position)).size).toBe(final.length);
    expect(final.map((g) => g.position)).toEqual(final.map((_, i) => i));
    expect(orders2.map((o) => o.join())).toContain(final.map((g) => g.id).join());
  });
});
