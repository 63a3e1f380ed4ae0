import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, megabytes } from '../../common/constants';
import { HttpError } from './errors';

export interface FormInput {
  fields: Record<string, string>;
  file?: { field: string; data: Buffer; filename: string };
}

/**
 * Reads a multipart form (or a JSON/url-encoded body with the same fields, for clients that send no
 * file). At most one file is kept in memory, capped at `maxBytes` (413): a visitor's 5 MB unless
 * the route passes an admin's larger limit (common/constants.ts). The file fields are the ones the
 * call's contract lists (`API.<call>.form.files`); its route checks the text fields with the
 * contract's `form.fields`.
 */
export async function readForm(req: FastifyRequest, fileFields: readonly string[], maxBytes = MAX_UPLOAD_BYTES): Promise<FormInput> {
  if (!req.isMultipart()) {
    const body = req.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const fields: Record<string, string> = {};
      for (const [k, v] of Object.entries(body)) {
        if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') fields[k] = String(v);
      }
      return { fields };
    }
    return { fields: {} };
  }
  const out: FormInput = { fields: {} };
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!fileFields.includes(part.fieldname)) continue;
        if (data.length === 0) continue; // an empty file input means "no picture"
        if (out.file) throw new HttpError(400, 'Please send one image at a time.');
        out.file = { field: part.fieldname, data, filename: part.filename };
      } else if (typeof part.value === 'string') {
        out.fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof HttpError) throw e;
    const err = e as { statusCode?: number; code?: string };
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `The image is larger than ${megabytes(maxBytes)} MB. Please choose a smaller picture.`);
    }
    if (err.code === 'FST_FILES_LIMIT' || err.code === 'FST_FIELDS_LIMIT' || err.code === 'FST_PARTS_LIMIT') {
      throw new HttpError(413, 'The form has too many parts. Please send one image and the form fields only.');
    }
    throw new HttpError(400, 'The form could not be read. Please try again.');
  }
  return out;
}
