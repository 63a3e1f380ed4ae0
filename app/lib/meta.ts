import type { MetaDescriptor } from 'react-router';
import type { CompanyDetails, Office } from '../../content/types';
import { companyOf, formatHours, headOffice, socialProfiles, type MetaMatches } from './company';
import { socialCardUrl } from '../../common/social-card';

/**
 * Page metadata. A route's `meta` export calls pageMeta() for what differs per
 * page: the title, the description and their Open Graph twins. What depends on the address
 * (canonical link, og:url, noindex) and what is the same everywhere (og:site_name, og:image,
 * og:locale, twitter:card, the JSON-LD business record) is rendered once by the root layout
 * (root.tsx, SiteHeadTags), so no page can forget it.
 */

export interface PageMetaOptions {
  /** Use the title as given, without the " | Coal City ICT" suffix (the home page). */
  fullTitle?: boolean;
}

/** What pageMeta() reads of the meta function's argument: the matches and, when given, the address. */
export interface PageMetaArgs extends MetaMatches {
  location?: { pathname: string };
}

/** The root loader's Pages & SEO entry (root.tsx): the page's path as the document spells it. */
interface RootSeoData {
  seo?: { path: string; title: string; description: string } | null;
}

/**
 * This page's entry of the Pages & SEO document (site content, edited in the admin area), when
 * the root loader data holds one for the address being shown. The path is compared so that an
 * entry left from an earlier page (a failed revalidation) is never shown on another.
 */
export function seoEntryOf(args: PageMetaArgs): { title: string; description: string } | undefined {
  const root = args.matches.find((m) => m?.id === 'root');
  const seo = (root?.data as RootSeoData | undefined)?.seo;
  if (!seo) return undefined;
  if (args.location) {
    const here = (args.location.pathname.replace(/\/+$/, '') || '/').toLowerCase();
    if (here !== seo.path.toLowerCase()) return undefined;
  }
  return seo;
}

/**
 * The title and description every page sets. The description is required so that each page has
 * its own (search engines show it under the title); keep it under about 160 characters. `args` is
 * the meta function's argument: the title's suffix is the published short name (root loader data).
 *
 * Pages & SEO: when the site-content document 'seo' has an entry for this page, its
 * title (the whole <title>) and description win over the ones the route passes, which stay the
 * fallback (a page without an entry, the database unreadable). The Open Graph title is the search
 * title without its " | <short name>" ending: link previews show the site name on their own.
 */
export function pageMeta(
  args: PageMetaArgs,
  title: string,
  description: string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const shortName = companyOf(args)?.shortName;
  const entry = seoEntryOf(args);
  if (entry) {
    const ending = shortName ? ` | ${shortName}` : '';
    const ogTitle = ending && entry.title.endsWith(ending) && entry.title.length > ending.length ? entry.title.slice(0, -ending.length) : entry.title;
    return [
      { title: entry.title },
      { name: 'description', content: entry.description },
      { property: 'og:title', content: ogTitle },
      { property: 'og:description', content: entry.description },
    ];
  }
  const fullTitle = options.fullTitle || !shortName ? title : `${title} | ${shortName}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  ];
}

export const LOGO_IMAGE = { path: '/images/logo-512.png', width: 512, height: 512 };

/** schema.org record of the business for search engines, rendered in the root layout. */
export function businessJsonLd(origin: string, site: CompanyDetails): Record<string, unknown> {
  const head = headOffice(site);
  return {
    '@context': 'https://schema.org',
    '@type': ['LocalBusiness', 'ProfessionalService'],
    '@id': `${origin}/#organization`,
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    slogan: site.tagline,
    url: `${origin}/`,
    logo: `${origin}${LOGO_IMAGE.path}`,
    image: socialCardUrl(origin, site),
    email: site.email,
    telephone: site.phones[0]?.tel,
    foundingDate: String(site.foundingYear),
    address: postalAddress(head),
    // The phones are listed in the same order as the offices (content/site.ts).
    location: site.offices.map((office, i) => ({
      '@type': 'Place',
      name: office.label,
      address: postalAddress(office),
      telephone: site.phones[i]?.tel,
    })),
    contactPoint: site.phones.map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.tel,
      contactType: 'customer service',
      areaServed: 'NG',
      availableLanguage: ['en'],
      name: phone.label,
    })),
    openingHours: formatHours(head?.hours, 'schema').map((row) => `${row.days} ${row.hours}`),
    areaServed: { '@type': 'Country', name: 'Nigeria' },
    priceRange: '₦₦',
    sameAs: socialProfiles(site).map((p) => p.url),
  };
}

function postalAddress(office: Office) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.streetAddress,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.country,
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
