import type { PriceHint } from '../../common/price-words';
import { PRICE_UNITS } from '../../common/price-words';

/**
 * The schema.org JSON-LD of a priced page (docs/decisions/0035-price-hints-and-quote-requests.md): a
 * product, a service or a training course, with its starting price as an `Offer` whose
 * `priceSpecification` is a `UnitPriceSpecification` (the unit in words, and its UN/CEFACT code where
 * there is one). A price on request gives no `Offer` at all: schema.org has no "ask us" price.
 */

/** UN/CEFACT common codes of the units that have one: a year (ANN) and a month (MON). */
const UNIT_CODES: Partial<Record<keyof typeof PRICE_UNITS, string>> = { year: 'ANN', month: 'MON' };

/** Kobo as schema.org's price: a decimal number with a point ("250000.00"). */
const decimal = (kobo: number) => (kobo / 100).toFixed(2);

/** The Offer of a starting price, or undefined on request. */
export function offerJsonLd(hint: PriceHint, url: string): Record<string, unknown> | undefined {
  if (hint.kind !== 'from') return undefined;
  const price = decimal(hint.amountKobo);
  const code = UNIT_CODES[hint.unit];
  return {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: 'NGN',
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'NGN',
      minPrice: price,
      unitText: PRICE_UNITS[hint.unit],
      ...(code ? { unitCode: code } : {}),
    },
  };
}

interface Described {
  name: string;
  description: string;
  /** The page's path ("/hospital"). */
  path: string;
  price: PriceHint;
}

/** The company the site belongs to, as the root's LocalBusiness names itself (app/lib/meta.ts). */
const provider = (origin: string) => ({ '@id': `${origin}/#organization` });

/** A software product page: a Product (with its Offer when it has a price). */
export function productJsonLd(origin: string, p: Described): Record<string, unknown> {
  const url = `${origin}${p.path}`;
  const offer = offerJsonLd(p.price, url);
  return { '@context': 'https://schema.org', '@type': 'Product', name: p.name, description: p.description, url, brand: provider(origin), ...(offer ? { offers: offer } : {}) };
}

export interface CourseFacts {
  name: string;
  price: PriceHint;
  /** Upcoming start days (YYYY-MM-DD). */
  dates: string[];
}

/** A service page: a Service, and on the training page each course as a Course with its classes. */
export function serviceJsonLd(origin: string, s: Described, courses: readonly CourseFacts[] = []): Record<string, unknown>[] {
  const url = `${origin}${s.path}`;
  const offer = offerJsonLd(s.price, url);
  const service = { '@context': 'https://schema.org', '@type': 'Service', name: s.name, description: s.description, url, provider: provider(origin), areaServed: 'NG', ...(offer ? { offers: offer } : {}) };
  return [
    service,
    ...courses.map((c) => {
      const courseOffer = offerJsonLd(c.price, url);
      return {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: c.name,
        description: `${c.name}: a hands-on course at our Enugu training centre.`,
        url,
        provider: provider(origin),
        ...(courseOffer ? { offers: courseOffer } : {}),
        ...(c.dates.length ? { hasCourseInstance: c.dates.map((d) => ({ '@type': 'CourseInstance', courseMode: 'Onsite', startDate: d })) } : {}),
      };
    }),
  ];
}
