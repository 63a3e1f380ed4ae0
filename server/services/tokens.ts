import { SignJWT, jwtVerify, errors } from 'jose';
import type { SessionUser } from '../../common/session-user';
import { isStaff } from '../../common/roles';

/** The user a token names: the one session-user shape (common/session-user.ts). */
export type TokenUser = SessionUser;

/** A verified token: the user it names and the account's session version when it was issued. */
export interface TokenClaims extends TokenUser {
  /** `sv` claim; tokens from before session versions existed count as version 0. */
  sessionVersion: number;
  /** `jti`: the server-side session the token belongs to (server/services/sessions.ts); null if absent. */
  sessionId: string | null;
}

export interface SignOptions {
  /** The session row this token belongs to, written as `jti`. */
  sessionId?: string;
  /** Lifetime of this token; the default is the one the tokens were created with. */
  ttlSeconds?: number;
}

export interface Tokens {
  /** `sessionVersion` is the account's users.session_version now (0 when omitted). */
  sign(user: TokenUser, sessionVersion?: number, options?: SignOptions): Promise<string>;
  /** The user in a valid token, or null for a missing, forged, malformed or expired one. */
  verify(token: string): Promise<TokenClaims | null>;
}

/** The role a token names; anything unknown reads as a member's (the database decides on every call anyway). */
const roleOf = (r: unknown): TokenUser['role'] => (typeof r === 'string' && isStaff(r) ? r : 'user');

/** HS256 JWTs with `exp` and `user`; the algorithm is allow-listed. */
export function createTokens(secret: string, ttlSeconds: number): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user, sessionVersion = 0, options = {}) {
      const jwt = new SignJWT({ user: { id: user.id, username: user.username, email: user.email, role: user.role }, sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + (options.ttlSeconds ?? ttlSeconds));
      if (options.sessionId) jwt.setJti(options.sessionId);
      return jwt.sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const u = payload.user as Partial<TokenUser> | undefined;
        if (!u || typeof u.id !== 'number' || typeof u.email !== 'string') return null;
        const sv = typeof payload.sv === 'number' && Number.isInteger(payload.sv) ? payload.sv : 0;
        const sessionId = typeof payload.jti === 'string' && payload.jti.length > 0 && payload.jti.length <= 64 ? payload.jti : null;
        return { id: u.id, username: String(u.username ?? ''), email: u.email, role: roleOf(u.role), sessionVersion: sv, sessionId };
      } catch (e) {
        if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
        throw e;
      }
    },
  };
}
