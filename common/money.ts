/**
 * Money is whole kobo (₦1 = 100 kobo) everywhere: in the database (64-bit integers), in the API and
 * in the pages. Nothing is stored or computed in fractions of a naira as floating point
 * (docs/decisions/0034-selling.md). Pure and dependency-free: public pages may import it.
 */

/** The largest single amount the site accepts or computes (₦100 billion): far below 2^53, so sums of many stay exact. */
export const MAX_AMOUNT_KOBO = 10_000_000_000_000;

export function isKobo(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_AMOUNT_KOBO;
}

const grouped = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** "₦250,000" for 25,000,000 kobo; kobo are shown only when there are some ("₦1,075.50"). */
export function formatNaira(kobo: number): string {
  const sign = kobo < 0 ? '−' : '';
  const abs = Math.abs(kobo);
  const naira = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}₦${grouped.format(naira)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * Reads an amount typed in naira ("250000", "₦250,000", "1,075.5", "1 075.50") as kobo; undefined
 * when it is not an amount (letters, more than two decimals, negative, above MAX_AMOUNT_KOBO).
 * Works on the digits, never through floating point.
 */
export function parseNaira(text: string): number | undefined {
  const cleaned = text.trim().replace(/^(?:₦|NGN|N)\s*/i, '').replace(/[,\s]/g, '');
  const m = /^(\d{1,14})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!m) return undefined;
  const kobo = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return isKobo(kobo) ? kobo : undefined;
}

/**
 * `basisPoints` hundredths of a percent of `kobo` (750 is 7.5 %), rounded half away from zero to a
 * whole kobo, in integer arithmetic.
 */
export function percentOf(kobo: number, basisPoints: number): number {
  const scaled = kobo * basisPoints;
  if (!Number.isSafeInteger(scaled)) throw new RangeError('Amount too large for a percentage');
  return Math.sign(scaled) * Math.floor((Math.abs(scaled) + 5_000) / 10_000);
}
