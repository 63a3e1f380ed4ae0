import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import * as settings from '../../server/db/repositories/admin-settings';
import type { InboxSource } from './staff.words';

/**
 * Where enquiries are sent: the address that gets the notices of new contact messages, topic
 * requests and reviews, and that staff replies carry as Reply-To (docs/decisions/0024-leads.md).
 * Only an administrator (or whoever runs the server) can choose it, never from the published
 * company e-mail, which staff may edit. In order:
 * 1. CONTACT_INBOX, when the server sets it;
 * 2. the address an administrator saved in the admin area (Users, "Where enquiries are sent");
 * 3. ADMIN_EMAIL, the administrator the server creates;
 * 4. the longest-standing enabled administrator's own address;
 * 5. none: a notice then fails and is retried like any failed send (the lead itself is kept).
 */

export interface EnquiryInbox {
  address: string | null;
  source: InboxSource;
}

export interface InboxConfig {
  contactInbox?: string;
  admin?: { email: string };
}

export async function enquiryInbox(db: Kysely<DB>, config: InboxConfig): Promise<EnquiryInbox> {
  if (config.contactInbox) return { address: config.contactInbox, source: 'CONTACT_INBOX' };
  const saved = await settings.get(db, 'enquiry_inbox');
  if (saved) return { address: saved.value, source: 'setting' };
  if (config.admin) return { address: config.admin.email, source: 'ADMIN_EMAIL' };
  const first = await settings.firstAdminEmail(db);
  return first ? { address: first, source: 'administrator' } : { address: null, source: 'none' };
}

/** The failure kept on a notice while no address is known. */
export const NO_INBOX = 'Not sent: there is no address to send enquiries to yet. An administrator sets one under Users, "Where enquiries are sent".';
