import { isKobo, MAX_KOBO, percentOf } from '../../common/money';

/**
 * A quote's arithmetic, in whole kobo (docs/decisions/0034-selling.md): each line is quantity ×
 * unit price, the subtotal their sum, the discount at most the subtotal, VAT the rate of
 * (subtotal − discount) rounded half away from zero to the kobo (`percentOf`), and the total what is
 * left plus VAT. Any amount beyond MAX_KOBO is refused, never rounded or wrapped. Pure: the
 * server computes the stored totals with it, and the staff panel shows the same figures as they type.
 * The rate is the quote's own (basis points: 750 is 7.5 %); a new quote takes the administrators'
 * setting (./quotes.service.ts `vatRate`), else the default below; ./vat-fields.ts refuses a setting
 * above the maximum.
 */

/** VAT in Nigeria is 7.5 %: 750 hundredths of a percent, until an administrator sets another rate. */
export const DEFAULT_VAT_BASIS_POINTS = 750;
/** The highest VAT rate an administrator may set (50 %). */
export const MAX_VAT_BASIS_POINTS = 5000;

export interface LineInput {
  quantity: number;
  unit_kobo: number;
}

export interface QuoteTotals {
  lines: number[];
  subtotal_kobo: number;
  discount_kobo: number;
  vat_basis_points: number;
  vat_kobo: number;
  total_kobo: number;
}

export type TotalsOutcome = { ok: true; totals: QuoteTotals } | { ok: false; message: string };

export const TOO_LARGE = 'The amounts of this quote are larger than the site accepts (at most ₦1 billion).';
export const DISCOUNT_TOO_LARGE = 'The discount cannot be more than the subtotal.';

export function quoteTotals(lines: readonly LineInput[], discountKobo: number, vatBasisPoints: number): TotalsOutcome {
  const tooLarge = { ok: false, message: TOO_LARGE } as const;
  if (!isKobo(discountKobo)) return tooLarge;
  const amounts: number[] = [];
  let subtotal = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || !isKobo(line.unit_kobo)) return tooLarge;
    const amount = line.quantity * line.unit_kobo;
    if (!isKobo(amount)) return tooLarge;
    subtotal += amount;
    if (subtotal > MAX_KOBO) return tooLarge;
    amounts.push(amount);
  }
  if (discountKobo > subtotal) return { ok: false, message: DISCOUNT_TOO_LARGE };
  const taxable = subtotal - discountKobo;
  const vat = percentOf(taxable, vatBasisPoints);
  const total = taxable + vat;
  if (!isKobo(vat) || !isKobo(total)) return tooLarge;
  return {
    ok: true,
    totals: { lines: amounts, subtotal_kobo: subtotal, discount_kobo: discountKobo, vat_basis_points: vatBasisPoints, vat_kobo: vat, total_kobo: total },
  };
}
