import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { unauthorized } from '../http/errors';
import { sessions, users } from '../../modules/accounts/index.server';
import type { Role } from '../db/schema';
import type { TokenUser } from './tokens';
import { sessionUserOf } from '../../common/session-user';
import { isStaff } from '../../common/roles';
import { SESSION_IDLE } from '../../modules/accounts/accounts.words';

export const ACCOUNT_DISABLED =
  'This account has been disabled by an administrator. Please contact us if you think this is a mistake.';
export const SESSION_EXPIRED = 'Your session has expired or is not valid. Please log in again.';
export const SESSION_ENDED = 'You have logged out of this session. Please log in again.';
export { SESSION_IDLE };

/**
 * Activity is written to the session row at most this often, so a burst of reads does not write on
 * every request; an inactivity limit is therefore exact to about a minute.
 */
export const TOUCH_INTERVAL_MS = 60_000;

/** A checked session: its user as the database has it now, and the session the token names. */
export interface AuthSession {
  user: TokenUser;
  sessionId: string;
  /** The account's session version, which the token carries too. */
  sessionVersion: number;
  /** The account row as it was read for this check, so a handler need not read it again. */
  account: users.UserRow;
}

function limitsFor(ctx: AppContext, role: Role) {
  const s = ctx.config.sessions;
  // Staff work in the admin area like administrators, with the same short sessions.
  return isStaff(role)
    ? { ttlSeconds: s.adminTtlSeconds, idleSeconds: s.adminIdleSeconds }
    : { ttlSeconds: s.memberTtlSeconds, idleSeconds: s.memberIdleSeconds };
}

/**
 * Signs in (docs/decisions/0013-sessions-and-passwords.md): a new session row, and a token that
 * names it (`jti`) and lives as long as the role allows (staff's and admins' sessions are shorter).
 */
export async function startSession(ctx: AppContext, user: TokenUser, sessionVersion: number): Promise<string> {
  const { ttlSeconds } = limitsFor(ctx, user.role);
  const id = randomBytes(18).toString('base64url');
  const now = Date.now();
  await sessions.create(ctx.db, {
    id,
    userId: user.id,
    now: new Date(now).toISOString(),
    expiresAt: new Date(now + ttlSeconds * 1000).toISOString(),
  });
  return ctx.tokens.sign(user, sessionVersion, { sessionId: id, ttlSeconds });
}

/**
 * A new token for a session that goes on (after a new password or e-mail address, which raise the
 * session version): the same session id, and no later expiry than the session had.
 */
export async function renewToken(ctx: AppContext, auth: AuthSession, user: TokenUser, sessionVersion: number): Promise<string> {
  const row = await sessions.find(ctx.db, auth.sessionId);
  const left = row ? Math.floor((Date.parse(row.expires_at) - Date.now()) / 1000) : 0;
  if (left <= 0) throw unauthorized(SESSION_EXPIRED);
  return ctx.tokens.sign(user, sessionVersion, { sessionId: auth.sessionId, ttlSeconds: left });
}

/** When the session ends if nothing more is done, and at the latest, as the client is told. */
export interface SessionTimes {
  idleSeconds: number;
  idleLeftSeconds: number;
  idleEndsAt: string;
  expiresAt: string;
}

/**
 * The times of the session in use. With `keepAlive` its last activity is written now, whatever the
 * once-a-minute rule would do: the admin area calls it while someone types, which sends nothing
 * else to the server, and from the "Stay signed in" button.
 */
export async function sessionTimes(ctx: AppContext, auth: AuthSession, keepAlive: boolean): Promise<SessionTimes> {
  const now = new Date();
  if (keepAlive) await sessions.touch(ctx.db, auth.sessionId, now.toISOString());
  const row = await sessions.find(ctx.db, auth.sessionId);
  // Ended between the check and here (a logout in another tab): the same answer a later call gets.
  if (!row || row.ended_at) throw unauthorized(SESSION_ENDED);
  const { ttlSeconds, idleSeconds } = limitsFor(ctx, auth.account.role);
  const lifetimeEnd = Math.min(Date.parse(row.expires_at), Date.parse(row.created_at) + ttlSeconds * 1000);
  const idleEnd = Math.min(Date.parse(row.last_seen_at) + idleSeconds * 1000, lifetimeEnd);
  return {
    idleSeconds,
    idleLeftSeconds: Math.max(0, Math.floor((idleEnd - now.getTime()) / 1000)),
    idleEndsAt: new Date(idleEnd).toISOString(),
    expiresAt: new Date(lifetimeEnd).toISOString(),
  };
}

/** Logout: this session's token is refused from now on, on every instance. */
export async function endSession(ctx: AppContext, auth: AuthSession): Promise<void> {
  await sessions.end(ctx.db, auth.sessionId, new Date().toISOString());
}

/**
 * Resolves the bearer token to a current user and session. The token must be valid and unexpired,
 * and the user must still exist and be verified; the role is read from the database, so a demoted
 * or deleted admin loses access at once even while an old token is unexpired. The token's session
 * version must equal the account's: a new password, "log out everywhere" or disabling the account
 * raises it, which ends every earlier token on every instance (no shared memory needed).
 *
 * The session the token names (`jti`) must exist, not have been logged out of, not be idle for
 * longer than the role allows, and not be older than the role's lifetime (a member made admin keeps
 * an old token no longer than an admin's). Its last activity is written at most once a minute.
 *
 * Route guards do not call this: the member and admin scopes (server/http/scopes.ts) do, once per
 * request, and hand the result to the handlers as `req.user` and `req.authSession`.
 */
export async function authenticateSession(ctx: AppContext, req: FastifyRequest): Promise<AuthSession> {
  const header = req.headers.authorization;
  if (!header) throw unauthorized('Please log in to continue.');
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) throw unauthorized('The sign-in token is missing or malformed. Please log in again.');
  const claimed = await ctx.tokens.verify(m[1]);
  if (!claimed) throw unauthorized(SESSION_EXPIRED);
  const row = await users.findById(ctx.db, claimed.id);
  if (!row || !row.email_verified_at) throw unauthorized('Your session is no longer valid. Please log in again.');
  if (row.disabled_at) throw unauthorized(ACCOUNT_DISABLED);
  if (row.session_version !== claimed.sessionVersion) {
    throw unauthorized('Your session has ended (signed out everywhere or the password was changed). Please log in again.');
  }
  const session = claimed.sessionId ? await sessions.find(ctx.db, claimed.sessionId) : undefined;
  if (!session || session.user_id !== row.id) throw unauthorized('Your session is no longer valid. Please log in again.');
  if (session.ended_at) throw unauthorized(SESSION_ENDED);
  const now = Date.now();
  const { ttlSeconds, idleSeconds } = limitsFor(ctx, row.role);
  if (now >= Date.parse(session.created_at) + ttlSeconds * 1000) throw unauthorized(SESSION_EXPIRED);
  const lastSeen = Date.parse(session.last_seen_at);
  if (now - lastSeen > idleSeconds * 1000) {
    await sessions.end(ctx.db, session.id, new Date(now).toISOString());
    throw unauthorized(SESSION_IDLE);
  }
  if (now - lastSeen >= TOUCH_INTERVAL_MS) await sessions.touch(ctx.db, session.id, new Date(now).toISOString());
  return {
    user: sessionUserOf(row),
    sessionId: session.id,
    sessionVersion: row.session_version,
    account: row,
  };
}

/** The user of a valid session (see authenticateSession). */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<TokenUser> {
  return (await authenticateSession(ctx, req)).user;
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
