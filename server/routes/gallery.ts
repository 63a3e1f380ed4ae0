import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { API, routeSchema } from '../../common/api/endpoints';
import { badRequest, notFound } from '../http/errors';
import { publicRead } from '../http/public-cache';
import { readForm } from '../http/multipart';
import { admitUploadBody } from '../http/upload-admission';
import { ADMIN_MAX_UPLOAD_BYTES } from '../../common/constants';
import { parseOr400 } from '../http/validate';
import * as gallery from '../db/repositories/gallery';
import { deleteImage, keysFromSrcset, storeImage } from '../services/images';

const upload = API.uploadImage.form;

/** GET /api/gallery: the public list, in the admin's order. */
export function publicGalleryRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/', { ...publicRead(ctx.publicCache), schema: routeSchema('gallery') }, async () => {
      return { status: 'success' as const, gallery: await gallery.list(ctx.db) };
    });
  };
}

/**
 * The admin's upload, edit, delete and order. A picture uploaded without alt text that is not
 * decorative gets its title as alt text. A photo of a batch chosen together takes its place in the
 * order chosen (server/db/repositories/gallery.ts).
 */
export function adminGalleryRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();

    app.post('/', { schema: routeSchema('uploadImage'), preHandler: admitUploadBody }, async (req, reply) => {
      const form = await readForm(req, upload.files, ADMIN_MAX_UPLOAD_BYTES);
      const fields = parseOr400(upload.fields, form.fields);
      if (!form.file) throw badRequest('Please choose an image to upload.');
      const image = await storeImage(ctx.storage, form.file.data, 'gallery');
      try {
        const batch = fields.batch !== undefined && fields.place !== undefined ? { batch: fields.batch, place: fields.place } : undefined;
        const id = await gallery.create(
          ctx.db,
          {
            title: fields.title,
            alt: fields.alt || (fields.decorative ? '' : fields.title),
            decorative: fields.decorative,
            image_url: image.url,
            srcset: image.srcset,
            width: image.width,
            height: image.height,
          },
          batch,
        );
        ctx.contentChanged();
        reply.code(201);
        return { status: 'success' as const, message: 'Image uploaded.', image: (await gallery.findById(ctx.db, id))! };
      } catch (e) {
        await deleteImage(ctx.storage, image.variants.map((v) => v.key));
        throw e;
      }
    });

    app.patch('/', { schema: routeSchema('updateImage') }, async (req) => {
      if (!(await gallery.findById(ctx.db, req.query.id))) throw notFound('This image no longer exists.');
      // An alt text emptied on purpose stays empty: the pages then say "Gallery".
      await gallery.update(ctx.db, req.query.id, req.body);
      ctx.contentChanged();
      return { status: 'success' as const, message: 'Image details saved.', image: (await gallery.findById(ctx.db, req.query.id))! };
    });

    app.put('/order', { schema: routeSchema('reorderGallery') }, async (req) => {
      await gallery.reorder(ctx.db, req.body.ids);
      ctx.contentChanged();
      return { status: 'success' as const, message: 'Order saved.', gallery: await gallery.list(ctx.db) };
    });

    app.delete('/', { schema: routeSchema('deleteImage') }, async (req) => {
      const row = await gallery.findById(ctx.db, req.query.id);
      if (!row) throw notFound('This image no longer exists.');
      await gallery.remove(ctx.db, row.id);
      await deleteImage(ctx.storage, keysFromSrcset(row.srcset));
      ctx.contentChanged();
      return { status: 'success' as const, message: 'Image deleted.' };
    });
  };
}
