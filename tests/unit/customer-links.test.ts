import { describe, expect, it } from 'vitest';
import { hashToken, linkKey, memberLinkToken, MEMBER_LINK_HOURS } from '../../server/services/customer-links';

/** The addresses of a customer's quote and invoice pages (server/services/customer-links.ts). */
const SECRET = 'a-server-secret-of-at-least-thirty-two-characters';
const NOW = Date.UTC(2026, 11, 7, 9, 0, 0);
const HOUR = 3_600_000;

describe('customer links', () => {
  it('an e-mailed token is looked up by its SHA-256 only', () => {
    const token = 'A'.repeat(43);
    expect(linkKey(SECRET, 'invoice', token, NOW)).toEqual({ by: 'token_hash', value: hashToken(token) });
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a member's link names its document's id for a day, then nothing", () => {
    const token = memberLinkToken(SECRET, 'quote', 42, NOW);
    expect(linkKey(SECRET, 'quote', token, NOW)).toEqual({ by: 'id', value: 42 });
    expect(linkKey(SECRET, 'quote', token, NOW + MEMBER_LINK_HOURS * HOUR - 1000)).toEqual({ by: 'id', value: 42 });
    expect(linkKey(SECRET, 'quote', token, NOW + MEMBER_LINK_HOURS * HOUR)).toBeNull();
  });

  it("refuses a member's link signed for the other kind, under another secret, for another id or with a later expiry", () => {
    const token = memberLinkToken(SECRET, 'quote', 42, NOW);
    const [id, expires, sig] = token.split('.');
    expect(linkKey(SECRET, 'invoice', token, NOW)).toBeNull();
    expect(linkKey(`${SECRET}-rotated`, 'quote', token, NOW)).toBeNull();
    expect(linkKey(SECRET, 'quote', `43.${expires}.${sig}`, NOW)).toBeNull();
    expect(linkKey(SECRET, 'quote', `${id}.${Number(expires) + 3600}.${sig}`, NOW)).toBeNull();
    expect(linkKey(SECRET, 'quote', `${id}.${expires}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, NOW)).toBeNull();
  });

  it('refuses anything else without looking it up', () => {
    for (const token of ['', 'x', 'A'.repeat(42), 'A'.repeat(44), '0.1999999999.' + 'A'.repeat(43), "1' or 1=1 --", '../../etc/passwd', '1.2.3']) {
      expect(linkKey(SECRET, 'quote', token, NOW), token).toBeNull();
    }
  });
});
