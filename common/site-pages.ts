import { products } from '../content/products';
import { sectors } from '../content/sectors';
import { services } from '../content/services';

/**
 * Every page of the site, once (docs/decisions/0019-catalogue-layouts-page-registry.md). The route
 * table (app/routes.ts), the sitemap, robots.txt, the canonical links and noindex tags
 * (app/lib/seo.ts) and the Pages & SEO list (common/seo-pages.ts) are all built from it. The
 * service, product and sector pages come from their lists in content/, with their slugs and titles.
 *
 * It imports the full content lists: server code, the route table and the lazily loaded admin area
 * only. Public pages get what they need as loader data.
 */

export type PageGroup = 'main' | 'services' | 'products' | 'sectors' | 'members';

export interface PageEntry {
  /** The path exactly as the route table spells it: "/companyProfile", "/pos". */
  path: string;
  /** The route module, relative to app/. */
  module: string;
  /** The route id, for a module that serves several pages ("service-domain"). */
  id?: string;
  /** The page's name in the admin's Pages & SEO list. */
  label: string;
  group: PageGroup;
  /** Listed in the sitemap and Pages & SEO, and without noindex; account and members' pages are not. */
  indexable: boolean;
  /** Kept out of search engines' crawls by a robots.txt Disallow line. */
  disallow?: true;
  /**
   * The site-content documents whose words the page shows, and `gallery` or `reviews` for a page
   * showing those lists: the newest change among them is its sitemap lastmod.
   */
  documents: readonly string[];
}

const main = (path: string, module: string, label: string, documents: readonly string[] = []): PageEntry => ({
  path,
  module,
  label,
  group: 'main',
  indexable: true,
  documents,
});
const members = (path: string, module: string, label: string, disallow?: true): PageEntry => ({
  path,
  module,
  label,
  group: 'members',
  indexable: false,
  ...(disallow ? { disallow } : {}),
  documents: [],
});
const productKeys = products.map((p) => `product:${p.slug}`);

/** In the order of the Pages & SEO list (the site menu's order), then the pages search engines do not list. */
export const SITE_PAGES: readonly PageEntry[] = [
  main('/', 'routes/home.tsx', 'Home', ['home', 'team', 'about', 'reviews']),
  main('/companyProfile', 'routes/company-profile.tsx', 'Company Profile', ['about', 'team']),
  main('/about', 'routes/about.tsx', 'About Us', ['about', ...services.map((s) => `service:${s.slug}`)]),
  main('/products', 'routes/products.tsx', 'Software products (overview)', productKeys),
  main('/gallery', 'routes/gallery.tsx', 'Gallery', ['gallery']),
  main('/allreviews', 'routes/all-reviews.tsx', 'Reviews', ['reviews']),
  main('/reviewForm', 'routes/review-form.tsx', 'Leave a review'),
  main('/contact', 'routes/contact.tsx', 'Contact', ['company']),
  main('/privacy', 'routes/privacy.tsx', 'Privacy notice', ['privacy']),
  ...services.map(
    (s): PageEntry => ({
      path: `/${s.slug}`,
      module: 'routes/service-page.tsx',
      id: `service-${s.slug}`,
      label: s.title,
      group: 'services',
      indexable: true,
      // A section with the product cards shows the products' names and summaries too.
      documents: [`service:${s.slug}`, ...(s.sections.some((x) => x.layout === 'products') ? productKeys : [])],
    }),
  ),
  ...products.map(
    (p): PageEntry => ({
      path: `/${p.slug}`,
      module: 'routes/product-page.tsx',
      id: `product-${p.slug}`,
      label: p.name,
      group: 'products',
      indexable: true,
      documents: [`product:${p.slug}`],
    }),
  ),
  ...sectors.map(
    (s): PageEntry => ({
      path: `/${s.slug}`,
      module: 'routes/sector-page.tsx',
      id: `sector-${s.slug}`,
      label: s.heading,
      group: 'sectors',
      indexable: true,
      documents: [`sector:${s.slug}`],
    }),
  ),
  members('/login', 'routes/login.tsx', 'Log in'),
  members('/signup', 'routes/signup.tsx', 'Sign up'),
  members('/verify-email', 'routes/verify-email.tsx', 'Confirm your e-mail'),
  members('/forgot-password', 'routes/forgot-password.tsx', 'Forgot password'),
  members('/account', 'routes/account.tsx', 'Your account'),
  members('/invitation', 'routes/invitation.tsx', 'Accept an invitation'),
  members('/topics', 'routes/topics.tsx', 'Project topics', true),
  members('/admin', 'routes/admin.tsx', 'Admin', true),
  // A customer's invoice, found by the secret token in its address (modules/invoices): never listed or indexed.
  members('/invoice/:token', 'routes/invoice.tsx', 'An invoice (customer link)'),
];

/**
 * A path as the registry compares it: without a trailing slash and without regard to case, as
 * React Router matches routes (/POS is /pos, /Lounge-Club/ is /lounge-cLub).
 */
export const comparablePath = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

/** The page an address belongs to, or undefined (an unknown path, /unauthorized). */
export function findSitePage<P extends { path: string }>(pages: readonly P[], pathname: string): P | undefined {
  const path = comparablePath(pathname);
  return pages.find((p) => comparablePath(p.path) === path);
}
