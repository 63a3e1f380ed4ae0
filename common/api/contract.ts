import { z } from 'zod';

/**
 * What every contract of common/api/ is made of. A call's contract says what it is sent — the
 * record named in its path (`params`), its query parameters (`query`), and either a JSON `body` or
 * a multipart `form` — the status of success (`ok`) and what it answers then (`answer`). Every
 * refusal is the one error envelope below.
 */

/** Every refusal, whatever the call: a sentence the visitor can read. */
export const ErrorAnswer = z.object({ status: z.literal('error'), message: z.string() });
/** A success that only says so. */
export const MessageAnswer = z.object({ status: z.literal('success'), message: z.string() });

/** The answer of a read: `{status: 'success', …fields}`. */
export const success = <S extends z.ZodRawShape>(shape: S) => z.object({ status: z.literal('success'), ...shape });

export type OkStatus = 200 | 201;

/**
 * A multipart form (an upload): the schema of its text fields, which the route checks after reading
 * the form (server/http/multipart.ts), and the fields that may carry a file. The file itself is
 * checked by its content, not by a schema.
 */
export interface FormContract {
  fields: z.ZodObject;
  files: readonly string[];
}

export interface Contract {
  /** The record the address names (`content/:key`). */
  params?: z.ZodType;
  /** The query parameters (`?id=`), for a call that names a record or filters a list. */
  query?: z.ZodType;
  /** A JSON body; a call has a body or a form, never both. */
  body?: z.ZodType;
  form?: FormContract;
  /** The status of success; a save that creates or updates answers either. */
  ok: OkStatus | readonly OkStatus[];
  answer: z.ZodType;
}

/** The numbers of a paged list's answer: the page shown and how many pages there are. */
export const pageOf = { page: z.number(), pages: z.number() };

/** The query of a paged list: its page, from 1. */
export const PageParam = z.coerce
  .number()
  .int('Page must be a whole number.')
  .min(1, 'Page must be 1 or more.')
  .max(100_000)
  .optional()
  .default(1);

/** A search text of a list. */
export const SearchParam = z.string().trim().max(254, 'The search text must be at most 254 characters.').optional().default('');
