import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { API, routeSchema } from '../../common/api/endpoints';
import { badRequest, notFound } from '../http/errors';
import { publicRead } from '../http/public-cache';
import { readForm } from '../http/multipart';
import { admitUploadBody } from '../http/upload-admission';
import { ADMIN_MAX_UPLOAD_BYTES } from '../../common/constants';
import { parseOr400 } from '../http/validate';
import { findSector } from '../../content/sectors';
import * as clients from '../db/repositories/clients';
import { deleteImage, keysFromSrcset, storeImage } from '../services/images';

const { form: clientForm } = API.saveClient;

function toModule(value: string): string {
  const sector = findSector(value);
  if (!sector) throw badRequest(`Unknown client module "${value.slice(0, 60)}".`);
  return sector.module;
}

/** GET /api/clients: the public list (all, or one module). */
export function publicClientRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.get('/', { ...publicRead(ctx.publicCache), schema: routeSchema('clients') }, async (req) => {
      const module = req.query.module ? toModule(req.query.module) : null;
      const rows = module ? await clients.listByModule(ctx.db, module) : await clients.listAll(ctx.db);
      return { status: 'success' as const, module, clients: rows };
    });
  };
}

/** The admin's writes: add, update, delete. */
export function adminClientRoutes(ctx: AppContext): FastifyPluginAsync {
  /** Create, or update when `?id=` is given (the original backend's POST with _method=PUT, or a real PUT). */
  async function save(req: FastifyRequest, id: number | undefined) {
    const form = await readForm(req, clientForm.files, ADMIN_MAX_UPLOAD_BYTES);
    const existing = id === undefined ? undefined : await clients.findById(ctx.db, id);
    if (id !== undefined && !existing) throw notFound('This client no longer exists.');
    const fields = parseOr400(clientForm.fields, {
      ...form.fields,
      module: form.fields.module ?? existing?.module,
    });
    const module = toModule(fields.module);
    const image = form.file ? await storeImage(ctx.storage, form.file.data, 'logo') : undefined;
    const values = {
      module,
      name: fields.name,
      location: fields.location,
      url: fields.url,
      ...(image ? { logo: image.url, logo_srcset: image.srcset } : {}),
    };
    try {
      if (existing) {
        await clients.update(ctx.db, existing.id, values);
        if (image) await deleteImage(ctx.storage, keysFromSrcset(existing.logo_srcset));
      } else {
        id = await clients.create(ctx.db, values);
      }
    } catch (e) {
      if (image) await deleteImage(ctx.storage, image.variants.map((v) => v.key));
      throw e;
    }
    ctx.contentChanged();
    return { id: id!, created: !existing };
  }

  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    app.post('/', { schema: routeSchema('saveClient'), preHandler: admitUploadBody }, async (req, reply) => {
      const r = await save(req, req.query.id);
      reply.code(r.created ? 201 : 200);
      return { status: 'success' as const, message: r.created ? 'Client added.' : 'Client updated.', id: r.id };
    });

    app.put('/', { schema: routeSchema('updateClient'), preHandler: admitUploadBody }, async (req) => {
      await save(req, req.query.id);
      return { status: 'success' as const, message: 'Client updated.' };
    });

    app.delete('/', { schema: routeSchema('deleteClient') }, async (req) => {
      const row = await clients.findById(ctx.db, req.query.id);
      if (!row) throw notFound('This client no longer exists.');
      await clients.remove(ctx.db, row.id);
      await deleteImage(ctx.storage, keysFromSrcset(row.logo_srcset));
      ctx.contentChanged();
      return { status: 'success' as const, message: 'Client deleted.' };
    });
  };
}
