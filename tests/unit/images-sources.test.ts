import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { keysFromSrcset, storeImage, VARIANT_WIDTHS } from '../../server/services/images';
import { makeAnimatedGif, makeAvif, makeGif, makeJpegWithGps, makePng, makeWebp } from '../support/images';
import type { Storage } from '../../server/services/storage';
import { filesIn, imageStorageFolders } from '../support/image-storage';

// How stored pictures come out of odd sources: rotated phone photos, small sources, other formats,
// a failing storage; the srcset's keys; the local storage's keys. What is refused and how a JPEG is
// re-encoded: ./images.test.ts.

const folders = imageStorageFolders();
const freshStorage = () => folders.fresh();

describe('storeImage handles orientation, small sources and other formats', () => {
  it('applies the EXIF orientation so a rotated phone photo is stored upright', async () => {
    const { storage } = await freshStorage();
    // Stored as 1200x800 landscape pixels, tagged "rotate 90° clockwise" => displayed 800x1200 portrait.
    const jpeg = await makeJpegWithGps({ orientation: 6 });
    const stored = await storeImage(storage, jpeg, 'gallery');
    expect(stored.variants.map((v) => v.width)).toEqual([480, 800]);
    expect(stored.width).toBe(800);
    expect(stored.height).toBe(1200);
    const meta = await sharp((await storage.get(stored.variants[1].key))!.data).metadata();
    expect([meta.width, meta.height]).toEqual([800, 1200]);
    expect(meta.orientation).toBeUndefined();
  });

  it('does not enlarge or duplicate variants when the source is narrower than the widths', async () => {
    const { dir, storage } = await freshStorage();
    const stored = await storeImage(storage, await makePng(300, 200), 'gallery');
    expect(stored.variants.map((v) => v.width)).toEqual([300]);
    expect(stored.srcset).toBe(`/uploads/${stored.id}-300.webp 300w`);
    expect(await filesIn(path.join(dir, 'uploads'))).toEqual([`${stored.id}-300.webp`]);

    const logo = await storeImage(storage, await makePng(200, 100), 'logo');
    expect(logo.variants.map((v) => v.width)).toEqual([160, 200]);
  });

  it('uses the avatar and logo widths for those kinds', async () => {
    const { storage } = await freshStorage();
    const avatar = await storeImage(storage, await makePng(1000, 1000), 'avatar');
    expect(avatar.variants.map((v) => v.width)).toEqual(VARIANT_WIDTHS.avatar);
    const logo = await storeImage(storage, await makePng(1000, 500), 'logo');
    expect(logo.variants.map((v) => v.width)).toEqual(VARIANT_WIDTHS.logo);
  });

  it.each([
    ['PNG', () => makePng(640, 480)],
    ['WebP', () => makeWebp(640, 480)],
    ['GIF', () => makeGif(640, 480)],
    ['AVIF', () => makeAvif(640, 480)],
  ])('accepts a %s upload and stores it as WebP', async (_name, make) => {
    const { storage } = await freshStorage();
    const stored = await storeImage(storage, await make(), 'gallery');
    expect(stored.variants.map((v) => v.width)).toEqual([480, 640]);
    for (const v of stored.variants) {
      const meta = await sharp((await storage.get(v.key))!.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(v.width);
    }
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const { storage } = await freshStorage();
    const gif = await makeAnimatedGif(200, 100, 3);
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const stored = await storeImage(storage, gif, 'logo');
    expect(stored.variants.map((v) => v.width)).toEqual([160, 200]);
    expect(stored.height).toBe(100);
    const out = await sharp((await storage.get(stored.variants[1].key))!.data).metadata();
    expect(out.pages ?? 1).toBe(1);
    expect([out.width, out.height]).toEqual([200, 100]);
    // First frame is red.
    const { data } = await sharp((await storage.get(stored.variants[1].key))!.data)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(50);
  });

  it('removes the variants already written when the storage fails midway', async () => {
    const { dir, storage: local } = await freshStorage();
    let puts = 0;
    const flaky: Storage = {
      ...local,
      async put(key, data, contentType) {
        if (++puts === 2) throw new Error('disk full');
        await local.put(key, data, contentType);
      },
    };
    await expect(storeImage(flaky, await makePng(1000, 500), 'gallery')).rejects.toThrow('disk full');
    expect(await filesIn(path.join(dir, 'uploads'))).toEqual([]);
  });
});

describe('keysFromSrcset', () => {
  const id = 'a'.repeat(32);

  it('parses keys from a srcset, a bare url and an absolute url', () => {
    expect(keysFromSrcset(`/uploads/${id}-480.webp 480w, /uploads/${id}-960.webp 960w`)).toEqual([
      `${id}-480.webp`,
      `${id}-960.webp`,
    ]);
    expect(keysFromSrcset(`/uploads/${id}-960.webp`)).toEqual([`${id}-960.webp`]);
    expect(keysFromSrcset(`https://example.ng/uploads/${id}-960.webp?v=2 960w`)).toEqual([`${id}-960.webp`]);
  });

  it('returns nothing for empty values and ignores anything that is not one of our keys', () => {
    expect(keysFromSrcset('')).toEqual([]);
    expect(keysFromSrcset(null)).toEqual([]);
    expect(keysFromSrcset('/uploads/../../etc/passwd 1w, /static/logo.png 2w, /uploads/.env')).toEqual([]);
  });
});

describe('createLocalStorage', () => {
  it('rejects keys that could escape the upload directory or are not plain names', async () => {
    const { dir, storage } = await freshStorage();
    const bad = ['../evil.webp', '..', 'a/b.webp', '/etc/passwd', 'a\\b.webp', '', '.hidden', 'a..b', 'é.webp', 'a b.webp', 'x\0.webp'];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
      expect(() => storage.publicUrl(key), key).toThrow(/Invalid storage key/);
    }
    expect(existsSync(path.join(dir, 'evil.webp'))).toBe(false);
    expect(await filesIn(path.join(dir, 'uploads'))).toEqual([]);
  });

  it('creates its directory on first put, writes atomically and reads back', async () => {
    const { dir, storage } = await freshStorage();
    expect(existsSync(path.join(dir, 'uploads'))).toBe(false);
    await storage.put('abc-1.webp', Buffer.from('one'), 'image/webp');
    await storage.put('abc-1.webp', Buffer.from('two'), 'image/webp');
    expect(await filesIn(path.join(dir, 'uploads'))).toEqual(['abc-1.webp']); // no temp files left
    expect(await storage.get('abc-1.webp')).toEqual({ data: Buffer.from('two'), contentType: 'image/webp' });
    expect(await storage.get('missing.webp')).toBeNull();
    expect(storage.publicUrl('abc-1.webp')).toBe('/uploads/abc-1.webp');
  });

  it('treats deleting a missing key as success', async () => {
    const { storage } = await freshStorage();
    await expect(storage.delete('never-written.webp')).resolves.toBeUndefined();
  });
});
