import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deleteImage,
  IMAGE_LIMITS,
  ImageError,
  keysFromSrcset,
  storeImage,
  type StoredImage,
} from '../../server/services/images';
import type { Storage } from '../../server/services/storage';
import { filesIn, imageStorageFolders } from '../support/image-storage';
import {
  makeBigFile,
  makeCorruptJpeg,
  makeHugeDimensionPng,
  makeJpegWithGps,
  makePngBomb,
  readExifGps,
  textFileNamedPng,
} from '../support/images';

const folders = imageStorageFolders();
const freshStorage = () => folders.fresh();

async function expectImageError(promise: Promise<unknown>, status: number, message: string | RegExp): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageError);
  expect((err as ImageError).status).toBe(status);
  expect((err as ImageError).message).toMatch(message);
}

describe('storeImage refuses unacceptable uploads', () => {
  it('refuses a text file named .png with 415 because the type is recognised by content', async () => {
    const { dir, storage } = await freshStorage();
    await expectImageError(
      storeImage(storage, textFileNamedPng(), 'gallery'),
      415,
      'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.',
    );
    expect(await filesIn(path.join(dir, 'uploads'))).toEqual([]);
  });

  it('refuses other real file types such as SVG and TIFF with 415', async () => {
    const { storage } = await freshStorage();
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).tiff().toBuffer();
    await expectImageError(storeImage(storage, tiff, 'logo'), 415, /Only JPEG/);
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    await expectImageError(storeImage(storage, svg, 'logo'), 415, /Only JPEG/);
  });

  it('refuses a 15 MB visitor picture and a 25 MB admin picture with 413 before looking at their content', async () => {
    const { storage } = await freshStorage();
    const big = makeBigFile(15 * 1024 * 1024);
    expect(big.length).toBe(15 * 1024 * 1024);
    await expectImageError(
      storeImage(storage, big, 'avatar'),
      413,
      'The image is larger than 5 MB. Please choose a smaller picture.',
    );
    await expectImageError(
      storeImage(storage, makeBigFile(25 * 1024 * 1024), 'gallery'),
      413,
      'The image is larger than 20 MB. Please choose a smaller picture.',
    );
  });

  it('refuses a file one byte over its limit with 413: 5 MB for a visitor, 20 MB for an admin', async () => {
    const { storage } = await freshStorage();
    await expectImageError(storeImage(storage, makeBigFile(IMAGE_LIMITS.maxBytes + 1), 'avatar'), 413, /larger than 5 MB/);
    await expectImageError(storeImage(storage, makeBigFile(IMAGE_LIMITS.adminMaxBytes + 1), 'gallery'), 413, /larger than 20 MB/);
  });

  it('refuses a small PNG of over 50 megapixels with 400', async () => {
    const { dir, storage } = await freshStorage();
    const png = await makeHugeDimensionPng(9000, 6000);
    expect(png.length).toBeLessThan(IMAGE_LIMITS.maxBytes / 5);
    const meta = await sharp(png, { limitInputPixels: false }).metadata();
    expect(meta.width * meta.height).toBeGreaterThan(IMAGE_LIMITS.maxPixels);
    await expectImageError(
      storeImage(storage, png, 'gallery'),
      400,
      'The image is too large in dimensions (over 50 megapixels).',
    );
    expect(await filesIn(path.join(dir, 'uploads'))).toEqual([]);
  });

  it('refuses a decompression bomb whose header claims 100000x100000 pixels with 400', async () => {
    const { storage } = await freshStorage();
    const bomb = await makePngBomb();
    expect(bomb.length).toBeLessThan(200);
    await expectImageError(storeImage(storage, bomb, 'gallery'), 400, /over 50 megapixels/);
  });

  it('refuses a file that looks like a JPEG but cannot be decoded with 400', async () => {
    const { dir, storage } = await freshStorage();
    await expectImageError(storeImage(storage, makeCorruptJpeg(), 'gallery'), 400, 'The file could not be read as an image.');
    expect(await filesIn(path.join(dir, 'uploads'))).toEqual([]);
  });

  it('refuses a truncated JPEG with 400', async () => {
    const { storage } = await freshStorage();
    const jpeg = await makeJpegWithGps();
    await expectImageError(storeImage(storage, jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'gallery'), 400, /could not be read/);
  });
});

describe('storeImage re-encodes a JPEG with GPS data', () => {
  let dir: string;
  let storage: Storage;
  let stored: StoredImage;
  let source: Buffer;

  beforeAll(async () => {
    ({ dir, storage } = await freshStorage());
    source = await makeJpegWithGps();
    // The fixture really carries GPS before upload.
    const before = await sharp(source).metadata();
    expect(readExifGps(before.exif!)).toMatchObject({ GPSLatitudeRef: 'N', GPSLongitudeRef: 'E' });
    stored = await storeImage(storage, source, 'gallery');
  });

  it('returns one variant per gallery width, ascending, with a random hex id in the names', () => {
    expect(stored.id).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    for (const v of stored.variants) {
      expect(v.key).toBe(`${stored.id}-${v.width}.webp`);
      expect(v.url).toBe(`/uploads/${v.key}`);
    }
    expect(stored.width).toBe(1200);
    expect(stored.height).toBe(800);
    expect(stored.url).toBe(`/uploads/${stored.id}-1200.webp`);
  });

  it('builds the srcset from the variant urls and widths', () => {
    expect(stored.srcset).toBe(
      `/uploads/${stored.id}-480.webp 480w, /uploads/${stored.id}-960.webp 960w, /uploads/${stored.id}-1200.webp 1200w`,
    );
  });

  it('writes exactly the variant files to disk and nothing else', async () => {
    expect(await filesIn(path.join(dir, 'uploads'))).toEqual(stored.variants.map((v) => v.key).sort());
  });

  it('stores WebP files without EXIF, GPS, XMP or ICC metadata at the announced sizes', async () => {
    for (const v of stored.variants) {
      const file = await storage.get(v.key);
      expect(file).not.toBeNull();
      expect(file!.contentType).toBe('image/webp');
      const meta = await sharp(file!.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(v.width);
      expect(meta.height).toBe(Math.round((v.width * 800) / 1200));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      // Belt and braces: no EXIF chunk and no GPS marker anywhere in the bytes.
      expect(file!.data.includes(Buffer.from('EXIF'))).toBe(false);
      expect(file!.data.includes(Buffer.from('Exif'))).toBe(false);
      expect(file!.data.includes(Buffer.from('FixtureCam'))).toBe(false);
    }
  });

  it('gives every upload a different random name', async () => {
    const again = await storeImage(storage, source, 'gallery');
    expect(again.id).not.toBe(stored.id);
    await deleteImage(storage, again.variants.map((v) => v.key));
  });

  it('deletes all the files again from the keys parsed back out of the srcset', async () => {
    const keys = keysFromSrcset(stored.srcset);
    expect(keys).toEqual(stored.variants.map((v) => v.key));
    await deleteImage(storage, keys);
    expect(await filesIn(path.join(dir, 'uploads'))).toEqual([]);
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    // Deleting again is not an error.
    await expect(deleteImage(storage, keys)).resolves.toBeUndefined();
  });
});
