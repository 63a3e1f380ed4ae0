import type { CompanyDetails } from '../content/types';

/**
 * The social card: the 1200 × 630 picture WhatsApp, Facebook, LinkedIn and X show with a link to
 * the site (drawn by server/services/social-card.ts from the published company details). Pages
 * point at `/og-card.png?v=<version>`: the version changes with the words on the card, and the
 * apps, which keep a card by its address, fetch the new one after a rename.
 */
export const SOCIAL_CARD = { path: '/og-card.png', width: 1200, height: 630 } as const;

export type SocialCardCompany = Pick<CompanyDetails, 'name' | 'shortName' | 'tagline' | 'offices'>;

/** The words on the card. */
export function socialCardText(c: SocialCardCompany) {
  const rest = c.name.startsWith(c.shortName) ? c.name.slice(c.shortName.length).trim() : c.name;
  const cities = [...new Set(c.offices.map((o) => o.city.trim()).filter(Boolean))];
  return { title: c.shortName, subtitle: rest.toUpperCase(), tagline: c.tagline, places: [...cities, 'Nigeria'].join(' · ') };
}

/** A short hash of the card's words (FNV-1a, 32 bits): the same in the browser and on the server. */
export function socialCardVersion(c: SocialCardCompany): string {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(socialCardText(c))) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

/** The card's address for this company, as the pages give it. */
export const socialCardUrl = (origin: string, c: SocialCardCompany) => `${origin}${SOCIAL_CARD.path}?v=${socialCardVersion(c)}`;
