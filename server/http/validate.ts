import type { z } from 'zod';
import { badRequest } from './errors';

/** Validates data that did not pass through a route schema (multipart fields). */
export function parseOr400<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const r = schema.safeParse(data);
  if (!r.success) throw badRequest(r.error.issues[0]?.message ?? 'The request is not valid.');
  return r.data;
}
