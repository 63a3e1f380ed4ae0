import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { unauthorized } from '../http/errors';
import * as users from '../db/repositories/users';
import type { TokenUser } from './tokens';

export const ACCOUNT_DISABLED =
  'This account has been disabled by an administrator. Please contact us if you think this is a mistake.';

/**
 * Resolves the bearer token to a current user. The token must be valid and unexpired, and the user
 * must still exist and be verified; the role is read from the database, so a demoted or deleted
 * admin loses access at once even while an old token is unexpired. The token's session version
 * must equal the account's: a new password, "log out everywhere" or disabling the account raises
 * it, which ends every earlier token on every instance (no shared memory needed).
 *
 * Route guards do not call this: the member and admin scopes (server/http/scopes.ts) do, once per
 * request, and hand the result to the handlers as `req.user`.
 */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<TokenUser> {
  const header = req.headers.authorization;
  if (!header) throw unauthorized('Please log in to continue.');
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) throw unauthorized('The sign-in token is missing or malformed. Please log in again.');
  const claimed = await ctx.tokens.verify(m[1]);
  if (!claimed) throw unauthorized('Your session has expired or is not valid. Please log in again.');
  const row = await users.findById(ctx.db, claimed.id);
  if (!row || !row.email_verified_at) throw unauthorized('Your session is no longer valid. Please log in again.');
  if (row.disabled_at) throw unauthorized(ACCOUNT_DISABLED);
  if (row.session_version !== claimed.sessionVersion) {
    throw unauthorized('Your session has ended (signed out everywhere or the password was changed). Please log in again.');
  }
  return { id: row.id, username: row.username, email: row.email, role: row.role };
}

/**
 * Who sent a public request, when it carries a valid session: a review or a contact message sent
 * while logged in belongs to that member. Not a guard: a missing or stale token is no reason to
 * refuse a public call, so any failure reads as "anonymous".
 */
export async function optionalUser(ctx: AppContext, req: FastifyRequest): Promise<TokenUser | null> {
  if (!req.headers.authorization) return null;
  return authenticate(ctx, req).catch(() => null);
}
