import type { Course, PriceHint } from '../common/site-content/prices';
import { formatNaira } from '../common/money';

/**
 * The prices a fresh install starts with (docs/decisions/0035-price-hints-and-quote-requests.md):
 * starting prices an Enugu ICT firm could quote in 2026, in kobo (₦1 = 100 kobo). Staff replace them
 * in Site content; the go-live list says so while any is still one of these.
 */

const from = (naira: number, unit: Extract<PriceHint, { kind: 'from' }>['unit']): PriceHint => ({ kind: 'from', amountKobo: Math.round(naira * 100), unit });
const onRequest: PriceHint = { kind: 'request' };

/** Each software product's starting price, by slug. */
export const productPrices: Readonly<Record<string, PriceHint>> = {
  pos: from(250_000, 'licence'),
  hospital: from(1_200_000, 'licence'),
  school: from(1_500, 'student-term'),
  'e-ticketing': from(450_000, 'licence'),
  estate: from(350_000, 'licence'),
  hotel: from(400_000, 'licence'),
  hrpayroll: from(300_000, 'licence'),
  smartlab: from(350_000, 'licence'),
  cooperative: from(250_000, 'licence'),
  'agric-farm': from(200_000, 'licence'),
  inventory: from(150_000, 'licence'),
};

/** Each service's starting price, by slug: custom software is scoped with the client first. */
export const servicePrices: Readonly<Record<string, PriceHint>> = {
  domain: from(25_000, 'year'),
  softwareDev: onRequest,
  databaseManagement: from(80_000, 'month'),
  BulkSMS: from(4.5, 'sms-unit'),
  training: from(60_000, 'course'),
  project: from(35_000, 'project'),
};

/** The default web hosting price as the built-in texts quote it ("₦25,000"). */
export function hostingFrom(): string {
  const hint = servicePrices.domain;
  return hint.kind === 'from' ? formatNaira(hint.amountKobo) : 'an affordable price';
}

/** The starting price a product or service page shows when its stored document has none. */
export function builtInPrice(kind: 'product' | 'service', slug: string): PriceHint {
  return (kind === 'product' ? productPrices[slug] : servicePrices[slug]) ?? onRequest;
}

const DAY_MS = 86_400_000;
/** The Monday at least `weeks` weeks after `today` (YYYY-MM-DD). */
function mondayAfter(today: string, weeks: number): string {
  const t = Date.parse(`${today}T00:00:00Z`) + weeks * 7 * DAY_MS;
  const toMonday = (8 - new Date(t).getUTCDay()) % 7;
  return new Date(t + toMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The training courses, fees and two next start days: the third and seventh Monday after `today`. */
export function builtInCourses(today: string): Course[] {
  const dates = [mondayAfter(today, 2), mondayAfter(today, 6)];
  const course = (name: string, naira: number): Course => ({ name, price: from(naira, 'course'), dates: [...dates] });
  return [
    course('Computer appreciation and Microsoft Office', 60_000),
    course('Web design and development (HTML, CSS, JavaScript, PHP-MySQL)', 120_000),
    course('Python programming', 100_000),
    course('Data analysis with Excel, Power BI and SQL', 90_000),
    course('Artificial intelligence and machine learning with Python', 150_000),
    course('Oracle Database administration and SQL', 150_000),
    course('Computerised accounting with QuickBooks and Sage 50', 70_000),
    course('Networking, computer maintenance and cyber security basics', 80_000),
  ];
}

/**
 * The courses a service page lists: its document's, or for the training page stored before courses
 * existed, the built-in ones without dates (the page then asks the visitor to call for the next class).
 */
export function coursesOf(slug: string, doc: { courses?: Course[] }): Course[] {
  if (doc.courses) return doc.courses;
  return slug === 'training' ? builtInCourses('2026-01-01').map((c) => ({ ...c, dates: [] })) : [];
}
