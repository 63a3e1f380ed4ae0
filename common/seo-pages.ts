/**
 * Pages & SEO: the public, indexable pages whose search title and description an editor sets in
 * the admin area, grouped like the site menu. Built from the page registry (common/site-pages.ts),
 * so a page added there is listed here; the schema is in common/site-content/seo.ts.
 */

import type { SeoDocument, SeoEntry } from '../content/types';
import { SITE_PAGES, findSitePage, type PageGroup } from './site-pages';

export type { SeoDocument, SeoEntry };

export interface SeoPageGroup {
  label: string;
  pages: readonly { path: string; label: string }[];
}

const GROUP_LABELS: [PageGroup, string][] = [
  ['main', 'Main pages'],
  ['services', 'Services'],
  ['products', 'Software products'],
  ['sectors', 'Sectors (our clients)'],
];

export const SEO_PAGE_GROUPS: readonly SeoPageGroup[] = GROUP_LABELS.map(([group, label]) => ({
  label,
  pages: SITE_PAGES.filter((p) => p.group === group && p.indexable).map((p) => ({ path: p.path, label: p.label })),
}));

/** Every path the 'seo' document may hold, in menu order. */
export const SEO_PATHS: readonly string[] = SEO_PAGE_GROUPS.flatMap((g) => g.pages.map((p) => p.path));

/**
 * Length limits. The HARD limits are what the schema refuses (400 from the API); the ADVISED ones
 * are Google's: titles longer than about 70 characters and descriptions longer than about 160 are
 * cut short with "…" in search results. The hard limits are higher because some of the built-in
 * titles and descriptions a fresh install starts with are longer than the advice (the home page's
 * title is 89 characters, the Schools page's description 195) and a fresh install must show them
 * unchanged; the editor shows the advice and warns past it.
 */
export const SEO_LIMITS = {
  title: { advised: 70, max: 100 },
  description: { advised: 160, max: 200 },
} as const;

/** The document's path for an address, compared without regard to case (/POS is /pos); undefined if none. */
export function seoPathOf(pathname: string): string | undefined {
  return findSitePage(SEO_PATHS.map((path) => ({ path })), pathname)?.path;
}
