import type { Generated } from 'kysely';
import type { StaffRole } from '../../common/roles';

/**
 * The staff domain's table: invitations to the admin area. Part of the schema; server/db/schema.ts
 * gathers every table into DB. The accounts themselves are the users table (server/db/schema.ts),
 * the security log is audit_log, written by every domain.
 */

/** An invitation to join as staff or administrator (docs/decisions/0025-staff-role.md). */
export interface InvitationsTable {
  id: Generated<number>;
  email: string;
  role: StaffRole;
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

/** The staff domain's tables, by name. */
export interface StaffTables {
  invitations: InvitationsTable;
}
