import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { publicRead } from '../../server/http/public-cache';
import { readForm } from '../../server/http/multipart';
import { admitUploadBody } from '../../server/http/upload-admission';
import { ADMIN_MAX_UPLOAD_BYTES } from '../../common/constants';
import * as clients from './clients.repository';
import { CLIENT_CALLS } from './clients.calls';
import { CLIENT_CONTRACTS } from './clients.schemas';
import { deleteClient, saveClient, toModule } from './clients.service';

const { files } = CLIENT_CONTRACTS.saveClient.form;

/**
 * The handlers of the clients' calls (./clients.calls.ts): the public list (all, or one module),
 * answered from the public cache while nothing changed; the admin's add, update and delete
 * (./clients.service.ts). A form with a logo waits for a place among the image slots before its
 * body is read (server/http/upload-admission.ts).
 */
export const clientHandlers = (ctx: AppContext) =>
  served(CLIENT_CALLS, {
    clients: {
      ...publicRead(ctx.publicCache),
      handler: async (req) => {
        const module = req.query.module ? toModule(req.query.module) : null;
        const rows = module ? await clients.listByModule(ctx.db, module) : await clients.listAll(ctx.db);
        return { status: 'success' as const, module, clients: rows };
      },
    },

    saveClient: {
      preHandler: admitUploadBody,
      handler: async (req, reply) => {
        const r = await saveClient(ctx, await readForm(req, files, ADMIN_MAX_UPLOAD_BYTES), req.query.id);
        reply.code(r.created ? 201 : 200);
        return { status: 'success' as const, message: r.created ? 'Client added.' : 'Client updated.', id: r.id };
      },
    },

    updateClient: {
      preHandler: admitUploadBody,
      handler: async (req) => {
        await saveClient(ctx, await readForm(req, files, ADMIN_MAX_UPLOAD_BYTES), req.query.id);
        return { status: 'success' as const, message: 'Client updated.' };
      },
    },

    deleteClient: async (req) => {
      await deleteClient(ctx, req.query.id);
      return { status: 'success' as const, message: 'Client deleted.' };
    },
  });
