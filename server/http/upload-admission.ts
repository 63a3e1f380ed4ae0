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
 * Admits a multipart upload to the image slots before a byte of its body is read, or refuses it at
 * once with 503 and Retry-After (server/services/images/jobs.ts). Its place is given back when the
 * answer has been sent or the connection closed. For pages: `admit` alone, where a multipart
 * body is not known to the multipart plugin.
 */
export function admit(req: FastifyRequest, reply: FastifyReply): void {
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
