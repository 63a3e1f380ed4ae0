import type { Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { sectors } from '../../content/sectors';
import { site } from '../../content/site';
import { about, slides, team } from '../../content/company';
import { footer, privacy } from '../../content/texts';
import { homeServiceCards, services } from '../../content/services';
import { products } from '../../content/products';
import type { HomeContent, Product, ProductContent, Sector, SectorContent, ServiceContent, ServicePage, SlideArt, TeamContent } from '../../content/types';
import { builtInSeo } from '../../content/seo';
import { builtInCourses, builtInPrice } from '../../content/prices';
import { lagosToday } from '../../common/lagos-days';
import { CONTENT_SCHEMAS, contentKind } from '../../common/site-content';
import * as content from './site-content.repository';

/**
 * The built-in site content (docs/decisions/0007-site-content.md): the value of every document a
 * fresh install shows, made from the default texts in content/, and its one-time copy into the
 * database. ./site-content.service.ts serves these values when the database cannot be read.
 */

// ---- Home page and team -------------------------------------------------------------------------

/** The built-in illustration of each of today's four slides, in their order. */
const SEED_SLIDE_ART: readonly SlideArt[] = ['software', 'training', 'hosting', 'research'];
/** Clients of each sector on the home page's strip, as before the strip became content. */
const SEED_CLIENTS_PER_SECTOR = 2;

/** Today's banner, services teaser and clients strip: a fresh install's home page is unchanged. */
function builtInHome(): HomeContent {
  return {
    slides: slides.map((s, i) => ({ ...s, cta: { ...s.cta }, art: SEED_SLIDE_ART[i % SEED_SLIDE_ART.length], image: null })),
    services: homeServiceCards.map((c) => ({ ...c })),
    clients: { perSector: SEED_CLIENTS_PER_SECTOR },
  };
}

/** Today's management team, without photos (the initials are shown). */
function builtInTeam(): TeamContent {
  return { members: team.map((m) => ({ name: m.name, role: m.role, initials: m.initials, bio: m.bio, photo: null })) };
}

/**
 * The built-in value of every site-content document (docs/decisions/0007-site-content.md), by key:
 * what a fresh install shows, and what pages fall back to when the database cannot be read. Later
 * kinds add their keys here ('home', 'page-seo:<path>' ...).
 */
export const builtInDocuments: Readonly<Record<string, unknown>> = {
  company: site,
  // Formatted text and the text pages: the home/about/profile copy, the privacy notice, the footer.
  about,
  privacy,
  footer,
  // The service, product and sector pages.
  ...pageDocuments(),
  // Pages & SEO: each public page's search title and description as its meta printed them (content/seo.ts).
  seo: builtInSeo(site),
  home: builtInHome(),
  team: builtInTeam(),
};

// ---- The service, product and sector pages: one document per page, keyed by kind and slug.

/** A service page's editable words (no slug, art or meta description: those stay in code). */
export function serviceDocument(s: ServicePage): ServiceContent {
  return {
    title: s.title,
    summary: s.summary,
    intro: [...s.intro],
    highlights: [...(s.highlights ?? [])],
    sections: s.sections.map((x) => ({ heading: x.heading, layout: x.layout, items: [...(x.items ?? [])], body: [...(x.body ?? [])] })),
    cta: { ...s.cta },
    image: null,
    priceCard: s.priceCard,
    tileIcon: s.tileIcon,
    price: builtInPrice('service', s.slug),
    // A fresh install's classes start a few weeks after it was installed (content/prices.ts).
    ...(s.slug === 'training' ? { courses: builtInCourses(lagosToday()) } : {}),
  };
}

export function productDocument(p: Product): ProductContent {
  return {
    name: p.name,
    version: p.version ?? '',
    title: p.title,
    summary: p.summary,
    intro: [...p.intro],
    sections: p.sections.map((x) => ({ heading: x.heading, items: [...x.items] })),
    price: builtInPrice('product', p.slug),
  };
}

export function sectorDocument(s: Sector): SectorContent {
  return { heading: s.heading, intro: s.intro };
}

function pageDocuments(): Record<string, unknown> {
  return Object.fromEntries([
    ...services.map((s) => [`service:${s.slug}`, serviceDocument(s)] as const),
    ...products.map((p) => [`product:${p.slug}`, productDocument(p)] as const),
    ...sectors.map((s) => [`sector:${s.slug}`, sectorDocument(s)] as const),
  ]);
}

/** Who the first revision of a seeded document is shown as in the History panel. */
export const SEED_AUTHOR = 'Built-in content';

/**
 * Copies each built-in document into the database once. Like the lists above, each is remembered in
 * `seeded_content` (key `content:<key>`), and a document that exists already is never overwritten,
 * so a restart, an upgrade or a second instance starting at the same time never undoes an edit.
 */
export async function seedSiteContent(db: Kysely<DB>): Promise<{ documents: number }> {
  const done = await content.seededKeys(db);
  let documents = 0;
  for (const [key, value] of Object.entries(builtInDocuments)) {
    const seedKey = `content:${key}`;
    if (done.has(seedKey)) continue;
    const kind = contentKind(key);
    if (!kind) throw new Error(`Built-in site content "${key}" has no schema`);
    // A built-in value the schema refuses would be refused by the editor too: fail loudly at start.
    const checked = CONTENT_SCHEMAS[kind].parse(value);
    await db.transaction().execute(async (trx) => {
      const created = await content.createIfMissing(trx, key, JSON.stringify(checked), { id: null, username: SEED_AUTHOR }, 'The content the site was installed with');
      await content.markSeeded(trx, seedKey);
      if (created) documents++;
    });
  }
  return { documents };
}
