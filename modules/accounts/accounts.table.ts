import type { Generated } from 'kysely';
import type { Role } from '../../common/roles';

/**
 * The accounts' tables: the users, the sign-ups waiting for a code, the one-time codes and the
 * sign-in sessions. Part of the schema; server/db/schema.ts gathers every table into DB (and says
 * the conventions: ISO-8601 UTC times on both databases).
 */

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: Role;
  email_verified_at: string | null;
  failed_logins: Generated<number>;
  locked_until: string | null;
  created_at: string;
  /** Raised to end every session issued before (log out everywhere, a new password); tokens carry the version they were issued under. */
  session_version: Generated<number>;
  last_login_at: string | null;
  /** Set while an admin has disabled the account: no login, no session. */
  disabled_at: string | null;
}

/** One sign-in (docs/decisions/0013-sessions-and-passwords.md); the token's `jti` is the id. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  /** The last authenticated request, written at most about once a minute. */
  last_seen_at: string;
  expires_at: string;
  /** Set by logout; the session's token is refused from then on. */
  ended_at: string | null;
}

export type CodePurpose = 'verify' | 'reset' | 'email';

export interface EmailCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
  created_at: string;
  purpose: Generated<CodePurpose>;
  /** For purpose 'email': the address the code was sent to, which becomes the account's address. */
  new_email: string | null;
  /** For purpose 'verify': the sign-up the code was mailed for (account_signups). */
  signup_id: number | null;
}

/** A sign-up waiting for its address to be verified: the name and password it chose. */
export interface AccountSignupsTable {
  id: Generated<number>;
  user_id: number;
  username: string;
  password_hash: string;
  created_at: string;
}

/** The accounts' tables, as DB (server/db/schema.ts) holds them. */
export interface AccountTables {
  users: UsersTable;
  email_codes: EmailCodesTable;
  account_signups: AccountSignupsTable;
  sessions: SessionsTable;
}
