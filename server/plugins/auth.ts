import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { forbidden, unauthorized } from '../errors';
import * as users from '../db/repositories/users';
import type { TokenUser } from '../services/tokens';

export const ACCOUNT_DISABLED =
  'This account has been disabled by an administrator. Please contact us if you think this is a mistake.';

/**
 * Resolves the bearer token to a current user. The token must be valid and unexpired, and the user
 * must still exist and be verified; the role is read from the database, so a demoted or deleted
 * admin loses access at once even while an old token is unexpired. The token's session version
 * must equal the account's: a new password, "log out everywhere" or disabling the account raises
 * it, which ends every earlier token on every instance (no shared memory needed).
 */
export async function currentUser(ctx: AppContext, req: FastifyRequest): Promise<TokenUser> {
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

export function requireMember(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    await currentUser(ctx, req);
  };
}

export function requireAdmin(ctx: AppContext) {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    await assertAdmin(ctx, req);
  };
}

export async function assertAdmin(ctx: AppContext, req: FastifyRequest): Promise<TokenUser> {
  const user = await currentUser(ctx, req);
  if (user.role !== 'admin') throw forbidden('Only administrators can do this.');
  return user;
}
