import { describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { PRIVATE_PATHS, findPage, lastModified, robotsTxt, sitemapXml, sitePages } from '../../app/lib/seo';
import { SEO_PAGE_GROUPS, SEO_PATHS, seoPathOf } from '../../common/seo-pages';
import { SITE_PAGES } from '../../common/site-pages';
import { products } from '../../content/products';
import { sectors } from '../../content/sectors';
import { services } from '../../content/services';

/**
 * The page registry (common/site-pages.ts) is the one list of pages: the route table, the sitemap,
 * robots.txt and the Pages & SEO list are built from it and must cover the same pages.
 */
const NOT_PAGES = new Set(['unauthorized', 'quote/:token', 'invoice/:token/paystack', 'paystack/return', 'sitemap.xml', 'robots.txt', '*']);
const routePaths = () =>
  (routes as { path?: string; index?: boolean }[]).filter((r) => r.index || !NOT_PAGES.has(r.path!)).map((r) => (r.index ? '/' : `/${r.path}`));
const sorted = (list: readonly string[]) => [...list].sort();

describe('the page registry', () => {
  it('gives the route table exactly its pages, each once, plus /unauthorized, the sitemap, robots.txt and the 404', () => {
    expect(sorted(routePaths())).toEqual(sorted(SITE_PAGES.map((p) => p.path)));
    expect(new Set(routePaths()).size).toBe(routePaths().length);
    expect((routes as { path?: string }[]).filter((r) => r.path && NOT_PAGES.has(r.path))).toHaveLength(NOT_PAGES.size);
    expect(SITE_PAGES).toHaveLength(9 + services.length + products.length + sectors.length + 9);
  });

  it('gives the sitemap, the Pages & SEO list and the canonical-link lookup the same indexable pages', () => {
    const indexable = SITE_PAGES.filter((p) => p.indexable).map((p) => p.path);
    const locs = [...sitemapXml('https://www.example.ng').matchAll(/<loc>https:\/\/www\.example\.ng([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(sorted(locs)).toEqual(sorted(indexable));
    expect(sorted(SEO_PATHS)).toEqual(sorted(indexable));
    expect(sorted(sitePages().filter((p) => p.indexable).map((p) => p.path))).toEqual(sorted(indexable));
    expect(sorted(PRIVATE_PATHS)).toEqual(sorted(['/login', '/signup', '/verify-email', '/forgot-password', '/account', '/invitation', '/topics', '/admin', '/invoice/:token']));
  });

  it('takes the service, product and sector slugs and labels from content/', () => {
    const group = (label: string) => SEO_PAGE_GROUPS.find((g) => g.label === label)!.pages;
    expect(group('Services')).toEqual(services.map((s) => ({ path: `/${s.slug}`, label: s.title })));
    expect(group('Software products')).toEqual(products.map((p) => ({ path: `/${p.slug}`, label: p.name })));
    expect(group('Sectors (our clients)')).toEqual(sectors.map((s) => ({ path: `/${s.slug}`, label: s.heading })));
  });

  it('writes robots.txt with the Disallow lines of the registry and the API', () => {
    expect(robotsTxt('https://www.example.ng')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /topics\n\nSitemap: https://www.example.ng/sitemap.xml\n',
    );
  });

  it('matches an address to its page one way, for canonical links and Pages & SEO alike', () => {
    for (const [address, path] of [
      ['/POS', '/pos'],
      ['/Lounge-Club/', '/lounge-cLub'],
      ['/', '/'],
      ['/softwaredev', '/softwareDev'],
    ]) {
      expect(findPage(address)?.path, address).toBe(path);
      expect(seoPathOf(address), address).toBe(path);
    }
    expect(findPage('/login')?.indexable).toBe(false);
    expect(seoPathOf('/login')).toBeUndefined();
    expect(findPage('/unauthorized')).toBeUndefined();
  });
});

describe('the sitemap lastmod', () => {
  it('is the newest publish of the documents a page shows, and absent for pages without documents', () => {
    const published = new Map([
      ['service:domain', '2026-11-20T08:00:00.000Z'],
      ['service:softwareDev', '2026-11-01T08:00:00.000Z'],
      ['product:pos', '2026-11-24T09:30:00.000Z'],
      ['product:hotel', '2026-10-01T00:00:00.000Z'],
      ['sector:hotels', '2026-11-02T10:00:00.000Z'],
    ]);
    const lastmod = lastModified(published);
    expect(lastmod.get('/domain')).toBe('2026-11-20T08:00:00Z');
    // The software page shows the product cards: a product's publish counts.
    expect(lastmod.get('/softwareDev')).toBe('2026-11-24T09:30:00Z');
    expect(lastmod.get('/pos')).toBe('2026-11-24T09:30:00Z');
    expect(lastmod.get('/reviewForm')).toBeUndefined();
    const xml = sitemapXml('https://www.example.ng', lastmod);
    expect(xml).toContain('<url><loc>https://www.example.ng/hotels</loc><lastmod>2026-11-02T10:00:00Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://www.example.ng/reviewForm</loc></url>');
  });

  it('of the gallery and the reviews is when their lists last changed; the home page shows reviews too', () => {
    const lastmod = lastModified(
      new Map([
        ['home', '2026-11-01T08:00:00.000Z'],
        ['gallery', '2026-11-25T12:00:00.000Z'],
        ['reviews', '2026-11-26T07:15:00.000Z'],
      ]),
    );
    expect(lastmod.get('/gallery')).toBe('2026-11-25T12:00:00Z');
    expect(lastmod.get('/allreviews')).toBe('2026-11-26T07:15:00Z');
    expect(lastmod.get('/')).toBe('2026-11-26T07:15:00Z');
  });
});
