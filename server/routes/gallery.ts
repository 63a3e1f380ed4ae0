import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { GalleryFieldsSchema, GalleryUpdateSchema, IdQuerySchema } from '../../common/schemas';
import { badRequest, notFound } from '../http/errors';
import { publicRead } from '../http/public-cache';
import { readForm } from '../http/multipart';
import { parseOr400 } from '../http/validate';
import * as gallery from '../db/repositories/gallery';
import { deleteImage, keysFromSrcset, storeImage } from '../services/images';

const ImageOut = z.object({
  id: z.number(),
  title: z.string(),
  alt: z.string(),
  image_url: z.string(),
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
  created_at: z.string(),
});
const Message = z.object({ status: z.literal('success'), message: z.string(), image: ImageOut.optional() });

/** GET /api/gallery: the public list. */
export function publicGalleryRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/', { ...publicRead(ctx.publicCache), schema: { response: { 200: z.object({ status: z.literal('success'), gallery: z.array(ImageOut) }) } } }, async () => {
      return { status: 'success' as const, gallery: await gallery.list(ctx.db) };
    });
  };
}

/** The admin's upload, edit and delete. */
export function adminGalleryRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post('/', { schema: { response: { 201: Message } } }, async (req, reply) => {
      const form = await readForm(req, ['image']);
      const fields = parseOr400(GalleryFieldsSchema, form.fields);
      if (!form.file) throw badRequest('Please choose an image to upload.');
      const image = await storeImage(ctx.storage, form.file.data, 'gallery');
      try {
        const id = await gallery.create(ctx.db, {
          title: fields.title,
          alt: fields.alt || fields.title,
          image_url: image.url,
          srcset: image.srcset,
          width: image.width,
          height: image.height,
        });
        ctx.contentChanged();
        reply.code(201);
        return { status: 'success' as const, message: 'Image uploaded.', image: (await gallery.findById(ctx.db, id))! };
      } catch (e) {
        await deleteImage(ctx.storage, image.variants.map((v) => v.key));
        throw e;
      }
    });

    app.patch('/', {
      schema: { querystring: IdQuerySchema, body: GalleryUpdateSchema, response: { 200: Message } },
    }, async (req) => {
      if (!(await gallery.findById(ctx.db, req.query.id))) throw notFound('This image no longer exists.');
      await gallery.update(ctx.db, req.query.id, req.body);
      ctx.contentChanged();
      return { status: 'success' as const, message: 'Image details saved.', image: (await gallery.findById(ctx.db, req.query.id))! };
    });

    app.delete('/', { schema: { querystring: IdQuerySchema, response: { 200: Message } } }, async (req) => {
      const row = await gallery.findById(ctx.db, req.query.id);
      if (!row) throw notFound('This image no longer exists.');
      await gallery.remove(ctx.db, row.id);
      await deleteImage(ctx.storage, keysFromSrcset(row.srcset));
      ctx.contentChanged();
      return { status: 'success' as const, message: 'Image deleted.' };
    });
  };
}
