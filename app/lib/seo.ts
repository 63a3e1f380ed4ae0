import { products } from '../../content/products';
import { sectors } from '../../content/sectors';
import { services } from '../../content/services';
import type { ContentKey, ContentValue } from '../../common/site-content';
import { SITE_PAGES, findSitePage } from '../../common/site-pages';

/**
 * Server-side SEO data: the site's page list (for the sitemap, robots.txt, canonical links and the
 * navigation labels the root loader hands to the header). It imports the full content lists, so only
 * loaders and resource routes may use it: the browser bundle gets the small results as loader data.
 */

export interface SitePage {
  /** The path exactly as the route table spells it, e.g. /companyProfile, /pos. */
  path: string;
  /** Listed in the sitemap and indexable; members-only and account pages are not. */
  indexable: boolean;
}

export interface NavLink {
  to: string;
  label: string;
}

export interface NavData {
  services: NavLink[];
  sectors: NavLink[];
  products: NavLink[];
}

/** Account and members-only pages: kept out of the sitemap and marked noindex. */
export const PRIVATE_PATHS: readonly string[] = SITE_PAGES.filter((p) => !p.indexable).map((p) => p.path);

/** Every page of the route table (the page registry, common/site-pages.ts); /unauthorized and unknown paths show the 404 screen. */
export function sitePages(): SitePage[] {
  return SITE_PAGES.map((p) => ({ path: p.path, indexable: p.indexable }));
}

/** The page of the route table an address belongs to, matched without regard to case (/POS is /pos). */
export function findPage(pathname: string): SitePage | undefined {
  return findSitePage(sitePages(), pathname);
}

/**
 * When each page last changed: the newest publish of the site-content documents it shows (the
 * page services' `publishedTimes`, key → ISO time). Pages without documents of their own have none.
 */
export function lastModified(published: ReadonlyMap<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const page of SITE_PAGES) {
    const times = page.documents.map((key) => published.get(key)).filter((t): t is string => t !== undefined);
    if (times.length === 0) continue;
    const newest = times.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b));
    out.set(page.path, new Date(newest).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  }
  return out;
}

/** The header menus, labelled from content/ (only labels and paths reach the browser). */
/**
 * The menu labels: each page's published title (service), heading (sector) or name (product), from
 * the site-content cache (`read` is the page services' `published`, no query per page view).
 */
export async function navData(read: <K extends ContentKey>(key: K) => Promise<ContentValue<K>>): Promise<NavData> {
  const [s, c, p] = await Promise.all([
    Promise.all(services.map((x) => read(`service:${x.slug}`))),
    Promise.all(sectors.map((x) => read(`sector:${x.slug}`))),
    Promise.all(products.map((x) => read(`product:${x.slug}`))),
  ]);
  return {
    services: services.map((x, i) => ({ to: `/${x.slug}`, label: s[i].title })),
    sectors: sectors.map((x, i) => ({ to: `/${x.slug}`, label: c[i].heading })),
    // Spec 2.2 lists ten products in the Softwares menu (inventory has a page but no menu entry)
    // and spells the point-of-sale link /POS; routes match case-insensitively.
    products: products
      .map((x, i) => ({ slug: x.slug, label: p[i].name }))
      .filter((x) => x.slug !== 'inventory')
      .map((x) => ({ to: x.slug === 'pos' ? '/POS' : `/${x.slug}`, label: x.label })),
  };
}

/**
 * The name a visitor knows the page at `pathname` by, for the WhatsApp greeting of the quick-contact
 * bar and the phone menu (whatsappGreeting in common/phone.ts): the published name of a product,
 * the title of a service, the heading of a sector, the registry's label of any other page ("home"
 * for the home page). Null on an address that is not a page (the 404 screen). `read` gives the
 * published document, or the draft in an admin's preview, so the greeting follows edits.
 */
export async function pageNameOf(pathname: string, read: <K extends ContentKey>(key: K) => Promise<ContentValue<K>>): Promise<string | null> {
  const page = findSitePage(SITE_PAGES, pathname);
  if (!page) return null;
  const slug = page.path.slice(1);
  if (page.group === 'products') return (await read(`product:${slug}`)).name;
  if (page.group === 'services') return (await read(`service:${slug}`)).title;
  if (page.group === 'sectors') return (await read(`sector:${slug}`)).heading;
  if (page.path === '/') return 'home';
  // "Software products (overview)" is the admin's wording; visitors know the page as "Software products".
  return page.label.replace(/\s*\(.*\)$/, '');
}

/**
 * The item a page sells, for the quick-contact bar's "Get a quote" (app/features/site/quick-contact.tsx):
 * a product's or service's slug (the training page is the service "training"); null on any other page.
 */
export function quoteItemOfPage(pathname: string): string | null {
  const page = findSitePage(SITE_PAGES, pathname);
  return page && (page.group === 'products' || page.group === 'services') ? page.path.slice(1) : null;
}

/**
 * The absolute origin for canonical links, the sitemap and Open Graph URLs. The request's own
 * origin is right behind a proxy when TRUST_PROXY is set; a `publicUrl` offered by the page
 * services (the PUBLIC_URL setting) wins when present.
 */
export function siteOrigin(request: Request, services?: object): string {
  const configured = services && 'publicUrl' in services ? (services as { publicUrl?: unknown }).publicUrl : undefined;
  if (typeof configured === 'string' && /^https?:\/\//.test(configured)) return configured.replace(/\/+$/, '');
  return new URL(request.url).origin;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapXml(origin: string, lastmod: ReadonlyMap<string, string> = new Map()): string {
  const urls = sitePages()
    .filter((p) => p.indexable)
    .map((p) => {
      const when = lastmod.get(p.path);
      return `  <url><loc>${xmlEscape(origin + p.path)}</loc>${when ? `<lastmod>${when}</lastmod>` : ''}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Not a page: the API is kept out of crawls as well. */
const DISALLOW_ALSO = ['/api/'];

export function robotsTxt(origin: string): string {
  const disallow = [...SITE_PAGES.filter((p) => p.disallow).map((p) => p.path), ...DISALLOW_ALSO].sort();
  return ['User-agent: *', 'Allow: /', ...disallow.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Both XML and text answers may be cached briefly by browsers and proxies. */
export const SEO_CACHE_CONTROL = 'public, max-age=300';
