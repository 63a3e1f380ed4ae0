import type { Generated } from 'kysely';
import type { SpamCheck } from '../../common/spam-check';
import type { EnquiryKind, LeadStatus, ReplyChannel } from '../../modules/leads/leads.words';
import type { ContactMessagesTable, LeadEventsTable, LeadTables } from '../../modules/leads/leads.table';
import type { InsightTables } from '../../modules/insights/insights.table';
import type { ClientsTable } from '../../modules/clients/clients.table';
import type { GalleryTable } from '../../modules/gallery/gallery.table';
import type { AccountSignupsTable, AccountTables, CodePurpose, EmailCodesTable, SessionsTable, UsersTable } from '../../modules/accounts/accounts.table';
import type { QuoteTables } from '../../modules/quotes/quotes.table';
import type { InvoiceTables } from '../../modules/invoices/invoices.table';
import type { PaymentTables } from '../../modules/payments/payments.table';
import type { ReviewTables } from '../../modules/reviews/reviews.table';
import type { TopicTables } from '../../modules/topics/topics.table';
import type { StaffTables } from '../../modules/staff/staff.table';
import type { SiteContentTables } from '../../modules/site-content/site-content.table';
import type { DeliveryTables } from '../../modules/deliveries/deliveries.table';

/**
 * Table types. Timestamps are ISO-8601 UTC strings in both SQLite and PostgreSQL,
 * so rows read the same on both dialects and sort as text. Field names follow the
 * API's wire names (review_text, image_url) so no mapping layer is needed.
 */

export type Role = 'user' | 'staff' | 'admin';
export type { SpamCheck, EnquiryKind, LeadStatus, ReplyChannel };
export type { ContactMessagesTable, LeadEventsTable, AccountSignupsTable, CodePurpose, EmailCodesTable, SessionsTable, UsersTable };


export interface CaptchaUsesTable {
  id: string;
  expires_at: string;
}

export interface SeededContentTable {
  key: string;
  seeded_at: string;
}

/** Uploaded files when UPLOADS_STORAGE=database (bytea on PostgreSQL, blob on SQLite). */
export interface UploadBlobsTable {
  key: string;
  content_type: string;
  data: Buffer;
  created_at: string;
}

/** AVIF copies of stored WebP variants still to make (server/services/images/avif-jobs.ts). */
export interface ImageAvifJobsTable {
  key: string;
  attempts: Generated<number>;
  failed: Generated<number>;
  lease_until: string | null;
  created_at: string;
}

/** The security log: sign-ins, locks, refused admin calls and every admin change. */
export interface AuditLogTable {
  id: Generated<number>;
  /** Who acted; null (and '' as e-mail) for an anonymous caller. */
  actor_id: number | null;
  actor_email: string;
  /** What happened, as `area.verb` (common/audit.ts lists them and their wording). */
  action: string;
  /** What it happened to: its kind, id and a label (an account's e-mail, a client's name …). */
  target_type: Generated<string>;
  target_id: number | null;
  target_label: string;
  detail: Generated<string>;
  /** The client address the request came from. */
  ip: Generated<string>;
  created_at: string;
}

/** A form stamp already used by one client (server/services/form-guard.ts). */
export interface FormStampsTable {
  key: string;
  used_at: string;
}

/**
 * Per e-mail address, account or not: the login lock of an address without an account
 * (modules/accounts/login-lock.repository.ts) and the resend cooldown
 * (server/db/repositories/address-guards.ts); `key` is the address's SHA-256.
 */
export interface AddressGuardsTable {
  key: string;
  failed_logins: Generated<number>;
  locked_until: string | null;
  code_sent_at: string | null;
  touched_at: string;
}

/**
 * Settings only administrators change, one row per key (server/db/repositories/admin-settings.ts):
 * `enquiry_inbox`, where enquiry notices go and what staff replies carry as Reply-To
 * (docs/decisions/0024-leads.md).
 */
export interface AdminSettingsTable {
  key: string;
  value: string;
  updated_at: string;
  /** The administrator who set it, as the security log names them. */
  updated_by_email: string;
}

/** A mail to one administrator (a change of the public contact details), stored first and sent and retried like the notices to the inbox (server/db/repositories/notices.ts). */
export interface AdminNoticesTable {
  id: Generated<number>;
  to_email: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  mailed_at: string | null;
  mail_error: string | null;
  mail_attempts: Generated<number>;
  mail_next_at: string | null;
}

/** Every table; the leads' own are in modules/leads/leads.table.ts, Insights' in modules/insights/insights.table.ts, selling's in modules/{quotes,invoices,payments}/, the invitations in modules/staff/staff.table.ts, the accounts' (users, sign-ups, one-time codes, sessions) in modules/accounts/accounts.table.ts, the site content's documents and revisions in modules/site-content/site-content.table.ts, the deliveries' in modules/deliveries/deliveries.table.ts. */
export interface DB extends LeadTables, InsightTables, QuoteTables, InvoiceTables, PaymentTables, ReviewTables, TopicTables, StaffTables, AccountTables, SiteContentTables, DeliveryTables {
  form_stamps: FormStampsTable;
  address_guards: AddressGuardsTable;
  clients: ClientsTable;
  gallery_images: GalleryTable;
  captcha_uses: CaptchaUsesTable;
  seeded_content: SeededContentTable;
  upload_blobs: UploadBlobsTable;
  image_avif_jobs: ImageAvifJobsTable;
  audit_log: AuditLogTable;
  admin_settings: AdminSettingsTable;
  admin_notices: AdminNoticesTable;
}
