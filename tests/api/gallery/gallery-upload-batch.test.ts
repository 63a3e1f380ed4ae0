import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as gallery from '../../../modules/gallery/gallery.repository';
import { addPhoto } from '../../../modules/gallery/photo-upload.server';
import { bearer, createTestApp, dialect, multipart, type TestApp } from '../../support/app';

/**
 * Photos chosen together in the admin's upload form keep the order they were chosen in, although
 * the browser sends them two at a time and they are stored in the order they finish
 * (docs/decisions/0026-admin-photo-uploads.md). Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let admin: { token: string };
let otherAdmin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  otherAdmin = await t.createUser({ role: 'admin' });
});
afterAll(() => t?.close());

type Image = { id: number; title: string; position: number };

const small = (i: number) => sharp({ create: { width: 40 + i, height: 30, channels: 3, background: { r: 7 * i, g: 80, b: 120 } } }).jpeg().toBuffer();
const upload = async (fields: Record<string, string>, i = 0, as = admin) =>
  t.request({ method: 'POST', url: '/api/gallery', ...multipart(fields, { field: 'image', filename: 'IMG_20261201_093011.jpg', type: 'image/jpeg', data: await small(i) }, bearer(as.token)) });
/** Sends uploads two at a time, as the admin screen does (the server admits two per account). */
async function twoAtATime<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const k = next++;
      results[k] = await jobs[k]();
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}
const publicList = async (): Promise<Image[]> => t.json(await t.request({ method: 'GET', url: '/api/gallery' })).gallery;
const newBatch = () => randomBytes(12).toString('hex');
const titlesOf = (list: Image[], prefix: string) => list.filter((g) => g.title.startsWith(prefix)).map((g) => g.title);
/** The positions of a batch's photos in the whole list: contiguous when they are next to each other. */
const indexesOf = (list: Image[], prefix: string) => list.flatMap((g, i) => (g.title.startsWith(prefix) ? [i] : []));

describe('photos chosen together', () => {
  it('are stored in the order chosen, whatever order their uploads finish in, and first in the gallery', async () => {
    expect((await upload({ title: 'Older photo', alt: 'An older photo' })).statusCode).toBe(201);
    const batch = newBatch();
    // Chosen as 0 1 2 3 4; the uploads finish as 3 0 4 1 2.
    for (const place of [3, 0, 4, 1, 2]) {
      const r = await upload({ title: `Chosen ${place}`, alt: `Photo ${place}`, batch, place: String(place) }, place);
      expect(r.statusCode).toBe(201);
    }
    const list = await publicList();
    expect(list.slice(0, 5).map((g) => g.title)).toEqual(['Chosen 0', 'Chosen 1', 'Chosen 2', 'Chosen 3', 'Chosen 4']);
    expect(list[5].title).toBe('Older photo');
    expect(new Set(list.map((g) => g.position)).size).toBe(list.length);
    // The batch is only for placing: the answer and the public list do not carry it.
    expect(Object.keys(list[0])).not.toContain('upload_batch');
    expect(Object.keys(list[0])).not.toContain('upload_place');

    // A photo uploaded on its own afterwards comes first, as before.
    expect((await upload({ title: 'Alone', alt: 'On its own' })).statusCode).toBe(201);
    expect((await publicList())[0].title).toBe('Alone');
  });

  it(`keep their order when two admins upload batches at the same time, each two at a time (${dialect})`, async () => {
    const mine = newBatch();
    const theirs = newBatch();
    const places = [...Array(10).keys()];
    const [myAnswers, theirAnswers] = await Promise.all([
      // Sent out of the order chosen, so neither "first sent" nor "last finished" gives the order chosen.
      twoAtATime([3, 0, 4, 1, 2, 9, 5, 7, 8, 6].map((p) => () => upload({ title: `Mine ${String(p).padStart(2, '0')}`, alt: 'Mine', batch: mine, place: String(p) }, p))),
      twoAtATime(places.slice(0, 6).map((p) => () => upload({ title: `Theirs ${p}`, alt: 'Theirs', batch: theirs, place: String(p) }, p, otherAdmin))),
    ]);
    const answers = [...myAnswers, ...theirAnswers];
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const list = await publicList();
    expect(titlesOf(list, 'Mine ')).toEqual(places.map((p) => `Mine ${String(p).padStart(2, '0')}`));
    expect(titlesOf(list, 'Theirs ')).toEqual(places.slice(0, 6).map((p) => `Theirs ${p}`));
    // Each batch stays together, the two batches first.
    const at = indexesOf(list, 'Mine ');
    expect(at[at.length - 1] - at[0]).toBe(at.length - 1);
    const theirsAt = indexesOf(list, 'Theirs ');
    expect(theirsAt[theirsAt.length - 1] - theirsAt[0]).toBe(theirsAt.length - 1);
    expect([...at, ...theirsAt].sort((a, b) => a - b)).toEqual([...Array(16).keys()]);
    expect(new Set(list.map((g) => g.position)).size).toBe(list.length);
  });

  it(`keep their order when 30 are stored at once with pictures uploaded alone in between (${dialect})`, async () => {
    const db = t.app.ctx.db;
    const batches = [newBatch(), newBatch()];
    const picture = { alt: 'x', image_url: '/uploads/x.webp', srcset: '/uploads/x.webp 40w', width: 40, height: 30 };
    const ids = await Promise.all([
      ...Array.from({ length: 30 }, (_, k) => {
        const place = (k * 7) % 15; // 0 7 14 6 13 … : every place of 0–14 once per batch, out of order
        return addPhoto(db, { ...picture, title: `Parallel ${k % 2} ${String(place).padStart(2, '0')}` }, { batch: batches[k % 2], place });
      }),
      addPhoto(db, { ...picture, title: 'Loose one' }),
      addPhoto(db, { ...picture, title: 'Loose two' }),
    ]);
    expect(new Set(ids).size).toBe(32);
    const list = await gallery.list(db);
    for (const b of [0, 1]) {
      const prefix = `Parallel ${b} `;
      expect(titlesOf(list as Image[], prefix)).toEqual(Array.from({ length: 15 }, (_, p) => `${prefix}${String(p).padStart(2, '0')}`));
      const at = indexesOf(list as Image[], prefix);
      expect(at[at.length - 1] - at[0]).toBe(14);
    }
    expect(new Set(list.map((g) => g.position)).size).toBe(list.length);
    for (const g of list) await gallery.remove(db, g.id);
  });

  it('refuses a malformed batch or a place without its batch with a clear 400, and stores nothing', async () => {
    const before = (await publicList()).length;
    const cases: [Record<string, string>, string][] = [
      [{ batch: 'short', place: '0' }, 'The upload batch must be 8 to 64 letters, digits, - or _.'],
      [{ batch: newBatch(), place: '-1' }, 'The photo’s place in its batch must be a whole number.'],
      [{ batch: newBatch(), place: 'first' }, 'The photo’s place in its batch must be a whole number.'],
      [{ place: '2' }, 'Send the upload batch and the photo’s place in it together.'],
      [{ batch: newBatch() }, 'Send the upload batch and the photo’s place in it together.'],
    ];
    for (const [fields, message] of cases) {
      const r = await upload({ title: 'Refused', alt: 'Refused', ...fields });
      expect(r.statusCode).toBe(400);
      expect(t.json(r)).toEqual({ status: 'error', message });
    }
    expect((await publicList()).length).toBe(before);
  });
});
