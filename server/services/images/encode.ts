import type { Metadata, OutputInfo, SharpOptions } from 'sharp';
import { countDecode } from './jobs';
import { IMAGE_LIMITS, IMAGE_MESSAGES, ImageError, MAX_PIXELS, tooManyPixelsMessage, type ImageKind } from './limits';

/** Decoding an upload and re-encoding it into WebP variants, with sharp (libvips) and file-type. */

/**
 * sharp (libvips) and file-type are loaded on the first upload, not at start: together they add
 * ~20 MB to the process (measured: resident memory after the first upload) that a page view or an
 * API read never needs.
 */
export type ImageLibs = { sharp: typeof import('sharp').default; fileTypeFromBuffer: typeof import('file-type').fileTypeFromBuffer };
let imageLibs: Promise<ImageLibs> | undefined;
export function loadImageLibs() {
  if (!imageLibs) {
    const loading = Promise.all([import('sharp'), import('file-type')]).then(([sharpModule, fileType]): ImageLibs => {
      const sharp = sharpModule.default;
      // Keep memory low: no libvips operation cache (each upload is processed once), and one libvips
      // thread per picture: the slots already run two at once, and more threads each hold their own
      // buffers and take the cores the pages need (measured in BENCHMARKS.md, "Photo uploads").
      sharp.cache(false);
      sharp.concurrency(1);
      return { sharp, fileTypeFromBuffer: fileType.fileTypeFromBuffer };
    });
    // A failed load (e.g. a missing native binary) is tried again on the next upload.
    loading.catch(() => (imageLibs = undefined));
    imageLibs = loading;
  }
  return imageLibs;
}

/** file-type extensions we accept. 'apng' is an animated PNG (first frame is kept). */
export const ACCEPTED_TYPES = new Set(['jpg', 'png', 'apng', 'webp', 'gif', 'avif']);

/** WebP cannot encode a side longer than this. */
const WEBP_MAX_DIMENSION = 16383;

const WEBP_QUALITY = 78;

export const SHARP_INPUT: SharpOptions = {
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
export function decodeError(err: unknown, kind: ImageKind): ImageError {
  return isPixelLimitError(err)
    ? new ImageError(400, tooManyPixelsMessage(kind))
    : new ImageError(400, IMAGE_MESSAGES.unreadable);
}

/** EXIF orientations 5..8 swap width and height. */
export function orientedSize(meta: Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * The WebP variants of one upload, ascending by width. The uploaded bytes are decoded ONCE, into
 * the largest variant's pixels (EXIF orientation applied, sRGB, 8 bits); every smaller width is
 * resized from those pixels, not from the original again.
 */
export async function encodeVariants(
  sharp: ImageLibs['sharp'],
  data: Buffer,
  targets: number[],
  kind: ImageKind,
): Promise<{ width: number; height: number; data: Buffer }[]> {
  const largest = targets[targets.length - 1];
  let base: { data: Buffer; info: OutputInfo };
  try {
    countDecode();
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
 * AVIF copies (docs/decisions/0036-avif-and-save-data.md): quality 50 at effort 2 made the repo's
 * sample pictures 26 % smaller than their WebP (quality 78) variants at the same width; effort 2
 * (of 0–9) keeps an encode of a 960 px picture near half a second of one core.
 */
export const AVIF = { quality: 50, effort: 2 };

/** The AVIF copy of one stored WebP variant, same pixels and size; no metadata (there is none to copy). */
export async function encodeAvif(webp: Buffer): Promise<Buffer> {
  const { sharp } = await loadImageLibs();
  return sharp(webp, { failOn: 'warning', limitInputPixels: IMAGE_LIMITS.maxPixels }).avif(AVIF).toBuffer();
}
