import type { Generated } from 'kysely';
import type { SpamCheck } from '../../common/spam-check';
import type { EnquiryKind, LeadStatus, ReplyChannel } from './leads.words';

/**
 * The tables of leads (docs/decisions/0024-leads.md): contact messages and topic requests, and each
 * lead's history. Part of the schema; server/db/schema.ts gathers every table into DB.
 */

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  read_at: string | null;
  mailed_at: string | null;
  mail_error: string | null;
  /** Sends of the notice tried so far (server/services/notices.ts). */
  mail_attempts: Generated<number>;
  /** When the notice is due (again); null once sent or given up. */
  mail_next_at: Generated<string | null>;
  /** The member who sent it while logged in; null for a visitor. Export and erasure go by this id. */
  user_id: Generated<number | null>;
  /** How the sender was told apart from a robot (SpamCheck), or 'account' for a member's topic request. */
  spam_check: Generated<SpamCheck | 'account'>;
  // The lead this message is (docs/decisions/0024-leads.md).
  kind: Generated<EnquiryKind>;
  /** `+234…`, or null. */
  phone: Generated<string | null>;
  reply_via: Generated<ReplyChannel>;
  topic: Generated<string | null>;
  level: Generated<string | null>;
  department: Generated<string | null>;
  deadline: Generated<string | null>;
  status: Generated<LeadStatus>;
  owner_id: Generated<number | null>;
  follow_up_on: Generated<string | null>;
  value_naira: Generated<number | null>;
  source: Generated<string | null>;
  medium: Generated<string | null>;
  campaign: Generated<string | null>;
  landing_page: Generated<string | null>;
  /** What a quote or demo request is about (./quote-items.ts): the item's key, its name when sent, its page and the intent. */
  item_key: Generated<string | null>;
  item_name: Generated<string | null>;
  item_page: Generated<string | null>;
  item_intent: Generated<string | null>;
  answered_at: Generated<string | null>;
  version: Generated<number>;
  updated_at: Generated<string | null>;
}

/** A lead's history: notes, replies sent from the admin area (with their delivery), changes. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  kind: 'note' | 'reply' | 'change' | 'call' | 'whatsapp' | 'question';
  author_id: number | null;
  author_name: string;
  body: string;
  subject: string | null;
  to_email: string | null;
  created_at: string;
  mailed_at: Generated<string | null>;
  mail_error: Generated<string | null>;
  mail_attempts: Generated<number>;
  mail_next_at: Generated<string | null>;
}

/** The leads' tables, as DB (server/db/schema.ts) holds them. */
export interface LeadTables {
  contact_messages: ContactMessagesTable;
  lead_events: LeadEventsTable;
}
