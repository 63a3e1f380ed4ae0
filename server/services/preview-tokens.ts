import { createHmac } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * Preview tokens (docs/decisions/0007-site-content.md): a short-lived, signed permission to see the
 * public pages rendered with the unpublished drafts. An admin asks for one through the API; the page
 * renderer honours `?preview=<token>` only when the token verifies AND its user is still an admin
 * (checked in the database on every preview request). Its key is derived from JWT_SECRET for this
 * one purpose, so a session token is never a preview token, nor the other way round.
 */
export const PREVIEW_TTL_SECONDS = 30 * 60;

export interface PreviewTokens {
  sign(userId: number): Promise<{ token: string; expiresAt: string }>;
  /** The user id in a valid, unexpired preview token; null otherwise. */
  verify(token: string): Promise<number | null>;
}

export function createPreviewTokens(jwtSecret: string): PreviewTokens {
  const key = createHmac('sha256', jwtSecret).update('site-content-preview').digest();
  return {
    async sign(userId) {
      const exp = Math.floor(Date.now() / 1000) + PREVIEW_TTL_SECONDS;
      const token = await new SignJWT({ purpose: 'preview' })
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
        return payload.purpose === 'preview' && Number.isInteger(id) && id > 0 ? id : null;
      } catch (e) {
        if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
        throw e;
      }
    },
  };
}
