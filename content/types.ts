/**
 * Shared shapes for the built-in site content.
 * Pure data types: no runtime code, no framework imports.
 *
 * The site-content documents (what office staff edit in the admin area, docs/decisions/0007-site-content.md)
 * and their parts are typed by their zod schemas in common/site-content/: each type is the schema's
 * output (`z.output<typeof CompanySchema>`), declared beside the schema and re-exported here,
 * type-only, so the data files in content/ never load zod. The built-in data that is not such a
 * document (sectors and their clients, service pages, products) is typed here.
 */

import type { ServiceTileIcon } from '../common/site-content/card-icons';
import type { ProductSection, ServiceSectionLayout } from '../common/site-content/pages';

export type { DayCode } from '../common/days';
export type { CompanyDetails, MarketingClaims, Office, OpeningHours, PhoneNumber, SocialLinks } from '../common/site-content/company';
export type { ServiceTileIcon } from '../common/site-content/card-icons';
export type { ContentImage } from '../common/site-content/images';
export type { AboutDocument, FooterDocument, PrivacyDocument, ValueItem } from '../common/site-content/texts';
export type { HomeContent, HomeServiceCard, HomeSlide, Slide, SlideArt, TeamContent, TeamMember } from '../common/site-content/home';
export type {
  ProductContent,
  ProductSection,
  SectorContent,
  ServiceContent,
  ServiceSectionContent,
  ServiceSectionLayout,
} from '../common/site-content/pages';
export type { SeoDocument, SeoEntry } from '../common/site-content/seo-document';

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
