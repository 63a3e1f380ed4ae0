import { formatNaira } from './money';

/**
 * A price hint in words (docs/decisions/0035-price-hints-and-quote-requests.md), for the pages, the
 * JSON-LD and the admin editor: "From ₦250,000 per licence", or "Price on request". Free of zod, so a
 * public page may load it.
 */

/** What a "from" price is counted by, with the words the page prints after the amount. */
export const PRICE_UNITS = {
  licence: 'per licence',
  year: 'per year',
  month: 'per month',
  'student-term': 'per student per term',
  'sms-unit': 'per SMS unit',
  course: 'per course',
  project: 'per project',
  website: 'per website',
} as const;
export type PriceUnit = keyof typeof PRICE_UNITS;

/** A price hint as documents hold it (its schema: common/site-content/prices.ts). */
export type PriceHint = { kind: 'from'; amountKobo: number; unit: PriceUnit } | { kind: 'request' };

/** The amount and the unit apart ("₦250,000", "per licence"); null for a price on request. */
export function priceParts(hint: PriceHint): { amount: string; unit: string } | null {
  return hint.kind === 'from' ? { amount: formatNaira(hint.amountKobo), unit: PRICE_UNITS[hint.unit] } : null;
}

/** "From ₦250,000 per licence" or "Price on request". */
export function priceWords(hint: PriceHint): string {
  const parts = priceParts(hint);
  return parts ? `From ${parts.amount} ${parts.unit}` : 'Price on request';
}
