import type { Generated } from 'kysely';
import type { SpamCheck } from '../../common/spam-check';
import type { EnquiryKind, LeadStatus, ReplyChannel } from '../../modules/leads/leads.words';
import type { ContactMessagesTable, LeadEventsTable, LeadTables } from '../../modules/leads/leads.table';
import type { AccountSignupsTable, AccountTables, CodePurpose, EmailCodesTable, SessionsTable, UsersTable } from '../../modules/accounts/accounts.table';

/**
 * Table types. Timestamps are ISO-8601 UTC strings in both SQLite and PostgreSQL,
 * so rows read the same on both dialects and sort as text. Field names follow the
 * API's wire names (review_text, image_url) so no mapping layer is needed.
 */

export type Role = 'user' | 'staff' | 'admin';
export type ReviewStatus = 'pending' | 'approved' | 'rejected';
export type { SpamCheck, EnquiryKind, LeadStatus, ReplyChannel };
export type { ContactMessagesTable, LeadEventsTable, AccountSignupsTable, CodePurpose, EmailCodesTable, SessionsTable, UsersTable };

export interface TopicsTable {
  id: Generated<number>;
  title: string;
  /** One of the six categories, chosen by staff; null: none chosen (a built-in title takes its own). */
  category: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClientsTable {
  id: Generated<number>;
  module: string;
  name: string;
  location: string | null;
  url: string | null;
  logo: string;
  logo_srcset: string;
  created_at: string;
  updated_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  username: string;
  rating: number;
  review_text: string;
  image_path: string;
  image_srcset: string;
  status: ReviewStatus;
  created_at: string;
  updated_at: string;
  /** The member who wrote it while logged in; null for visitors and after the account was deleted. */
  user_id: Generated<number | null>;
  /** When the "new review" notice reached the mail server; null until then. */
  mailed_at: Generated<string | null>;
  /** The last failure of that notice, for the admin; null when none. */
  mail_error: Generated<string | null>;
  /** Sends of that notice tried so far (server/services/notices.ts). */
  mail_attempts: Generated<number>;
  /** When the notice is due (again); null once sent or given up. */
  mail_next_at: Generated<string | null>;
  /** How the writer was told apart from a robot (SpamCheck). */
  spam_check: Generated<SpamCheck>;
}

export interface GalleryTable {
  id: Generated<number>;
  title: string;
  alt: string;
  image_url: string;
  srcset: string;
  width: number;
  height: number;
  created_at: string;
  position: Generated<number>; // the admin's order, 0 first (the public gallery follows it)
  decorative: Generated<number>; // 1: decoration, drawn with an empty alt; 0: `alt` describes it
  upload_batch: string | null; // photos chosen together in the admin's form (a random name); null: uploaded alone
  upload_place: number | null; // this photo's place among them, in the order chosen (lower first)
}

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

/** A site-content document (docs/decisions/0007-site-content.md); values are JSON text. */
export interface ContentDocumentsTable {
  key: string;
  published: string;
  published_at: string;
  /** The unpublished edit, or null when there is none. */
  draft: string | null;
  /** Who saved the draft last (or published last, when there is no draft). */
  updated_by: number | null;
  updated_by_name: string | null;
  updated_at: string;
}

/** One published value of a document, written by every publish (and by the first seeding). */
export interface ContentRevisionsTable {
  id: Generated<number>;
  doc_key: string;
  value: string;
  published_by: number | null;
  published_by_name: string;
  published_at: string;
  /** "Restored from the version of …", "Built-in content"; empty for an ordinary publish. */
  note: Generated<string>;
}

/** A form stamp already used by one client (server/services/form-guard.ts). */
export interface FormStampsTable {
  key: string;
  used_at: string;
}

/**
 * Per e-mail address, account or not (server/db/repositories/address-guards.ts): the login lock of an
 * address without an account and the resend cooldown; `key` is the address's SHA-256.
 */
export interface AddressGuardsTable {
  key: string;
  failed_logins: Generated<number>;
  locked_until: string | null;
  code_sent_at: string | null;
  touched_at: string;
}

/** Insights (docs/decisions/0022-insights.md): single events, kept a few weeks, then roll-ups. */
export interface InsightViewsTable {
  at: string;
  /** Lagos day (YYYY-MM-DD) and hour (0–23). */
  day: string;
  hour: number;
  path: string;
  /** A hash of address and user agent with the day's salt: the same person within one day only. */
  visitor: string;
  /** 1 on the first page of a visit. */
  entry: number;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  device: string;
  browser: string;
  connection: string | null;
  not_found: number;
}

export interface InsightLeadsTable {
  at: string;
  day: string;
  hour: number;
  kind: string;
  path: string;
  visitor: string;
}

export interface InsightVitalsTable {
  day: string;
  path: string;
  metric: string;
  /** The value in the metric's own steps (server/services/insights/speed.ts). */
  bucket: number;
  device: string;
  connection: string | null;
}

export interface InsightDailyTable {
  day: string;
  dim: string;
  key: string;
  views: number;
  people: number;
  visits: number;
  leads: number;
}

export interface InsightSpeedTable {
  day: string;
  metric: string;
  dim: string;
  key: string;
  bucket: number;
  n: number;
}

/** An invitation to join as staff or administrator (docs/decisions/0025-staff-role.md). */
export interface InvitationsTable {
  id: Generated<number>;
  email: string;
  role: 'staff' | 'admin';
  /** SHA-256 (hex) of the link's secret; the secret itself is never stored. */
  token_hash: string;
  invited_by: number | null;
  invited_by_email: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  withdrawn_at: string | null;
  /** The account the invitation made (or completed). */
  user_id: number | null;
}

/**
 * Every table; the leads' own (and where their mail goes) are in modules/leads/leads.table.ts, the
 * accounts' (users, their sign-ups, one-time codes and sessions) in modules/accounts/accounts.table.ts.
 */
export interface DB extends LeadTables, AccountTables {
  insight_views: InsightViewsTable;
  insight_leads: InsightLeadsTable;
  insight_vitals: InsightVitalsTable;
  insight_daily: InsightDailyTable;
  insight_speed: InsightSpeedTable;
  insight_rollups: { day: string; rolled_at: string };
  insight_salts: { day: string; salt: string };
  form_stamps: FormStampsTable;
  address_guards: AddressGuardsTable;
  topics: TopicsTable;
  clients: ClientsTable;
  reviews: ReviewsTable;
  gallery_images: GalleryTable;
  captcha_uses: CaptchaUsesTable;
  seeded_content: SeededContentTable;
  upload_blobs: UploadBlobsTable;
  audit_log: AuditLogTable;
  content_documents: ContentDocumentsTable;
  content_revisions: ContentRevisionsTable;
  invitations: InvitationsTable;
}
