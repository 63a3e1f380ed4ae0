/**
 * Image uploads: client logos, review pictures (avatars), gallery images and site-content pictures
 * (banner slides, team photos, service pages).
 *
 * Every upload is recognised by its content (magic bytes), checked against
 * size and pixel limits, then re-encoded by sharp into WebP variants at a few
 * widths (for srcset). The re-encode drops all metadata (EXIF including GPS,
 * XMP, IPTC; colour is converted to sRGB) and the original bytes are never
 * stored. Files get random names. See docs/decisions/0002-image-uploads.md.
 *
 * One file per concern; this index only re-exports them (the files import each other, never this
 * index): limits.ts (the kinds of picture, their widths and pixel limits, the refusals), encode.ts
 * (decoding and re-encoding with sharp), jobs.ts (how many pictures are processed at once, and the
 * queue) and store.ts (storing, deleting, and finding stored keys in a srcset).
 */
export {
  ImageError,
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  MAX_BYTES,
  MAX_PIXELS,
  tooBigMessage,
  VARIANT_WIDTHS,
  tooManyPixelsMessage,
  type ImageKind,
  type StoredImage,
} from './limits';
export { admitUpload, IMAGE_JOBS, imageJobStats, onImageJobStart, resetImageJobStats } from './jobs';
export { deleteImage, keysFromSrcset, storeImage } from './store';
