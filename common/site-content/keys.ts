import { CompanySchema, type CompanyDetails } from './company';
import { HomeSchema, TeamSchema, type HomeContent, type TeamContent } from './home';
import { ProductSchema, SectorSchema, ServiceSchema, type ProductContent, type SectorContent, type ServiceContent } from './pages';
import { SeoSchema } from './seo';
import type { SeoDocument } from './seo-document';
import { AboutSchema, FooterSchema, PrivacySchema, type AboutDocument, type FooterDocument, type PrivacyDocument } from './texts';

/** Every kind of document. */
export const CONTENT_SCHEMAS = {
  company: CompanySchema,
  seo: SeoSchema,
  // Home page and team: home.ts.
  home: HomeSchema,
  team: TeamSchema,
  // Formatted text and the text pages (about, privacy notice, footer): texts.ts.
  about: AboutSchema,
  privacy: PrivacySchema,
  footer: FooterSchema,
  // Service, product and sector pages: pages.ts.
  service: ServiceSchema,
  product: ProductSchema,
  sector: SectorSchema,
} as const;
export type ContentKind = keyof typeof CONTENT_SCHEMAS;
/** Documents that exist once: the key is the kind ('company'). */
export interface ContentValues {
  company: CompanyDetails;
  about: AboutDocument;
  privacy: PrivacyDocument;
  footer: FooterDocument;
  seo: SeoDocument;
  home: HomeContent;
  team: TeamContent;
}
/** Documents that exist once per page: the key is 'kind:name' ('service:domain', 'product:pos'). */
export interface NamedContentValues {
  service: ServiceContent;
  product: ProductContent;
  sector: SectorContent;
}
/** Every document key the pages may read: `content('service:domain', request)` is typed by its kind. */
export type ContentKey = keyof ContentValues | `${keyof NamedContentValues}:${string}`;
/** The value type of a document key. */
export type ContentValue<K extends ContentKey> = K extends keyof ContentValues
  ? ContentValues[K]
  : K extends `${infer Kind extends keyof NamedContentValues}:${string}`
    ? NamedContentValues[Kind]
    : never;

/** Document keys: a kind, optionally ':' and a name within the kind ('service:softwareDev'). */
export const CONTENT_KEY_PATTERN = /^[a-z][a-z-]{0,39}(:[A-Za-z0-9/_.-]{1,150})?$/;

export function contentKind(key: string): ContentKind | null {
  if (!CONTENT_KEY_PATTERN.test(key)) return null;
  const kind = key.split(':')[0];
  return Object.hasOwn(CONTENT_SCHEMAS, kind) ? (kind as ContentKind) : null;
}
