/**
 * Pages & SEO: the public, indexable pages whose search title and description an editor sets in
 * the admin area, grouped like the site menu. Built from the page registry (common/site-pages.ts),
 * so a page added there is listed here; the schema is in common/site-content/seo.ts.
 */

import { SITE_PAGES, findSitePage, type PageGroup } from './site-pages';

export type { SeoDocument, SeoEntry } from './site-content/seo-document';
export { SEO_LIMITS } from './seo-limits';

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

/** The document's path for an address, compared without regard to case (/POS is /pos); undefined if none. */
export function seoPathOf(pathname: string): string | undefined {
  return findSitePage(SEO_PATHS.map((path) => ({ path })), pathname)?.path;
}
