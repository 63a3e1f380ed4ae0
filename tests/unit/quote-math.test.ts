import { describe, expect, it } from 'vitest';
import { MAX_KOBO } from '../../common/money';
import { DISCOUNT_TOO_LARGE, quoteTotals, TOO_LARGE } from '../../modules/quotes/quote-math';
import { vatRateWords } from '../../modules/quotes/quotes.words';

describe('a quote’s totals in whole kobo', () => {
  it('sums quantity × unit, takes the discount off, adds 7.5 % VAT on the rest', () => {
    const r = quoteTotals(
      [
        { quantity: 3, unit_kobo: 15_000_000 }, // 3 × ₦150,000 laptops set-up
        { quantity: 1, unit_kobo: 8_550_050 }, // ₦85,500.50 hosting
      ],
      500_000,
      750,
    );
    expect(r).toEqual({
      ok: true,
      totals: { lines: [45_000_000, 8_550_050], subtotal_kobo: 53_550_050, discount_kobo: 500_000, vat_basis_points: 750, vat_kobo: 3_978_754, total_kobo: 57_028_804 },
    });
  });

  it('rounds VAT half away from zero to the kobo', () => {
    // 7.5 % of 2 kobo is 0.15 → 0; of 20 kobo is 1.5 → 2; of 6 kobo is 0.45 → 0; of 34 kobo is 2.55 → 3.
    expect(quoteTotals([{ quantity: 1, unit_kobo: 2 }], 0, 750)).toMatchObject({ ok: true, totals: { vat_kobo: 0, total_kobo: 2 } });
    expect(quoteTotals([{ quantity: 1, unit_kobo: 20 }], 0, 750)).toMatchObject({ ok: true, totals: { vat_kobo: 2, total_kobo: 22 } });
    expect(quoteTotals([{ quantity: 2, unit_kobo: 3 }], 0, 750)).toMatchObject({ ok: true, totals: { vat_kobo: 0, total_kobo: 6 } });
    expect(quoteTotals([{ quantity: 1, unit_kobo: 34 }], 0, 750)).toMatchObject({ ok: true, totals: { vat_kobo: 3, total_kobo: 37 } });
    expect(quoteTotals([{ quantity: 1, unit_kobo: 1_000 }], 0, 0)).toMatchObject({ ok: true, totals: { vat_kobo: 0, total_kobo: 1_000 } });
  });

  it('VAT is on the subtotal less the discount, and a discount of the whole subtotal leaves nothing to pay', () => {
    expect(quoteTotals([{ quantity: 1, unit_kobo: 10_000 }], 10_000, 750)).toMatchObject({ ok: true, totals: { vat_kobo: 0, total_kobo: 0 } });
    expect(quoteTotals([{ quantity: 1, unit_kobo: 10_000 }], 10_001, 750)).toEqual({ ok: false, message: DISCOUNT_TOO_LARGE });
    expect(quoteTotals([], 0, 750)).toMatchObject({ ok: true, totals: { subtotal_kobo: 0, total_kobo: 0 } });
  });

  it('accepts a total of exactly the limit and refuses a kobo more, in a line, the subtotal, VAT or the total', () => {
    // ₦1 billion with no VAT: at the limit.
    expect(quoteTotals([{ quantity: 1, unit_kobo: MAX_KOBO }], 0, 0)).toMatchObject({ ok: true, totals: { total_kobo: MAX_KOBO } });
    // A line of quantity × unit above the limit.
    expect(quoteTotals([{ quantity: 2, unit_kobo: MAX_KOBO / 2 + 1 }], 0, 0)).toEqual({ ok: false, message: TOO_LARGE });
    // Two lines each within the limit whose sum is not.
    expect(quoteTotals([{ quantity: 1, unit_kobo: MAX_KOBO }, { quantity: 1, unit_kobo: 1 }], 0, 0)).toEqual({ ok: false, message: TOO_LARGE });
    // A subtotal at the limit, VAT pushes the total over it.
    expect(quoteTotals([{ quantity: 1, unit_kobo: MAX_KOBO }], 0, 750)).toEqual({ ok: false, message: TOO_LARGE });
    // …unless the discount brings it back under.
    const under = Math.floor(MAX_KOBO / 1.075);
    expect(quoteTotals([{ quantity: 1, unit_kobo: MAX_KOBO }], MAX_KOBO - under, 750)).toMatchObject({ ok: true });
    // Not whole kobo, negative, or not a whole quantity.
    expect(quoteTotals([{ quantity: 1, unit_kobo: 10.5 }], 0, 750)).toEqual({ ok: false, message: TOO_LARGE });
    expect(quoteTotals([{ quantity: 1, unit_kobo: -1 }], 0, 750)).toEqual({ ok: false, message: TOO_LARGE });
    expect(quoteTotals([{ quantity: 0, unit_kobo: 100 }], 0, 750)).toEqual({ ok: false, message: TOO_LARGE });
    expect(quoteTotals([{ quantity: 1.5, unit_kobo: 100 }], 0, 750)).toEqual({ ok: false, message: TOO_LARGE });
    expect(quoteTotals([{ quantity: 1, unit_kobo: 100 }], -1, 750)).toEqual({ ok: false, message: TOO_LARGE });
  });

  it('writes the rate as the quote shows it', () => {
    expect(vatRateWords(750)).toBe('7.5 %');
    expect(vatRateWords(800)).toBe('8 %');
    expect(vatRateWords(705)).toBe('7.05 %');
    expect(vatRateWords(0)).toBe('0 %');
  });
});
