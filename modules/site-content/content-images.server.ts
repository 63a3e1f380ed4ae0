import type { AppContext } from '../../server/context';
import { served } from '../../server/http/declared-calls';
import { badRequest } from '../../server/http/errors';
import { readForm } from '../../server/http/multipart';
import { admitUploadBody } from '../../server/http/upload-admission';
import { storeImage } from '../../server/services/images';
import { ADMIN_MAX_UPLOAD_BYTES } from '../../common/constants';
import { CONTENT_IMAGE_CALLS } from './content-images.calls';
import { CONTENT_IMAGE_CONTRACTS } from './site-content.schemas';

const { form } = CONTENT_IMAGE_CONTRACTS.uploadContentImage;

/**
 * The upload of a document's picture (./content-images.calls.ts): admitted among the image slots
 * before its body is read, checked by its content and re-encoded to WebP at several widths by the
 * shared image kernel (server/services/images/). The picture belongs to no document until a draft
 * that names it is saved (./documents.service.ts checks it is still stored).
 */
export const contentImageHandlers = (ctx: AppContext) =>
  served(CONTENT_IMAGE_CALLS, {
    uploadContentImage: {
      preHandler: admitUploadBody,
      handler: async (req, reply) => {
        const sent = await readForm(req, form.files, ADMIN_MAX_UPLOAD_BYTES);
        if (!sent.file) throw badRequest('Please choose a picture to upload (form field "image").');
        const image = await storeImage(ctx.storage, sent.file.data, req.query.kind);
        reply.code(201);
        return {
          status: 'success' as const,
          message: 'Picture uploaded. Save the draft to keep it.',
          image: { url: image.url, srcset: image.srcset, width: image.width, height: image.height },
        };
      },
    },
  });
