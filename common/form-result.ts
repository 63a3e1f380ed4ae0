import type { z } from 'zod';

/**
 * What a page's form action answers when a form posted without JavaScript is refused: one message
 * per field (under the field, as the script-driven form shows it), an optional message for the whole
 * form, and the values as typed so that the page shows them again and nothing is lost.
 */
export interface FormRefusal {
  ok: false;
  status: 400 | 404 | 409 | 413 | 415 | 429 | 503;
  errors: Record<string, string>;
  message?: string;
  values: Record<string, string>;
}

export type FormOutcome = { ok: true } | FormRefusal;

/** The first message for each field of a failed parse, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

/** The text fields of a posted form (files and the given names left out). */
export function textValues(form: FormData, omit: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !omit.includes(name)) out[name] = value;
  return out;
}
