import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import { isValidKey, PUBLIC_PREFIX, type Storage } from '../storage';
import { ACCEPTED_TYPES, decodeError, encodeVariants, loadImageLibs, orientedSize, SHARP_INPUT, type ImageLibs } from './encode';
import { inImageSlot } from './jobs';
import { IMAGE_MESSAGES, ImageError, MAX_BYTES, MAX_PIXELS, tooBigMessage, tooManyPixelsMessage, VARIANT_WIDTHS, type ImageKind, type StoredImage } from './limits';

/** Storing an upload's variants, deleting them, and finding their keys again in a stored srcset. */

/** The stored key shape: 32 hex chars of random id, '-', width, '.webp'. */
const KEY_SHAPE = /^[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$/;

/**
 * Validate, re-encode and store an uploaded image.
 * Throws ImageError (status 400/413/415, user-facing message) for bad input, and an HttpError 503
 * with Retry-After when too many pictures are waiting to be processed (IMAGE_JOBS; an upload route
 * admits its upload before reading the body, so an admitted one finds its place);
 * storage failures are re-thrown as they are, after removing what was written.
 */
export async function storeImage(storage: Storage, data: Buffer, kind: ImageKind): Promise<StoredImage> {
  if (data.length > MAX_BYTES[kind]) {
    throw new ImageError(413, tooBigMessage(MAX_BYTES[kind]));
  }

  const { sharp, fileTypeFromBuffer } = await loadImageLibs();
  // Sniffing, reading the header and encoding all run in the slot: a burst waits in the queue
  // before any of its work starts (server/services/images/jobs.ts).
  const encoded = await inImageSlot(async () => {
    const type = await fileTypeFromBuffer(data);
    if (!type || !ACCEPTED_TYPES.has(type.ext)) {
      throw new ImageError(415, IMAGE_MESSAGES.badType);
    }
    const targets = variantTargets(await readHeader(sharp, data, kind), kind);
    // Encode everything first (small buffers), so a decode error stores nothing.
    return encodeVariants(sharp, data, targets, kind);
  });
  if (encoded.length === 0) {
    throw new ImageError(400, IMAGE_MESSAGES.unreadable);
  }

  const id = randomBytes(16).toString('hex');
  const variants: StoredImage['variants'] = [];
  const written: string[] = [];
  try {
    for (const e of encoded) {
      const key = `${id}-${e.width}.webp`;
      written.push(key); // before put: a failed put may still have left something behind
      await storage.put(key, e.data, 'image/webp');
      variants.push({ width: e.width, key, url: storage.publicUrl(key) });
    }
  } catch (err) {
    await deleteImage(storage, written).catch(() => {});
    throw err;
  }

  const largest = encoded[encoded.length - 1];
  return {
    id,
    width: largest.width,
    height: largest.height,
    variants,
    url: variants[variants.length - 1].url,
    srcset: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
  };
}

/** The picture's header (no pixels decoded), checked against the kind's pixel limit. */
async function readHeader(sharp: ImageLibs['sharp'], data: Buffer, kind: ImageKind): Promise<Metadata> {
  let meta: Metadata;
  try {
    meta = await sharp(data, SHARP_INPUT).metadata();
  } catch (err) {
    throw decodeError(err, kind);
  }
  // With pages: 1 sharp 0.35 reports one frame's height; pageHeight (set when several frames are
  // loaded, where height is all frames stacked) is preferred defensively.
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  const width = meta.width ?? 0;
  if (width * frameHeight > MAX_PIXELS[kind]) {
    throw new ImageError(400, tooManyPixelsMessage(kind));
  }
  if (width < 1 || frameHeight < 1) {
    throw new ImageError(400, IMAGE_MESSAGES.unreadable);
  }
  return { ...meta, height: frameHeight };
}

/** The widths to make: the kind's, never above the source's width (no enlarging), ascending. */
function variantTargets(meta: Metadata, kind: ImageKind): number[] {
  const source = orientedSize(meta);
  return [...new Set(VARIANT_WIDTHS[kind].map((w) => Math.min(w, source.width)))].sort((a, b) => a - b);
}

/**
 * Delete stored files. Missing files are ignored; every key is attempted even
 * if one fails, and the first failure is re-thrown afterwards.
 */
export async function deleteImage(storage: Storage, keys: string[]): Promise<void> {
  const results = await Promise.allSettled([...new Set(keys)].map((key) => storage.delete(key)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Parse the storage keys back out of a srcset ('url 320w, url 640w') or a
 * single url, as stored in a DB column. Accepts relative ('/uploads/k') or
 * absolute ('https://host/uploads/k') URLs. Only keys of the shape storeImage
 * produces are returned, so a tampered column cannot make us delete anything
 * else. Note: a column holding only `url` yields only the largest variant;
 * store `srcset` (or all keys) to be able to delete every variant.
 */
export function keysFromSrcset(srcset: string | null | undefined): string[] {
  if (!srcset) return [];
  const keys = new Set<string>();
  for (const candidate of srcset.split(',')) {
    const url = candidate.trim().split(/\s+/)[0];
    if (!url) continue;
    const pathPart = url.replace(/[?#].*$/, '');
    const at = pathPart.lastIndexOf(PUBLIC_PREFIX);
    if (at === -1) continue;
    const key = pathPart.slice(at + PUBLIC_PREFIX.length);
    if (KEY_SHAPE.test(key) && isValidKey(key)) keys.add(key);
  }
  return [...keys];
}
