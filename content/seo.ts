import { site } from './site';
import { services } from './services';
import { products } from './products';
import { sectors } from './sectors';
import type { CompanyDetails, SeoDocument, SeoEntry } from './types';

/**
 * SEED of the 'seo' site-content document (Pages & SEO in the admin area): each public page's search title
 * and meta description, exactly as the page's own `meta` function printed them before they became
 * data (app/routes/*.tsx pass the same texts to pageMeta() as their fallback). Changing this file
 * changes a fresh install only; the live values are edited in the admin area.
 * tests/unit/seo-content.test.ts compares every entry with the head each page printed before.
 */
export function builtInSeo(company: CompanyDetails = site): SeoDocument {
  const suffix = ` | ${company.shortName}`;
  const page = (title: string, description: string): SeoEntry => ({ title: `${title}${suffix}`, description });
  const pages: Record<string, SeoEntry> = {
    '/': { title: `${company.name}: ${company.tagline}`, description: company.description },
    '/companyProfile': page(
      'Company Profile',
      `About ${company.name}: an Enugu ICT company serving over ${company.claims.clients} clients with software, databases, training, web hosting and bulk SMS since ${company.foundingYear}.`,
    ),
    '/about': page(
      'About Us',
      `The story of ${company.name}, the Enugu ICT company behind software, training, hosting and project research for over ${company.claims.clients} clients.`,
    ),
    '/products': page(
      'Our Software Products',
      'Point of sale, hospital, school, bus ticketing, estate, hotel, HR and payroll, laboratory, cooperative, farm and inventory software, built and supported in Enugu.',
    ),
    '/gallery': page(
      'Photo Gallery',
      'Photos of our ICT training classes, software installations, network projects and team at work in Enugu and across Nigeria.',
    ),
    '/allreviews': page(
      'What Our Customers Say',
      'Read what hospitals, schools, businesses and students say about working with us, and leave a review of your own.',
    ),
    '/reviewForm': page(
      'Leave a Review',
      `Worked with ${company.shortName} on software, training, hosting or a project? Rate us from 1 to 5 stars and tell others how it went.`,
    ),
    '/contact': page(
      'Contact Us',
      `Call, WhatsApp, email or visit ${company.shortName} in ${company.offices.map((o) => o.city).join(' and ')}, or send us a message about software, training, hosting or project research.`,
    ),
    '/privacy': page(
      'Privacy Notice',
      `How ${company.name} collects, uses, keeps and protects personal data under the Nigeria Data Protection Act 2023, and how to use your rights.`,
    ),
  };
  for (const s of services) pages[`/${s.slug}`] = page(s.title, s.metaDescription);
  for (const p of products) pages[`/${p.slug}`] = page(p.title, p.metaDescription);
  for (const s of sectors) pages[`/${s.slug}`] = page(`Our Clients: ${s.heading}`, s.intro);
  return { pages };
}
