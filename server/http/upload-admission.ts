import type { FastifyReply, FastifyRequest } from 'fastify';
import { admitUpload } from '../services/images';

/**
 * Who an upload counts against (IMAGE_JOBS.perCaller): the signed-in account, else the client
 * address (TRUST_PROXY decides which one that is).
 */
export function uploadCaller(req: FastifyRequest): Parameters<typeof admitUpload>[0] {
  return req.user ? { account: req.user.id } : { address: req.ip };
}

/**
 * A form whose whole body is at most this (its Content-Length) is read without a place: the form
 * fields alone, without a picture, or with a picture that small. Its picture, if any, still waits
 * for a slot (the queue's own bound), but holding such bodies costs no memory worth counting, and
 * a review without a picture is not refused because staff are uploading photos.
 */
export const SMALL_FORM_BYTES = 64 * 1024;

/**
 * Admits a multipart upload to the image slots before a byte of its body is read, or refuses it at
 * once with 503 and Retry-After (server/services/images/jobs.ts). Its place is given back when the
 * answer has been sent or the connection closed. A small form (SMALL_FORM_BYTES) needs no place; a
 * body without a Content-Length (chunked) is not known to be small. For pages: `admit` alone, where
 * a multipart body is not known to the multipart plugin.
 */
export function admit(req: FastifyRequest, reply: FastifyReply): void {
  const length = req.headers['content-length'];
  if (length !== undefined && /^\d+$/.test(length) && Number(length) <= SMALL_FORM_BYTES) return;
  const release = admitUpload(uploadCaller(req));
  reply.raw.once('close', release);
}

/**
 * The `preHandler` of every API route that takes a picture. A route's scope has checked the
 * caller in `onRequest`; the multipart plugin reads no body before the handler asks for it, so
 * this runs with the body still on the wire. A body that is not multipart (JSON, form-encoded)
 * carries no file and is small: it is not counted.
 */
export async function admitUploadBody(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (req.isMultipart()) admit(req, reply);
}
