/**
 * Pages & SEO (issue 13): the public, indexable pages whose search title and description an editor
 * sets in the admin area, grouped like the site menu. Plain data without zod, so public code may
 * import its TYPES and the root loader its lookup; the schema is in common/site-content.ts.
 *
 * The paths are spelled exactly as app/routes.ts and app/lib/seo.ts sitePages() spell them (the
 * unit test tests/unit/seo-content.test.ts checks both lists, and the labels against content/).
 */

import type { SeoDocument, SeoEntry } from '../content/types';

export type { SeoDocument, SeoEntry };

export interface SeoPageGroup {
  label: string;
  pages: readonly { path: string; label: string }[];
}

export const SEO_PAGE_GROUPS: readonly SeoPageGroup[] = [
  {
    label: 'Main pages',
    pages: [
      { path: '/', label: 'Home' },
      { path: '/companyProfile', label: 'Company Profile' },
      { path: '/about', label: 'About Us' },
      { path: '/products', label: 'Software products (overview)' },
      { path: '/gallery', label: 'Gallery' },
      { path: '/allreviews', label: 'Reviews' },
      { path: '/reviewForm', label: 'Leave a review' },
      { path: '/contact', label: 'Contact' },
      { path: '/privacy', label: 'Privacy notice' },
    ],
  },
  {
    label: 'Services',
    pages: [
      { path: '/domain', label: 'Web Designing & Hosting' },
      { path: '/softwareDev', label: 'Software Development' },
      { path: '/databaseManagement', label: 'Database Management' },
      { path: '/BulkSMS', label: 'Bulk SMS' },
      { path: '/training', label: 'ICT Training' },
      { path: '/project', label: 'BSc, MSc, PhD Project Research' },
    ],
  },
  {
    label: 'Software products',
    pages: [
      { path: '/pos', label: 'Point of Sale & Stock Manager' },
      { path: '/hospital', label: 'Hospital Management Software' },
      { path: '/school', label: 'School Portal' },
      { path: '/e-ticketing', label: 'Bus Ticketing Software' },
      { path: '/estate', label: 'Estate Management Software' },
      { path: '/hotel', label: 'Hotel Management Software' },
      { path: '/hrpayroll', label: 'HR & Payroll with Biometrics' },
      { path: '/smartlab', label: 'Smart Lab LIMS' },
      { path: '/cooperative', label: 'Cooperative & Thrift Society Software' },
      { path: '/agric-farm', label: 'Agric Farm Manager' },
      { path: '/inventory', label: 'Inventory Management Software' },
    ],
  },
  {
    label: 'Sectors (our clients)',
    pages: [
      { path: '/hotels', label: 'Hotels' },
      { path: '/governments', label: 'Governments' },
      { path: '/schools', label: 'Schools & Institutions' },
      { path: '/multi-NationalCompany', label: 'Multi-National Companies' },
      { path: '/hospitals', label: 'Hospitals & Medical Centres' },
      { path: '/manufacturingCompany', label: 'Manufacturing Companies' },
      { path: '/transport', label: 'Transport Companies' },
      { path: '/lounge-cLub', label: 'Lounges & Clubs' },
      { path: '/oilandgas', label: 'Oil & Gas Companies' },
      { path: '/estatemanagement', label: 'Estate & Cooperative Companies' },
      { path: '/salesoutlets', label: 'Sales & Outlets' },
      { path: '/religiousorganizations', label: 'Religious Organizations' },
      { path: '/website', label: 'Websites' },
    ],
  },
];

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
  const path = (pathname.replace(/\/+$/, '') || '/').toLowerCase();
  return SEO_PATHS.find((p) => p.toLowerCase() === path);
}
