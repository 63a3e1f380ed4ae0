/**
 * Image uploads: client logos, review pictures (avatars), gallery images and site-content pictures
 * (banner slides, team photos, service pages).
 *
 * Every upload is recognised by its content (magic bytes), checked against
 * size and pixel limits, then re-encoded by sharp into WebP variants at a few
 * widths (for srcset). The re-encode drops all metadata (EXIF including GPS,
 * XMP, IPTC; colour is converted to sRGB) and the original bytes are never
 * stored. Files get random names. See docs/decisions/0002-image-uploads.md.
 */
import { randomBytes } from 'node:crypto';
import type { Metadata, OutputInfo, SharpOptions } from 'sharp';
import { isValidKey, PUBLIC_PREFIX, type Storage } from './storage';
import { HttpError } from '../http/errors';

/**
 * sharp (libvips) and file-type are loaded on the first upload, not at start: together they add
 * ~20 MB to the process (measured: resident memory after the first upload) that a page view or an
 * API read never needs.
 */
type ImageLibs = { sharp: typeof import('sharp').default; fileTypeFromBuffer: typeof import('file-type').fileTypeFromBuffer };
let imageLibs: Promise<ImageLibs> | undefined;
function loadImageLibs() {
  if (!imageLibs) {
    const loading = Promise.all([import('sharp'), import('file-type')]).then(([sharpModule, fileType]): ImageLibs => {
      const sharp = sharpModule.default;
      // Keep memory low: no libvips operation cache (each upload is processed once).
      sharp.cache(false);
      return { sharp, fileTypeFromBuffer: fileType.fileTypeFromBuffer };
    });
    // A failed load (e.g. a missing native binary) is tried again on the next upload.
    loading.catch(() => (imageLibs = undefined));
    imageLibs = loading;
  }
  return imageLibs;
}

/** A picture refused for what it is (400), its size (413) or its type (415). */
export class ImageError extends HttpError {
  constructor(status: 400 | 413 | 415, message: string) {
    super(status, message);
    this.name = 'ImageError';
  }

  get status(): number {
    return this.statusCode;
  }
}

/** maxPixels: the most any kind accepts (the decoder's hard stop); each kind has its own, below. */
export const IMAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000 };

export const IMAGE_MESSAGES = {
  tooBig: 'The image is larger than 5 MB. Please choose a smaller picture.',
  badType: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.',
  tooManyPixels: 'The image is too large in dimensions (over 40 megapixels).',
  unreadable: 'The file could not be read as an image.',
  busy: 'We are processing many pictures right now. Please try again in a few seconds.',
} as const;

/** The refusal for a picture over its kind's pixel limit, e.g. "(over 16 megapixels)". */
export function tooManyPixelsMessage(kind: ImageKind): string {
  return `The image is too large in dimensions (over ${MAX_PIXELS[kind] / 1_000_000} megapixels).`;
}

export interface StoredImage {
  id: string;
  /** Width of the largest stored variant (the one `url` points to). */
  width: number;
  /** Height of the largest stored variant, after EXIF orientation was applied. */
  height: number;
  /** Ascending by width; no two variants share a width. */
  variants: { width: number; key: string; url: string }[];
  /** URL of the largest variant. */
  url: string;
  /** e.g. '/uploads/<id>-320.webp 320w, /uploads/<id>-640.webp 640w' */
  srcset: string;
}

export type ImageKind = 'logo' | 'avatar' | 'gallery' | 'banner' | 'team' | 'service';

export const VARIANT_WIDTHS: Record<ImageKind, number[]> = {
  logo: [160, 320],
  avatar: [96, 192],
  gallery: [480, 960, 1600],
  // Site-content pictures (docs/decisions/0007-site-content.md): the banner picture is drawn up to
  // 30rem wide (480 CSS px, 1440 device px at 3x), the team photo in an 88 px circle, a service
  // page picture up to the content column (~600 CSS px).
  banner: [320, 480, 640, 960, 1600],
  team: [96, 192, 288],
  service: [400, 800, 1200],
};

/**
 * Pixel limit (width × height) per kind, checked from the header before anything is decoded. A
 * picture drawn at most 192 or 320 px wide needs no 40 MP: a client logo is a graphic (4 MP is
 * 2000 × 2000), a review picture is often a phone photo straight from the camera (12 MP, 16 MP on
 * some phones). docs/decisions/0011-uploads-admin-provisioning-restore.md.
 */
export const MAX_PIXELS: Record<ImageKind, number> = {
  logo: 4_000_000,
  avatar: 16_000_000,
  gallery: IMAGE_LIMITS.maxPixels,
  banner: IMAGE_LIMITS.maxPixels,
  team: IMAGE_LIMITS.maxPixels,
  service: IMAGE_LIMITS.maxPixels,
};

/**
 * At most `concurrency` pictures are decoded and encoded at once in this process; up to
 * `maxWaiting` more wait their turn, and beyond that an upload is refused with 503 and Retry-After.
 * Decoding is the memory- and CPU-heavy part, and the machine serves pages at the same time.
 */
export const IMAGE_JOBS = { concurrency: 2, maxWaiting: 16, retryAfterSeconds: 10 };

/** file-type extensions we accept. 'apng' is an animated PNG (first frame is kept). */
const ACCEPTED_TYPES = new Set(['jpg', 'png', 'apng', 'webp', 'gif', 'avif']);

/** WebP cannot encode a side longer than this. */
const WEBP_MAX_DIMENSION = 16383;

const WEBP_QUALITY = 78;

/** The stored key shape: 32 hex chars of random id, '-', width, '.webp'. */
const KEY_SHAPE = /^[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$/;

const SHARP_INPUT: SharpOptions = {
  limitInputPixels: IMAGE_LIMITS.maxPixels, // the hard stop; the kind's own limit is checked first
  // Animated GIF/WebP/PNG: only the first frame is read and stored.
  pages: 1,
  // Abort on any decoder warning (truncated/corrupt data); recommended for untrusted input.
  failOn: 'warning',
};

function isPixelLimitError(err: unknown): boolean {
  return err instanceof Error && /pixel limit/i.test(err.message);
}

/** Map a sharp failure to the message the user sees. */
function decodeError(err: unknown, kind: ImageKind): ImageError {
  return isPixelLimitError(err)
    ? new ImageError(400, tooManyPixelsMessage(kind))
    : new ImageError(400, IMAGE_MESSAGES.unreadable);
}

/* ---------------------------------------------------------------------------------------------- */
/* The image-job slots                                                                             */
/* ---------------------------------------------------------------------------------------------- */

const slots = { active: 0, queue: [] as (() => void)[] };
const stats = { jobs: 0, decodes: 0, maxActive: 0, maxWaiting: 0, refused: 0 };
let jobStartHook: (() => Promise<void> | void) | undefined;

/**
 * What the image jobs have done since the process started (or `resetImageJobStats`): jobs run,
 * full decodes of uploaded bytes, the most jobs that ran at once and waited at once, uploads
 * refused because the queue was full. For tests and diagnostics.
 */
export function imageJobStats() {
  return { ...stats, active: slots.active, waiting: slots.queue.length };
}
export function resetImageJobStats(): void {
  Object.assign(stats, { jobs: 0, decodes: 0, maxActive: slots.active, maxWaiting: slots.queue.length, refused: 0 });
}
/** Tests: runs at the start of every image job, inside its slot (a test holds jobs there to fill the queue). */
export function onImageJobStart(hook: (() => Promise<void> | void) | undefined): void {
  jobStartHook = hook;
}

async function inImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.active < IMAGE_JOBS.concurrency) {
    slots.active++;
  } else {
    if (slots.queue.length >= IMAGE_JOBS.maxWaiting) {
      stats.refused++;
      throw new HttpError(503, IMAGE_MESSAGES.busy, { 'retry-after': String(IMAGE_JOBS.retryAfterSeconds) });
    }
    // The job finishing hands its slot straight to the first in the queue (`active` stays the same).
    await new Promise<void>((resolve) => {
      slots.queue.push(resolve);
      stats.maxWaiting = Math.max(stats.maxWaiting, slots.queue.length);
    });
  }
  stats.jobs++;
  stats.maxActive = Math.max(stats.maxActive, slots.active);
  try {
    await jobStartHook?.();
    return await work();
  } finally {
    const next = slots.queue.shift();
    if (next) next();
    else slots.active--;
  }
}

/** EXIF orientations 5..8 swap width and height. */
function orientedSize(meta: Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * Validate, re-encode and store an uploaded image.
 * Throws ImageError (status 400/413/415, user-facing message) for bad input, and an HttpError 503
 * with Retry-After when too many pictures are waiting to be processed (IMAGE_JOBS);
 * storage failures are re-thrown as they are, after removing what was written.
 */
export async function storeImage(storage: Storage, data: Buffer, kind: ImageKind): Promise<StoredImage> {
  if (data.length > IMAGE_LIMITS.maxBytes) {
    throw new ImageError(413, IMAGE_MESSAGES.tooBig);
  }

  const { sharp, fileTypeFromBuffer } = await loadImageLibs();
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED_TYPES.has(type.ext)) {
    throw new ImageError(415, IMAGE_MESSAGES.badType);
  }

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

  const source = orientedSize({ ...meta, height: frameHeight });
  // Never enlarge: widths above the source width collapse onto the source width.
  const targets = [...new Set(VARIANT_WIDTHS[kind].map((w) => Math.min(w, source.width)))].sort((a, b) => a - b);

  // Encode everything first (small buffers), so a decode error stores nothing.
  const encoded = await inImageSlot(() => encodeVariants(sharp, data, targets, kind));
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

/**
 * The WebP variants of one upload, ascending by width. The uploaded bytes are decoded ONCE, into
 * the largest variant's pixels (EXIF orientation applied, sRGB, 8 bits); every smaller width is
 * resized from those pixels, not from the original again.
 */
async function encodeVariants(
  sharp: ImageLibs['sharp'],
  data: Buffer,
  targets: number[],
  kind: ImageKind,
): Promise<{ width: number; height: number; data: Buffer }[]> {
  const largest = targets[targets.length - 1];
  let base: { data: Buffer; info: OutputInfo };
  try {
    stats.decodes++;
    base = await sharp(data, { ...SHARP_INPUT, limitInputPixels: MAX_PIXELS[kind] })
      .rotate() // apply EXIF orientation before resizing
      .resize({
        width: largest,
        height: WEBP_MAX_DIMENSION, // only bites for extremely tall images
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw decodeError(err, kind);
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels as 1 | 2 | 3 | 4 };

  const encoded: { width: number; height: number; data: Buffer }[] = [];
  for (const target of [...targets].reverse()) {
    const out = await sharp(base.data, { raw })
      .resize({ width: Math.min(target, raw.width), height: WEBP_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      // no withMetadata()/keepExif(): EXIF (incl. GPS), XMP, IPTC and ICC are dropped
      .toBuffer({ resolveWithObject: true });
    // Dedupe by the width actually produced (e.g. very tall images capped by height).
    if (encoded.some((e) => e.width === out.info.width)) continue;
    encoded.push({ width: out.info.width, height: out.info.height, data: out.data });
  }
  return encoded.reverse();
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
