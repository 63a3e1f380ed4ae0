import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { badRequest } from '../../server/http/errors';
import { readForm } from '../../server/http/multipart';
import { admitUploadBody } from '../../server/http/upload-admission';
import { parseOr400 } from '../../server/http/validate';
import { deleteImage, storeImage } from '../../server/services/images';
import { ADMIN_MAX_UPLOAD_BYTES } from '../../common/constants';
import * as gallery from './gallery.repository';
import { PHOTO_UPLOAD_CONTRACTS } from './gallery.schemas';
import { PHOTO_UPLOAD_CALLS } from './photo-upload.calls';

/**
 * The upload of one gallery photo (docs/decisions/0026-admin-photo-uploads.md). The admin's upload
 * screen (./admin/photo-upload.tsx) sends the photos chosen together two at a time, each with the
 * batch's name and its place in it. Each upload waits for a place among the image slots before its
 * body is read (the shared image kernel: server/http/upload-admission.ts and
 * server/services/images/, which shrinks, turns upright and strips the photo), is stored, then takes
 * its place in the gallery (placeFor), so the batch ends in the order chosen however its uploads
 * finish.
 */

const { form } = PHOTO_UPLOAD_CONTRACTS.uploadImage;

/**
 * Where a new picture goes: first (one place before the present first), unless it belongs to a
 * batch of which some photos are stored already. Then it goes right after the stored one chosen
 * just before it, or else right before the stored one chosen just after it. Returns the position
 * and whether the pictures from there on must move down one place.
 */
export function placeFor(
  batch: gallery.UploadBatch | undefined,
  mates: { position: number; place: number }[],
  first: number | null,
): { position: number; shift: boolean } {
  if (batch) {
    let before: { position: number; place: number } | null = null;
    let after: { position: number; place: number } | null = null;
    for (const m of mates) {
      if (m.place < batch.place && (!before || m.place > before.place)) before = m;
      if (m.place >= batch.place && (!after || m.place < after.place)) after = m;
    }
    if (before) return { position: before.position + 1, shift: true };
    if (after) return { position: after.position, shift: true };
  }
  return { position: (first ?? 0) - 1, shift: false };
}

/** Stores a new picture's row at its place (placeFor), as the only change of the order at that moment. */
export function addPhoto(db: Kysely<DB>, image: gallery.NewImage, batch?: gallery.UploadBatch): Promise<number> {
  return gallery.inOrderLock(db, async (trx) => {
    const mates = batch ? await gallery.batchMates(trx, batch.batch) : [];
    const { position, shift } = placeFor(batch, mates, await gallery.firstPosition(trx));
    if (shift) await gallery.makeRoomAt(trx, position);
    return gallery.insert(trx, image, position, batch);
  });
}

export const photoUploadHandlers = (ctx: AppContext) =>
  served(PHOTO_UPLOAD_CALLS, {
    uploadImage: {
      preHandler: admitUploadBody,
      handler: async (req, reply) => {
        const sent = await readForm(req, form.files, ADMIN_MAX_UPLOAD_BYTES);
        const fields = parseOr400(form.fields, sent.fields);
        if (!sent.file) throw badRequest('Please choose an image to upload.');
        const image = await storeImage(ctx.storage, sent.file.data, 'gallery');
        try {
          const batch = fields.batch !== undefined && fields.place !== undefined ? { batch: fields.batch, place: fields.place } : undefined;
          const id = await addPhoto(
            ctx.db,
            {
              title: fields.title,
              // A picture without alt text that is not decorative gets its title as alt text.
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
      },
    },
  });
