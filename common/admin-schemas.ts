import { z } from 'zod';
import { messages } from './messages';
import { CONTROL, IdSchema, oneLine } from './schemas';

/**
 * The admin's own content: clients and gallery pictures. Shared, like ./schemas.ts, by the admin's
 * forms, the API's validation and the tests.
 */

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !CONTROL.test(v), `${label} contains a character that is not allowed.`)
    .optional()
    .transform((v) => (v ? v : null));

/**
 * The words a client's and a gallery picture's messages start with ("Location is required."), so
 * that a form can show a refusal of the server at the field it is about.
 */
export const CLIENT_LABELS = { name: 'Name', location: 'Location', url: 'Website address' } as const;
export const GALLERY_LABELS = { title: 'Title', alt: 'Alt text' } as const;
/** The longest each text may be: the schemas' limits, which the forms' fields take as maxLength. */
export const CLIENT_MAX = { name: 160, location: 160, url: 500 } as const;
export const GALLERY_MAX = { title: 160, alt: 300 } as const;

/** A client's texts. Every module but Websites shows a location, so it needs one. */
export const ClientFieldsSchema = z
  .object({
    module: oneLine('Module', 60),
    name: oneLine(CLIENT_LABELS.name, CLIENT_MAX.name),
    location: optionalText(CLIENT_LABELS.location, CLIENT_MAX.location),
    url: optionalText(CLIENT_LABELS.url, CLIENT_MAX.url).refine(
      (v) => v === null || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
      `${CLIENT_LABELS.url} must start with http:// or https://`,
    ),
  })
  .refine((v) => v.location !== null || v.module === 'Websites', { message: `${CLIENT_LABELS.location} is required.`, path: ['location'] });

/**
 * The admin's client form: a Websites client is shown by its address, so the form asks for one (the
 * API still takes a Websites client without it).
 */
export const ClientFormSchema = ClientFieldsSchema.refine((v) => v.url !== null || v.module !== 'Websites', {
  message: `${CLIENT_LABELS.url} is required.`,
  path: ['url'],
});

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
