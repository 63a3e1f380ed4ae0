import { z } from 'zod';
import { IdQuerySchema } from '../../common/schemas';
import { MessageAnswer, success, type Contract } from '../../common/api/contract';
import { GalleryOrderSchema, GalleryUpdateSchema, GalleryUploadSchema } from './photo-fields';
import type { GALLERY_CALLS } from './gallery.calls';
import type { PHOTO_UPLOAD_CALLS } from './photo-upload.calls';

/**
 * The contracts of the gallery's calls (./gallery.calls.ts, ./photo-upload.calls.ts), under the
 * same names; common/api/endpoints.ts gathers them.
 */

const GalleryImageSchema = z.object({
  id: z.number(),
  title: z.string(),
  alt: z.string(),
  image_url: z.string(),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
  created_at: z.string(),
  /** The admin's order, 0 first; the list comes in this order. */
  position: z.number(),
  /** Decoration: drawn with an empty alt (alt is then not read). */
  decorative: z.boolean(),
});
export type GalleryImage = z.output<typeof GalleryImageSchema>;
const ImageSaved = MessageAnswer.extend({ image: GalleryImageSchema });

/**
 * The public list, in the admin's order; the admin's edit, delete, and the new order (the pictures'
 * ids, first first; a picture uploaded since the list was read stays first, a deleted one is passed over).
 */
export const GALLERY_CONTRACTS = {
  gallery: { ok: 200, answer: success({ gallery: z.array(GalleryImageSchema) }) },
  updateImage: { query: IdQuerySchema, body: GalleryUpdateSchema, ok: 200, answer: ImageSaved },
  deleteImage: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
  reorderGallery: { body: GalleryOrderSchema, ok: 200, answer: success({ message: z.string(), gallery: z.array(GalleryImageSchema) }) },
} as const satisfies Record<keyof typeof GALLERY_CALLS, Contract>;

/** The admin's upload: a multipart form, the image required; a new picture comes first, or takes its place in its batch. */
export const PHOTO_UPLOAD_CONTRACTS = {
  uploadImage: { form: { fields: GalleryUploadSchema, files: ['image'] }, ok: 201, answer: ImageSaved },
} as const satisfies Record<keyof typeof PHOTO_UPLOAD_CALLS, Contract>;
