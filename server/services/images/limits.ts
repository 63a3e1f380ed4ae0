import { ADMIN_MAX_PIXELS, ADMIN_MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES, megabytes } from '../../../common/constants';
import { HttpError } from '../../http/errors';

/** What an upload may be: the kinds of picture, their widths and pixel limits, and the refusals. */

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

/**
 * maxBytes: a visitor's picture (the review form); adminMaxBytes: an admin's (every other kind).
 * maxPixels: the most any kind accepts (the decoder's hard stop); each kind has its own, below.
 * docs/decisions/0026-admin-photo-uploads.md.
 */
export const IMAGE_LIMITS = { maxBytes: MAX_UPLOAD_BYTES, adminMaxBytes: ADMIN_MAX_UPLOAD_BYTES, maxPixels: ADMIN_MAX_PIXELS };

export const IMAGE_MESSAGES = {
  /** A visitor's picture over its limit (the review form). */
  tooBig: tooBigMessage(MAX_UPLOAD_BYTES),
  badType: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.',
  unreadable: 'The file could not be read as an image.',
  busy: 'We are processing many pictures right now. Please try again in a few seconds.',
} as const;

/** The refusal for a file over `maxBytes`, e.g. "larger than 20 MB". */
export function tooBigMessage(maxBytes: number): string {
  return `The image is larger than ${megabytes(maxBytes)} MB. Please choose a smaller picture.`;
}

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

/** Bytes per kind: an admin's upload may be a photo straight from a camera; a visitor's picture stays small. */
export const MAX_BYTES: Record<ImageKind, number> = {
  logo: IMAGE_LIMITS.adminMaxBytes,
  avatar: IMAGE_LIMITS.maxBytes,
  gallery: IMAGE_LIMITS.adminMaxBytes,
  banner: IMAGE_LIMITS.adminMaxBytes,
  team: IMAGE_LIMITS.adminMaxBytes,
  service: IMAGE_LIMITS.adminMaxBytes,
};

/**
 * Pixel limit (width × height) per kind, checked from the header before anything is decoded. A
 * picture drawn at most 192 or 320 px wide needs no 40 MP: a client logo is a graphic (4 MP is
 * 2000 × 2000), a review picture is often a phone photo straight from the camera (12 MP, 16 MP on
 * some phones); an admin's photo may come from a 48 MP phone camera.
 * docs/decisions/0011-uploads-admin-provisioning-restore.md, docs/decisions/0026-admin-photo-uploads.md.
 */
export const MAX_PIXELS: Record<ImageKind, number> = {
  logo: 4_000_000,
  avatar: 16_000_000,
  gallery: IMAGE_LIMITS.maxPixels,
  banner: IMAGE_LIMITS.maxPixels,
  team: IMAGE_LIMITS.maxPixels,
  service: IMAGE_LIMITS.maxPixels,
};
