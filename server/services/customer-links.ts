import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { LinkKey } from '../db/database';

/**
 * The two kinds of address a customer opens a quote or an invoice at (docs/decisions/0034-selling.md):
 *
 * - the link in the e-mail: 32 random bytes (base64url) of which only the SHA-256 is stored, so a
 *   copy of the database opens nothing; staff replace or revoke it;
 * - a member's own link, given by My account to the signed-in member the request is theirs: the
 *   document's id and an expiry signed with the server's secret (HMAC-SHA256), so nothing is stored
 *   and the e-mailed link stays as it was. It lasts MEMBER_LINK_HOURS; My account gives a fresh one
 *   at every visit.
 *
 * Either resolves to a `LinkKey`, which the repositories look a document up by.
 */

export type LinkKind = 'quote' | 'invoice';


/** How long a member's own link opens its page. */
export const MEMBER_LINK_HOURS = 24;

/** A token as the e-mails carry it. */
const MAILED = /^[A-Za-z0-9_-]{43}$/;
/** A member's link: id, expiry (Unix seconds), signature. */
const MEMBER = /^([1-9][0-9]{0,9})\.([0-9]{10})\.([A-Za-z0-9_-]{43})$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function signature(secret: string, kind: LinkKind, id: number, expires: number): string {
  return createHmac('sha256', secret).update(`customer-link/v1:${kind}:${id}:${expires}`).digest('base64url');
}

/** A member's link token for the document `id`, valid MEMBER_LINK_HOURS from `now`. */
export function memberLinkToken(secret: string, kind: LinkKind, id: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + MEMBER_LINK_HOURS * 3600;
  return `${id}.${expires}.${signature(secret, kind, id, expires)}`;
}

/**
 * What `token` names, or null for anything malformed, forged, expired, or signed for the other kind
 * of document. An e-mailed token is only hashed here: whether it is current is the database's answer.
 */
export function linkKey(secret: string, kind: LinkKind, token: string, now = Date.now()): LinkKey | null {
  if (MAILED.test(token)) return { by: 'token_hash', value: hashToken(token) };
  const m = MEMBER.exec(token);
  if (!m) return null;
  const id = Number(m[1]);
  const expires = Number(m[2]);
  if (!Number.isSafeInteger(id) || expires * 1000 <= now) return null;
  const given = Buffer.from(m[3]);
  const expected = Buffer.from(signature(secret, kind, id, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { by: 'id', value: id } : null;
}
