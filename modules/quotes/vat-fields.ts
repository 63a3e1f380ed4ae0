import { z } from 'zod';
import { MAX_VAT_BASIS_POINTS } from './quote-math';
import { vatRateWords } from './quotes.words';

/**
 * The VAT rate of new quotes, as the API takes it (in basis points: 750 is 7.5 %; ./quotes.schemas.ts)
 * and the admin's form checks it, typed as a percentage (./staff/vat-rate-panel.tsx). Zod: the admin
 * area loads it, the public pages never do.
 */

export const VatSchema = z.object({
  vat_basis_points: z
    .number({ error: 'The VAT rate is a whole number of hundredths of a percent (750 is 7.5 %).' })
    .int('The VAT rate is a whole number of hundredths of a percent (750 is 7.5 %).')
    .min(0, 'The VAT rate cannot be negative.')
    .max(MAX_VAT_BASIS_POINTS, `The VAT rate is at most ${vatRateWords(MAX_VAT_BASIS_POINTS)}.`),
});

/**
 * A rate typed as a percentage ("7.5", "7,5 %", "0") in basis points (750); null when it is not a
 * number with at most two decimals.
 */
export function vatBasisPointsOf(typed: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(typed.replace(/\s|%/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The form: the rate typed as a percentage, then checked by the API's schema (at most 50 %). */
export const VatFormSchema = z.object({
  vat_basis_points: z
    .string()
    .transform((typed, ctx) => {
      const basisPoints = vatBasisPointsOf(typed);
      if (basisPoints === null) ctx.addIssue({ code: 'custom', message: 'Enter the rate as a percentage, such as 7.5 (at most two decimals).' });
      return basisPoints ?? z.NEVER;
    })
    .pipe(VatSchema.shape.vat_basis_points),
});
