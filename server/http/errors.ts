import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * Known failures carry their HTTP status and a sentence a visitor can read. They are thrown by
 * services and routes and turned into `{"status":"error","message":…}` in one place, the error
 * handler below. Every error body the server writes has this shape: `errorBody` builds it.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
/**
 * Every 401 names how to authenticate (HTTP requires it): a session token in an Authorization
 * header, got from /api/login. The realm is the same for members and admins.
 */
export const WWW_AUTHENTICATE = 'Bearer realm="site"';
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message, { 'www-authenticate': WWW_AUTHENTICATE });
export const forbidden = (message = 'You do not have permission to do this.') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/** The body of every error answer. */
export const errorBody = (message: string) => ({ status: 'error' as const, message });

/** Answers with an error body directly (hooks that end a request before a route runs). */
export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).header('cache-control', 'no-store').send(errorBody(message));
}

/** The one place where failures become `{"status":"error","message":…}`. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    const send = (code: number, message: string) => {
      if (code === 401 && !reply.hasHeader('www-authenticate')) reply.header('www-authenticate', WWW_AUTHENTICATE);
      return reply.code(code).header('cache-control', 'no-store').send(errorBody(message));
    };

    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return send(err.statusCode, err.message);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const msg = !field && /expected object/i.test(issue?.message ?? '')
        ? 'The request body is missing or not in a supported format.'
        : (issue?.message ?? 'The request is not valid.');
      // Our schemas' messages are whole sentences; zod's defaults are not, so name the field.
      const sentence = /[.!?]$/.test(msg) ? msg : `${field ? `${field}: ` : ''}${msg}.`;
      return send(400, sentence);
    }
    const status = (err as FastifyError).statusCode;
    if (status === 413 || (err as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      // Only an image upload (multipart) is limited to 5 MB; any other body is limited far lower.
      return send(413, /^multipart\//i.test(req.headers['content-type'] ?? '')
        ? 'The upload is too large. Images may be at most 5 MB.'
        : 'The request is too large.');
    }
    if (status === 415) return send(415, 'This type of content is not supported here.');
    if (status && status >= 400 && status < 500) {
      req.log.info({ code: (err as FastifyError).code }, 'bad request');
      const known: Record<string, string> = {
        FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
        FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This type of content is not supported here.',
      };
      const code = (err as FastifyError).code;
      const message = known[code] ?? (status === 429 ? 'Too many requests. Please wait a moment.' : 'The request is not valid.');
      return send(status === 413 ? 413 : status, message);
    }
    // PostgreSQL refusing input the schemas let through (SQLite accepts both): 22003, an id past the
    // 32-bit `serial` range; 22021, a NUL character in text. Bad input, not a server failure.
    const pgCode = (err as { code?: unknown }).code;
    if (pgCode === '22003') return send(400, 'A number in the request is out of range.');
    if (pgCode === '22021') return send(400, 'The text contains a character that is not allowed.');
    if (isDatabaseUnavailable(err)) {
      req.log.error({ err: { message: err.message, code: (err as { code?: string }).code } }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(503, 'The service is temporarily unavailable. Please try again in a moment.');
    }
    req.log.error({ err }, 'unhandled error');
    return send(500, 'Something went wrong on our side. Please try again in a moment.');
  });
}

/** Connection-level failures of SQLite or PostgreSQL: the request was fine, the database was not there. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', 'SQLITE_BUSY', 'SQLITE_CANTOPEN', 'SQLITE_IOERR']);

export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e?.code && UNAVAILABLE_CODES.has(e.code)) return true;
  return /connection terminated|connect ECONNREFUSED|database connection is not open|driver has already been destroyed|timeout exceeded when trying to connect|Connection terminated unexpectedly/i.test(
    e?.message ?? '',
  );
}

/**
 * The answer to a request Node's HTTP parser could not take. An address longer than the header
 * limit gets 414, other oversized headers 431, a timeout 408, anything else (an unknown method,
 * broken syntax) 400; always in the site's error body, and the connection is closed.
 */
export function answerClientError(err: Error & { rawPacket?: unknown }, socket: import('node:net').Socket): void {
  const code = (err as { code?: unknown }).code;
  if (!socket.writable || code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  let status = 400;
  let message = 'The request is not valid HTTP.';
  if (code === 'HPE_HEADER_OVERFLOW') {
    const firstLineEnd = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.indexOf('\r\n') : -1;
    const addressTooLong = firstLineEnd === -1 || firstLineEnd > 8 * 1024;
    status = addressTooLong ? 414 : 431;
    message = addressTooLong ? 'The address is too long.' : 'The headers of this request are too large.';
  } else if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = 'The request took too long to arrive.';
  }
  const body = JSON.stringify(errorBody(message));
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' }[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
