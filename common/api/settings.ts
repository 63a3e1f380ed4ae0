import { z } from 'zod';
import { EmailSchema } from '../schemas';
import { success, type Contract } from './contract';

// Settings only administrators change (server/routes/settings.ts): where enquiries are sent, the
// address of the notices of new enquiries and the Reply-To of staff replies (docs/decisions/0024-leads.md).

/** Where the address in use comes from, in the order the server looks (server/services/enquiry-inbox.ts). */
export const INBOX_SOURCES = ['CONTACT_INBOX', 'setting', 'ADMIN_EMAIL', 'administrator', 'none'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];

const InboxAnswer = {
  /** The address an administrator saved, or null (then a default applies). */
  inbox: z.string().nullable(),
  /** The address notices go to now, whichever setting it comes from; null when none is known. */
  effective: z.string().nullable(),
  source: z.enum(INBOX_SOURCES),
  updated_at: z.string().nullable(),
  updated_by_email: z.string().nullable(),
};
export type EnquiryInboxAnswer = z.output<ReturnType<typeof success<typeof InboxAnswer>>>;

export const SETTINGS_CALLS = {
  enquiryInbox: { ok: 200, answer: success(InboxAnswer) },
  setEnquiryInbox: {
    body: z.object({ inbox: EmailSchema.nullable() }),
    ok: 200,
    answer: success({ message: z.string(), ...InboxAnswer }),
  },
} as const satisfies Record<string, Contract>;
