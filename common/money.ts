/**
 * Naira amounts, held as whole kobo (100 kobo = ₦1) so sums never meet a binary fraction. Pure and
 * free of imports: pages, the server, the admin editor and the tests share it.
 */

/** The largest amount the site stores or shows: ₦1,000,000,000 (a billion naira), in kobo. */
export const MAX_KOBO = 100_000_000_000;

/** A whole number of kobo from 0 to MAX_KOBO. */
export function isKobo(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_KOBO;
}

/** Thousands separated by commas, the same on the server and in every browser (no Intl). */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * "₦250,000" for 25,000,000 kobo; kobo are shown only when there are some ("₦3.50", "₦0.01").
 * Throws a RangeError for anything but a whole number of kobo from 0 to MAX_KOBO.
 */
export function formatNaira(kobo: number): string {
  if (!isKobo(kobo)) throw new RangeError(`Not an amount in kobo: ${String(kobo)}`);
  const naira = grouped(String(Math.floor(kobo / 100)));
  const rest = kobo % 100;
  return rest === 0 ? `\u20a6${naira}` : `\u20a6${naira}.${String(rest).padStart(2, '0')}`;
}

/**
 * The kobo of an amount typed in naira: "250,000", "₦250,000", "N250000", "3.5", "3.50" (commas only
 * between groups of three; at most two decimals). Null when the text is not such an amount or is
 * above MAX_KOBO.
 */
export function parseNaira(text: string): number | null {
  const plain = text.trim().replace(/^(\u20a6|NGN|N)\s*/i, '');
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(plain);
  if (!m) return null;
  const naira = m[1].replace(/,/g, '');
  if (naira.length > 12) return null;
  const kobo = Number(naira) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return isKobo(kobo) ? kobo : null;
}

/**
 * `basisPoints` hundredths of a percent of `kobo` (750 is 7.5 %: VAT), rounded half away from zero
 * to a whole kobo, in integer arithmetic (docs/decisions/0034-selling.md).
 */
export function percentOf(kobo: number, basisPoints: number): number {
  const scaled = kobo * basisPoints;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('Amount too large for a percentage');
  return Math.sign(scaled) * Math.floor((Math.abs(scaled) + 5_000) / 10_000);
}
