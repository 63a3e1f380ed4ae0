import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code from a cryptographic source. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are stored only as a keyed hash: with a million possible codes a plain hash would be
 * reversed at once by anyone holding the database, an HMAC with the server's secret is not.
 */
export function hashCode(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`otp:${userId}:${code}`).digest('hex');
}

export function codeMatches(secret: string, userId: number, code: string, storedHash: string): boolean {
  const a = Buffer.from(hashCode(secret, userId, code), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
