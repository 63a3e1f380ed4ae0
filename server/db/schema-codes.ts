import type { Generated } from 'kysely';

/** The tables of one-time codes and of the sign-ups waiting for them (see schema.ts for the conventions). */

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
