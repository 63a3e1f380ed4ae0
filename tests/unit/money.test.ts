import { describe, expect, it } from 'vitest';
import { formatNaira, isKobo, MAX_AMOUNT_KOBO, parseNaira, percentOf } from '../../common/money';

describe('money in whole kobo', () => {
  it('formats naira with thousands and kobo only when there are some', () => {
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(1)).toBe('₦0.01');
    expect(formatNaira(25_000_000)).toBe('₦250,000');
    expect(formatNaira(107_550)).toBe('₦1,075.50');
    expect(formatNaira(MAX_AMOUNT_KOBO)).toBe('₦100,000,000,000');
  });

  it('reads typed naira as kobo without floating point', () => {
    expect(parseNaira('250000')).toBe(25_000_000);
    expect(parseNaira('₦250,000')).toBe(25_000_000);
    expect(parseNaira('NGN 1 075.5')).toBe(107_550);
    expect(parseNaira('0.01')).toBe(1);
    expect(parseNaira('0.29')).toBe(29); // 0.29 * 100 is 28.999… in floating point
    expect(parseNaira('100000000000')).toBe(MAX_AMOUNT_KOBO);
    for (const bad of ['', 'abc', '-5', '1.234', '100000000000.01', '1e5', '99999999999999999']) {
      expect(parseNaira(bad), bad).toBeUndefined();
    }
  });

  it('knows what a kobo amount is', () => {
    expect(isKobo(0)).toBe(true);
    expect(isKobo(MAX_AMOUNT_KOBO)).toBe(true);
    expect(isKobo(MAX_AMOUNT_KOBO + 1)).toBe(false);
    expect(isKobo(-1)).toBe(false);
    expect(isKobo(1.5)).toBe(false);
    expect(isKobo('100')).toBe(false);
  });

  it('takes a percentage rounded half away from zero to the kobo', () => {
    expect(percentOf(10_000, 750)).toBe(750); // 7.5 % of ₦100
    expect(percentOf(1, 750)).toBe(0); // 0.075 kobo
    expect(percentOf(7, 750)).toBe(1); // 0.525 kobo rounds up
    expect(percentOf(20, 2_500)).toBe(5);
    expect(percentOf(2, 2_500)).toBe(1); // 0.5 rounds away from zero
    expect(percentOf(MAX_AMOUNT_KOBO, 750)).toBe(750_000_000_000);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 750)).toThrow(RangeError);
  });
});
