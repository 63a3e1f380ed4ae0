import { z } from 'zod';

// See common/schemas.ts: no `new Function` probe under the page CSP. Every document family imports
// this module before it builds a schema, so the setting is in place wherever a schema is used.
z.config({ jitless: true });

/**
 * The field builders every document family shares: plain text and whole numbers, each a zod schema
 * whose messages name the field.
 */

/** Control characters other than tab and line breaks (NUL is refused by PostgreSQL). */
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !CONTROL.test(v), `${label} contains a character that is not allowed.`);

export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
