import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createLocalStorage, type Storage } from '../../../server/services/storage';
import { createPgStorage } from '../../../server/services/storage-pg';
import { avifKeyOf, type AvifOutcome } from '../../../server/services/images/avif-jobs';
import { bearer, createTestApp, multipart, type TestApp } from '../../support/app';
import { makePng } from '../../support/images';

/**
 * Every stored WebP variant gets an AVIF copy, encoded in the background from the job table
 * (image_avif_jobs), picked up again by the next process, backfilled for pictures stored before;
 * /uploads/ serves the copy only where it exists, to browsers that accept AVIF, with Vary: Accept.
 * docs/decisions/0036-avif-and-save-data.md.
 */

const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const isAvif = (data: Buffer) => data.subarray(4, 12).toString('latin1') === 'ftypavif';

let t: TestApp;
let admin: { token: string };
/** The same files as the app's, without the AVIF jobs (what a process before this change stored). */
let raw: Storage;
beforeAll(async () => {
  // The worker is not started here: each test starts the one it needs, on the same database.
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
  raw = t.config.uploadsStorage === 'database' ? createPgStorage(t.app.ctx.db) : createLocalStorage(t.config.uploadsDir);
});
afterAll(() => t?.close());

/** Another process on the same database and files, its AVIF worker started at once. */
async function nextProcess(storage?: Storage, start = true) {
  const app = await buildApp(t.config, { db: t.app.ctx.db, storage, avif: { start, firstDelayMs: 0, everyMs: 3_600_000 } });
  await app.ready();
  return app;
}

const jobs = () => t.app.ctx.db.selectFrom('image_avif_jobs').selectAll().execute();

async function uploadGallery(title: string) {
  const r = await t.request({
    method: 'POST',
    url: '/api/gallery',
    ...multipart({ title }, { field: 'image', filename: 'hall.png', type: 'image/png', data: await makePng(1200, 800) }, bearer(admin.token)),
  });
  expect(r.statusCode).toBe(201);
  const image = t.json(r).image as { id: number; srcset: string };
  const keys = image.srcset.split(',').map((c) => c.trim().split(/\s+/)[0].replace('/uploads/', ''));
  return { id: image.id, keys };
}

const fetchUpload = (key: string, accept?: string) => t.request({ method: 'GET', url: `/uploads/${key}`, headers: accept ? { accept } : {} });

describe('AVIF copies', () => {
  it('an upload answers with its WebP stored and AVIF jobs recorded; until the copy exists AVIF browsers get the WebP, briefly cached', async () => {
    const { keys } = await uploadGallery('Server room, Ogui Road');
    expect(keys.map((k) => k.replace(/^[0-9a-f]{32}/, ''))).toEqual(['-480.webp', '-960.webp', '-1200.webp']);
    const recorded = (await jobs()).map((j) => j.key);
    for (const key of keys) expect(recorded).toContain(key);

    const before = await fetchUpload(keys[0], CHROMIUM_IMAGE_ACCEPT);
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('image/webp');
    expect(before.headers.vary).toBe('Accept');
    expect(before.headers['cache-control']).toBe('public, max-age=600');
    expect(await raw.get(avifKeyOf(keys[0]))).toBeNull();
  });

  it('the next process encodes the jobs left behind (one held by a stopped process too); then AVIF browsers get AVIF, others WebP', async () => {
    const { id, keys } = await uploadGallery('Training hall, Independence Layout');
    // The largest variant was being encoded by a process that stopped: its lease has run out.
    await t.app.ctx.db.updateTable('image_avif_jobs').set({ attempts: 1, lease_until: new Date(Date.now() - 1000).toISOString() }).where('key', '=', keys[2]).execute();
    const next = await nextProcess();
    try {
      const outcomes = await Promise.all(keys.map((k) => next.ctx.avif.finished(k)));
      expect(outcomes).toEqual(['stored', 'stored', 'stored']);
    } finally {
      await next.close();
    }
    expect((await jobs()).filter((j) => keys.includes(j.key))).toEqual([]);

    for (const key of keys) {
      const avif = await fetchUpload(key, CHROMIUM_IMAGE_ACCEPT);
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(isAvif(avif.rawPayload)).toBe(true);
      expect(avif.headers.vary).toBe('Accept');
      expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const webp = await fetchUpload(key, 'image/webp,*/*;q=0.8');
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers.vary).toBe('Accept');
      expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const refused = await fetchUpload(key, 'image/avif;q=0,image/webp');
      expect(refused.headers['content-type']).toBe('image/webp');
      const [wide] = await Promise.all([sharp(avif.rawPayload).metadata(), sharp(webp.rawPayload).metadata()]);
      expect(wide.width).toBe(Number(/-(\d+)\.webp$/.exec(key)![1]));
    }

    // Deleting the picture deletes its copies.
    expect((await t.request({ method: 'DELETE', url: `/api/gallery?id=${id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    for (const key of keys) {
      expect(await raw.get(key)).toBeNull();
      expect(await raw.get(avifKeyOf(key))).toBeNull();
    }
  });

  it('backfills pictures stored before AVIF copies existed, and a job whose picture is gone ends without a copy', async () => {
    const webp = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 11, g: 93, b: 75 } } }).webp({ quality: 78 }).toBuffer();
    const old = `${randomBytes(16).toString('hex')}-320.webp`;
    await raw.put(old, webp, 'image/webp');
    const gone = `${randomBytes(16).toString('hex')}-480.webp`;
    await t.app.ctx.db.insertInto('image_avif_jobs').values({ key: gone, created_at: new Date().toISOString() }).execute();
    expect((await jobs()).map((j) => j.key)).not.toContain(old);

    const next = await nextProcess();
    try {
      expect(await Promise.all([next.ctx.avif.finished(old), next.ctx.avif.finished(gone)])).toEqual(['stored', 'gone']);
    } finally {
      await next.close();
    }
    expect(isAvif((await raw.get(avifKeyOf(old)))!.data)).toBe(true);
    expect(await raw.get(avifKeyOf(gone))).toBeNull();
    expect(await jobs()).toEqual([]);
    expect((await fetchUpload(old, CHROMIUM_IMAGE_ACCEPT)).headers['content-type']).toBe('image/avif');
  });

  it('two processes working through 30 jobs at once encode each exactly once', async () => {
    const webp = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 20 } } }).webp().toBuffer();
    const keys = Array.from({ length: 30 }, () => `${randomBytes(16).toString('hex')}-64.webp`);
    await Promise.all(keys.map((k) => raw.put(k, webp, 'image/webp')));
    await t.app.ctx.avif.enqueue(keys); // this process's worker is not started: the rows only
    const seen: [string, AvifOutcome][] = [];
    // Every AVIF copy written by either process, counted.
    const written = new Map<string, number>();
    const counting: Storage = { ...raw, put: async (key, data, type) => (written.set(key, (written.get(key) ?? 0) + 1), raw.put(key, data, type)) };
    const processes = await Promise.all([nextProcess(counting, false), nextProcess(counting, false)]);
    // Both workers start in the same turn, so they ask for the same first jobs at the same moment.
    for (const p of processes) p.ctx.avif.start({ firstDelayMs: 0, everyMs: 3_600_000 });
    try {
      await Promise.all(
        keys.map((k) => Promise.race(processes.map((p) => p.ctx.avif.finished(k))).then((outcome) => seen.push([k, outcome]))),
      );
    } finally {
      await Promise.all(processes.map((p) => p.close()));
    }
    expect(seen.map(([, o]) => o)).toEqual(keys.map(() => 'stored'));
    expect(new Set(seen.map(([k]) => k)).size).toBe(30);
    expect(keys.map((k) => written.get(avifKeyOf(k)))).toEqual(keys.map(() => 1));
    for (const k of keys) expect(isAvif((await raw.get(avifKeyOf(k)))!.data)).toBe(true);
    expect(await jobs()).toEqual([]);
  });

  it('a picture that cannot be encoded is tried three times, then kept as WebP alone', async () => {
    const broken = `${randomBytes(16).toString('hex')}-320.webp`;
    await raw.put(broken, Buffer.from('RIFF....WEBPVP8 not a picture'), 'image/webp');
    await t.app.ctx.avif.enqueue([broken]);
    const next = await nextProcess();
    try {
      expect(await next.ctx.avif.finished(broken)).toBe('failed');
    } finally {
      await next.close();
    }
    expect(await jobs()).toMatchObject([{ key: broken, attempts: 3, failed: 1 }]);
    const served = await fetchUpload(broken, CHROMIUM_IMAGE_ACCEPT);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
