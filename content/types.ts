/**
 * Shared shapes for the built-in site content.
 * Pure data types: no runtime code, no framework imports.
 */

import type { DayCode } from '../common/days';
import type { ServiceTileIcon } from '../common/site-content/card-icons';

// Derived from the lists in common/ and re-exported here, type-only.
export type { DayCode, ServiceTileIcon };

export interface PhoneNumber {
  /** Human-readable form, e.g. "+234 803 000 0000". */
  display: string;
  /** Dial form for tel: links, no spaces, e.g. "+2348030000000". */
  tel: string;
  /** Short label, e.g. "Enugu office". */
  label: string;
}

/** One row of opening hours: a day or a run of days, with the same hours ("Mo-Fr 08:00-18:00"). */
export interface OpeningHours {
  from: DayCode;
  /** The last day of the run; the same as `from` for a single day. */
  to: DayCode;
  /** 24-hour clock, "08:00". */
  opens: string;
  closes: string;
}

export interface Office {
  /** Short label shown in the footer and on the contact page. */
  label: string;
  kind: 'head' | 'branch';
  streetAddress: string;
  postalCode: string;
  city: string;
  region: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** Opening hours; the head office's are the ones the footer, contact page and JSON-LD show. */
  hours: OpeningHours[];
}

/** Profile addresses; an empty string hides the network from the footer and the JSON-LD. */
export interface SocialLinks {
  facebook: string;
  x: string;
  linkedin: string;
  instagram: string;
}

export interface MarketingClaims {
  /** "Over N clients". */
  clients: number;
  /** "Over N students helped or assisted". */
  students: number;
  /** Delivery within N hours after payment terms are met. */
  deliveryHours: number;
}

/**
 * The company's identity: the 'company' site-content document (docs/decisions/0007-site-content.md).
 * `content/site.ts` holds the value a fresh install is seeded with; the published value lives in
 * the database and is edited in the admin area (Site content → Company details).
 */
export interface CompanyDetails {
  name: string;
  shortName: string;
  tagline: string;
  /** One-sentence description used for the default meta description. */
  description: string;
  /** The first is the head office's and the main number shown across the site. */
  phones: PhoneNumber[];
  email: string;
  /** WhatsApp number in dial form, e.g. "+2348030000000" (the chat link is https://wa.me/<digits>). */
  whatsapp: string;
  /** The first is the head office. */
  offices: Office[];
  social: SocialLinks;
  foundingYear: number;
  claims: MarketingClaims;
  /** Starting price of web hosting per year, in naira. */
  hostingPriceNaira: number;
}

export interface BuiltInClient {
  name: string;
  location?: string;
  url?: string;
}

export interface Sector {
  /** Canonical API value, sent as ?module= to the clients endpoint. */
  module: string;
  /** Route path without the leading slash, exact case. */
  slug: string;
  /** Page heading. */
  heading: string;
  /** Label used in the admin "Client Modules" list. */
  adminLabel: string;
  /** Extra spellings accepted by findSector. */
  aliases: string[];
  /** One or two sentences about our work in this sector. */
  intro: string;
  /** Keyword naming the placeholder icon used when a client has no logo. */
  placeholder: string;
  /**
   * The page a visitor from this sector most likely wants next, the second button of the closing
   * band: a product page (labelled "See <version or name>" from its published document), or a
   * page with its own label.
   */
  next: { product: string } | { href: string; label: string } | null;
  clients: BuiltInClient[];
}

/** How a service page draws a section (common/site-content/pages.ts SECTION_LAYOUTS has the words for each). */
export type ServiceSectionLayout = 'list' | 'tiles' | 'steps' | 'account-steps' | 'courses' | 'categories' | 'badges' | 'products';

export interface ContentSection {
  heading: string;
  layout: ServiceSectionLayout;
  items?: string[];
  body?: string[];
}

export interface ServicePage {
  slug: string;
  title: string;
  /** At most 160 characters. */
  metaDescription: string;
  summary: string;
  intro: string[];
  sections: ContentSection[];
  highlights?: string[];
  /** The closing call to action: heading and one sentence. */
  cta: { title: string; text: string };
  /** The web hosting price card beside the overview. */
  priceCard: boolean;
  /** The icon of a "Title: description" tile whose title suggests none (a sprite icon's name). */
  tileIcon: ServiceTileIcon;
}

export interface HomeServiceCard {
  title: string;
  text: string;
  href: string;
  icon: string;
}

export interface ProductSection {
  heading: string;
  items: string[];
}

export interface Product {
  slug: string;
  name: string;
  version?: string;
  /** Page h1. */
  title: string;
  /** At most 160 characters. */
  metaDescription: string;
  summary: string;
  intro: string[];
  sections: ProductSection[];
}

export interface ValueItem {
  title: string;
  text: string;
}

/**
 * The 'about' site-content document (docs/decisions/0007-site-content.md). The three texts are
 * formatted text: Markdown source with {placeholders}, rendered and sanitised by the server.
 */
export interface AboutDocument {
  /** Home page "About us" introduction. */
  intro: string;
  /** About Us page, "Our story". */
  story: string;
  /** Company Profile page, "Who we are". */
  profile: string;
  vision: string;
  mission: string;
  values: ValueItem[];
}

/** The 'privacy' document: the notice at /privacy (formatted text) and its date. */
export interface PrivacyDocument {
  /** One or two sentences under the page title (plain text). */
  summary: string;
  /** Markdown with {placeholders}; must contain {contactRetentionDays} and {unverifiedAccountDays}. */
  notice: string;
  /** "2026-11-25": shown as "Last updated 25 November 2026". */
  lastUpdated: string;
}

/** The 'footer' document: the footer's own copy (the company details come from 'company'). */
export interface FooterDocument {
  /** The "Quick Links" column: pages of this site. */
  quickLinks: { label: string; href: string }[];
  /** After "© <year> <company name>." in the bottom line. */
  rightsNotice: string;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Shown in the circle when there is no photo; empty: the first letters of the name. */
  initials: string;
  /** An uploaded photo (the 'team' document); without one the initials are shown. */
  photo?: ContentImage | null;
}

export interface Slide {
  title: string;
  text: string;
  cta: { label: string; href: string };
}

/*
 * Page documents (docs/decisions/0007-site-content.md): what an editor changes on the service,
 * product and sector pages, one 'service:<slug>' / 'product:<slug>' / 'sector:<slug>' document per
 * page. The slugs (routes), pictures, icons and meta descriptions stay in code; content/services.ts,
 * content/products.ts and content/sectors.ts hold the values a fresh install is seeded with.
 */

export interface ServiceSectionContent {
  heading: string;
  /** How the page draws the section. */
  layout: ServiceSectionLayout;
  /** Shown as a list, tiles, steps or badges, as `layout` says; may be empty. */
  items: string[];
  /** Paragraphs above the list; may be empty. */
  body: string[];
}

/** A 'service:<slug>' document. */
export interface ServiceContent {
  /** Page h1. */
  title: string;
  summary: string;
  intro: string[];
  /** The strip of short points under the banner; empty hides it. */
  highlights: string[];
  sections: ServiceSectionContent[];
  /** The closing call to action. */
  cta: { title: string; text: string };
  /** An uploaded hero picture, drawn instead of the page's built-in illustration; null shows the illustration. */
  image: ContentImage | null;
  /** The web hosting price card beside the overview; absent in a document stored before it existed (the built-in page's choice then holds). */
  priceCard?: boolean;
  /** The icon of a tile whose title suggests none; absent as `priceCard` may be. */
  tileIcon?: ServiceTileIcon;
}

/** A 'product:<slug>' document. */
export interface ProductContent {
  name: string;
  /** Empty when the product has no version name. */
  version: string;
  /** Page h1; "Headline: subtitle" is shown on two lines. */
  title: string;
  summary: string;
  intro: string[];
  /** Each list shows 5 items before "Show More". */
  sections: ProductSection[];
}

/** A 'sector:<slug>' document (the client list is edited in the admin Clients section). */
export interface SectorContent {
  heading: string;
  intro: string;
}

/** One page's entry of the 'seo' site-content document (Pages & SEO, common/seo-pages.ts). */
export interface SeoEntry {
  /** The whole <title>, exactly as a search engine shows it (with the " | Coal City ICT" ending, if any). */
  title: string;
  /** The meta description shown under the title in search results. */
  description: string;
}

/** The 'seo' site-content document: an entry per public page path. A page without one uses its built-in title. */
export interface SeoDocument {
  pages: Partial<Record<string, SeoEntry>>;
}

/**
 * An uploaded picture as a site-content document stores it (docs/decisions/0007-site-content.md,
 * "Home page, team and images"): our own re-encoded WebP variants under /uploads/, the largest
 * variant's URL and size, and the srcset of every variant ("/uploads/<id>-480.webp 480w, …").
 */
export interface ContentImage {
  url: string;
  srcset: string;
  width: number;
  height: number;
}

/** The built-in illustrations a banner slide shows when it has no uploaded picture. */
export type SlideArt = 'software' | 'training' | 'hosting' | 'research';

/** One banner slide of the 'home' document. */
export interface HomeSlide extends Slide {
  /** The built-in illustration, shown when `image` is null. */
  art: SlideArt;
  image: ContentImage | null;
}

/** The 'home' site-content document: the banner, the services teaser and the clients strip. */
export interface HomeContent {
  slides: HomeSlide[];
  services: HomeServiceCard[];
  clients: {
    /** How many clients of each sector the strip shows (those with a logo first). */
    perSector: number;
  };
}

/** The 'team' site-content document: the management team, in display order. */
export interface TeamContent {
  members: TeamMember[];
}
