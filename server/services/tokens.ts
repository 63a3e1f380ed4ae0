import { SignJWT, jwtVerify, errors } from 'jose';
import type { Role } from '../db/schema';

export interface TokenUser {
  id: number;
  username: string;
  email: string;
  role: Role;
}

export interface Tokens {
  sign(user: TokenUser): Promise<string>;
  /** The user in a valid token, or null for a missing, forged, malformed or expired one. */
  verify(token: string): Promise<TokenUser | null>;
}

/** HS256 JWTs with `exp` and `user`, as spec section 3 describes; the algorithm is allow-listed. */
export function createTokens(secret: string, ttlSeconds: number): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user) {
      return new SignJWT({ user: { id: user.id, username: user.username, email: user.email, role: user.role } })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        const u = payload.user as Partial<TokenUser> | undefined;
        if (!u || typeof u.id !== 'number' || typeof u.email !== 'string') return null;
        return { id: u.id, username: String(u.username ?? ''), email: u.email, role: u.role === 'admin' ? 'admin' : 'user' };
      } catch (e) {
        if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
        throw e;
      }
    },
  };
}
