import { z } from 'zod';
import { ClientFieldsSchema, GalleryOrderSchema, GalleryUpdateSchema, GalleryUploadSchema } from '../admin-schemas';
import { IdQuerySchema, IdSchema } from '../schemas';
import { MessageAnswer, success, type Contract } from './contract';

// The site's own records: clients, gallery pictures, and the contact form. Public reads and the
// admin's changes of each, by resource (server/routes/<resource>.ts). Topics and reviews are in their
// modules (modules/topics, modules/reviews).

const ClientSchema = z.object({
  id: z.number(),
  module: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  url: z.string().nullable(),
  logo: z.string(),
  logo_srcset: z.string(),
});
/** One client logo row, as the list answers it. */
export type Client = z.output<typeof ClientSchema>;
const ClientSaved = MessageAnswer.extend({ id: z.number().optional() });
/** The client's text fields and its logo (optional). */
const clientForm = { fields: ClientFieldsSchema, files: ['logo'] } as const;

/** Clients: the public list (all, or one module); the admin's add, update and delete. */
export const CLIENT_CALLS = {
  clients: {
    query: z.object({ module: z.string().max(100).optional() }),
    ok: 200,
    answer: success({ module: z.string().nullable(), clients: z.array(ClientSchema) }),
  },
  // Creates, or updates the client of `?id=` (as the original backend's POST with _method=PUT).
  saveClient: { query: z.object({ id: IdSchema.optional() }), form: clientForm, ok: [201, 200], answer: ClientSaved },
  updateClient: { query: IdQuerySchema, form: clientForm, ok: 200, answer: ClientSaved },
  deleteClient: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
} as const satisfies Record<string, Contract>;

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
 * The gallery: the public list, in the admin's order; the admin's upload (a multipart form, the
 * image required; a new picture comes first), edit, delete, and the new order (the pictures' ids,
 * first first; a picture uploaded since the list was read stays first, a deleted one is passed over).
 */
export const GALLERY_CALLS = {
  gallery: { ok: 200, answer: success({ gallery: z.array(GalleryImageSchema) }) },
  uploadImage: { form: { fields: GalleryUploadSchema, files: ['image'] }, ok: 201, answer: ImageSaved },
  updateImage: { query: IdQuerySchema, body: GalleryUpdateSchema, ok: 200, answer: ImageSaved },
  deleteImage: { query: IdQuerySchema, ok: 200, answer: MessageAnswer },
  reorderGallery: { body: GalleryOrderSchema, ok: 200, answer: success({ message: z.string(), gallery: z.array(GalleryImageSchema) }) },
} as const satisfies Record<string, Contract>;

/**
 * The public forms' own calls: the contact message, and the ALTCHA challenge the spam-check widget
 * fetches for itself (it reads the challenge; no page does, hence the open shape).
 */
export const FORM_CALLS = {
  captchaChallenge: { ok: 200, answer: z.record(z.string(), z.unknown()).describe('An ALTCHA proof-of-work challenge') },
} as const satisfies Record<string, Contract>;
