import { createHmac } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Preview tokens (docs/decisions/0007-site-content.md): a short-lived, signed permission to see the
 * public pages rendered with the unpublished drafts. An admin asks for one through the API; the page
 * renderer honours `?preview=<token>` only when the token verifies AND its user is still an enabled
 * admin AND the session it was asked for goes on: the token carries the account's session version
 * and the session id, so "log out everywhere", a new password, disabling and logging out of that
 * session all end it too (checked in the database on every preview request). Its key is derived from JWT_SECRET for this
 * one purpose, so a session token is never a preview token, nor the other way round.
 */
export const PREVIEW_TTL_SECONDS = 30 * 60;

/** Who asked for a preview token, and in which session. */
export interface PreviewGrant {
  userId: number;
  sessionVersion: number;
  sessionId: string;
}

export interface PreviewTokens {
  sign(grant: PreviewGrant): Promise<{ token: string; expiresAt: string }>;
  /** The grant in a valid, unexpired preview token; null otherwise. */
  verify(token: string): Promise<PreviewGrant | null>;
}

export function createPreviewTokens(jwtSecret: string): PreviewTokens {
  const key = createHmac('sha256', jwtSecret).update('site-content-preview').digest();
  return {
    async sign({ userId, sessionVersion, sessionId }) {
      const exp = Math.floor(Date.now() / 1000) + PREVIEW_TTL_SECONDS;
      const token = await new SignJWT({ purpose: 'preview', sv: sessionVersion, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async verify(token) {
      if (token.length > 1000) return null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
        const id = Number(payload.sub);
        const { sv, sid } = payload;
        if (payload.purpose !== 'preview' || !Number.isInteger(id) || id <= 0) return null;
        if (typeof sv !== 'number' || !Number.isInteger(sv) || typeof sid !== 'string' || !sid) return null;
        return { userId: id, sessionVersion: sv, sessionId: sid };
      } catch (e) {
        if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
        throw e;
      }
    },
  };
}
