import { z } from 'zod';
import { messages } from '../../common/messages';
import { CONTROL, IdSchema, oneLine } from '../../common/schemas';

/**
 * A gallery picture's fields, as the admin's forms check them while typing (./admin/) and the API's
 * contracts take them (./gallery.schemas.ts). Zod: the admin area loads it, the public pages never do.
 */

/**
 * The words a picture's messages start with ("Title is required."), so that a form can show a
 * refusal of the server at the field it is about, and the longest each text may be (the fields take
 * it as maxLength).
 */
export const GALLERY_LABELS = { title: 'Title', alt: 'Alt text' } as const;
export const GALLERY_MAX = { title: 160, alt: 300 } as const;

const GalleryAltSchema = z
  .string()
  .trim()
  .max(GALLERY_MAX.alt, `${GALLERY_LABELS.alt} must be at most ${GALLERY_MAX.alt} characters.`)
  .refine((v) => !CONTROL.test(v), `${GALLERY_LABELS.alt} contains a character that is not allowed.`);

/** A yes/no form field: a multipart form sends `true`/`on`/`1` (or nothing); a JSON body a boolean. */
const FlagSchema = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/**
 * A gallery picture's texts. `decorative`: the picture adds nothing a visitor who cannot see it
 * would miss, so it is drawn with an empty alt. Without alt text and not decorative, the title
 * stands in as alt text (the server does that).
 */
export const GalleryFieldsSchema = z.object({
  title: oneLine(GALLERY_LABELS.title, GALLERY_MAX.title),
  alt: GalleryAltSchema.optional().default(''),
  decorative: FlagSchema,
});

/**
 * A photo as the admin's upload form sends it: the form asks for alt text or "Decorative" (the API
 * takes neither and uses the title, docs/decisions/0026-admin-photo-uploads.md).
 */
export const GalleryPhotoFormSchema = GalleryFieldsSchema.refine((v) => v.decorative || v.alt !== '', {
  message: messages.galleryNeedsAlt,
  path: ['alt'],
});

/**
 * A photo as the upload call takes it: its texts, and when the admin's form chose it together with
 * others, `batch` (a random name for that choice) and `place` (its place in the order chosen,
 * lower first), so the photos keep that order however their uploads finish
 * (docs/decisions/0026-admin-photo-uploads.md). Both or neither.
 */
export const GalleryUploadSchema = GalleryFieldsSchema.extend({
  batch: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'The upload batch must be 8 to 64 letters, digits, - or _.').optional(),
  place: z
    .string()
    .regex(/^\d{1,9}$/, 'The photo’s place in its batch must be a whole number.')
    .transform(Number)
    .optional(),
}).refine((v) => (v.batch === undefined) === (v.place === undefined), {
  message: 'Send the upload batch and the photo’s place in it together.',
  path: ['place'],
});

export const GalleryUpdateSchema = z.object({
  title: oneLine(GALLERY_LABELS.title, GALLERY_MAX.title).optional(),
  alt: GalleryAltSchema.optional(),
  decorative: z.boolean().optional(),
});

/** The gallery's whole order, first picture first: every picture's id, once each. */
export const GalleryOrderSchema = z.object({
  ids: z
    .array(IdSchema)
    .min(1, 'Please send the order of the pictures.')
    .max(2000, 'The gallery cannot hold that many pictures.')
    .refine((ids) => new Set(ids).size === ids.length, 'Each picture may appear only once in the order.'),
});
