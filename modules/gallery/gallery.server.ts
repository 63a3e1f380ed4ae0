import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { notFound } from '../../server/http/errors';
import { publicRead } from '../../server/http/public-cache';
import { deleteImage, keysFromSrcset } from '../../server/services/images';
import * as gallery from './gallery.repository';
import { GALLERY_CALLS } from './gallery.calls';

/**
 * The handlers of the gallery's calls (./gallery.calls.ts): the public list, answered from the
 * public cache while nothing changed; the admin's edit, delete and new order. The upload is
 * ./photo-upload.server.ts.
 */
export const galleryHandlers = (ctx: AppContext) =>
  served(GALLERY_CALLS, {
    gallery: {
      ...publicRead(ctx.publicCache),
      handler: async () => ({ status: 'success' as const, gallery: await gallery.list(ctx.db) }),
    },

    updateImage: async (req) => {
      if (!(await gallery.findById(ctx.db, req.query.id))) throw notFound('This image no longer exists.');
      // An alt text emptied on purpose stays empty: the pages then say "Gallery".
      await gallery.update(ctx.db, req.query.id, req.body);
      ctx.contentChanged();
      return { status: 'success' as const, message: 'Image details saved.', image: (await gallery.findById(ctx.db, req.query.id))! };
    },

    /**
     * Puts the pictures in the order of `ids` and numbers them 0, 1, … with no gaps. The admin's
     * list may be older than the gallery: a picture it does not name (uploaded since) stays first,
     * where a new picture goes, and an id no longer there (deleted since) is passed over.
     */
    reorderGallery: async (req) => {
      const { ids } = req.body;
      await gallery.inOrderLock(ctx.db, async (trx) => {
        const present = await gallery.idsInOrder(trx);
        const there = new Set(present);
        const named = new Set(ids);
        await gallery.setOrder(trx, [...present.filter((id) => !named.has(id)), ...ids.filter((id) => there.has(id))]);
      });
      ctx.contentChanged();
      return { status: 'success' as const, message: 'Order saved.', gallery: await gallery.list(ctx.db) };
    },

    deleteImage: async (req) => {
      const row = await gallery.findById(ctx.db, req.query.id);
      if (!row) throw notFound('This image no longer exists.');
      await gallery.remove(ctx.db, row.id);
      await deleteImage(ctx.storage, keysFromSrcset(row.srcset));
      ctx.contentChanged();
      return { status: 'success' as const, message: 'Image deleted.' };
    },
  });
