import { z } from 'zod';
import { askedFor, oneLine, trimmed } from '../../common/schemas';

/**
 * A staff reply to a lead and an internal note, as the API takes them (./leads.schemas.ts) and the
 * lead's forms check them (./inbox/reply-form.tsx, ./inbox/lead-history.tsx). Zod: the admin area
 * loads it, the public pages never do.
 */

export const ReplyBody = z.object({ subject: oneLine('Subject', 200), body: trimmed('Reply', 10_000) });
export const NoteBody = z.object({ body: trimmed('Note', 4000) });

/** The reply form (its Preview too): the API's schema, an empty field asked for in the form's words. */
export const ReplyFormSchema = z.object({
  subject: askedFor(ReplyBody.shape.subject, 'Write a subject for the e-mail.'),
  body: askedFor(ReplyBody.shape.body, 'Write your reply first.'),
});

/** The note form: the same, for a note. */
export const NoteFormSchema = z.object({ body: askedFor(NoteBody.shape.body, 'Write the note first.') });
