import { describe, expect, it } from 'vitest';
import { MAX_KOBO, formatNaira, parseNaira, percentOf } from '../../common/money';

describe('formatNaira', () => {
  it('writes whole naira with commas and no kobo', () => {
    expect(formatNaira(25_000_000)).toBe('₦250,000');
    expect(formatNaira(120_000_000)).toBe('₦1,200,000');
    expect(formatNaira(0)).toBe('₦0');
  });
  it('writes kobo only when there are some', () => {
    expect(formatNaira(1)).toBe('₦0.01');
    expect(formatNaira(350)).toBe('₦3.50');
    expect(formatNaira(100_005)).toBe('₦1,000.05');
  });
  it('writes the largest allowed amount and refuses anything beyond or not whole', () => {
    expect(formatNaira(MAX_KOBO)).toBe('₦1,000,000,000');
    for (const bad of [MAX_KOBO + 1, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => formatNaira(bad)).toThrow(RangeError);
  });
});

describe('parseNaira', () => {
  it('reads naira typed the usual ways into kobo', () => {
    expect(parseNaira('250,000')).toBe(25_000_000);
    expect(parseNaira('₦250,000')).toBe(25_000_000);
    expect(parseNaira(' N250000 ')).toBe(25_000_000);
    expect(parseNaira('NGN 1,200,000')).toBe(120_000_000);
    expect(parseNaira('3.5')).toBe(350);
    expect(parseNaira('3.50')).toBe(350);
  });
  it('reads the limits: 0, 1 kobo and the largest allowed amount', () => {
    expect(parseNaira('0')).toBe(0);
    expect(parseNaira('0.01')).toBe(1);
    expect(parseNaira('1,000,000,000')).toBe(MAX_KOBO);
    expect(parseNaira('1,000,000,000.01')).toBeNull();
    expect(parseNaira('99999999999999999999')).toBeNull();
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1.234', '25,00', '2,50,000', '1e6', '₦', '12 000', '0x10']) expect(parseNaira(bad)).toBeNull();
  });
  it('gives back what formatNaira wrote', () => {
    for (const kobo of [0, 1, 99, 100, 350, 25_000_000, 123_456_789, MAX_KOBO]) expect(parseNaira(formatNaira(kobo))).toBe(kobo);
  });
});

describe('percentOf', () => {
  it('takes a percentage rounded half away from zero to the kobo, in integers', () => {
    expect(percentOf(10_000, 750)).toBe(750); // 7.5 % of ₦100
    expect(percentOf(1, 750)).toBe(0); // 0.075 kobo
    expect(percentOf(7, 750)).toBe(1); // 0.525 kobo rounds up
    expect(percentOf(2, 2_500)).toBe(1); // 0.5 rounds away from zero
    expect(percentOf(MAX_KOBO, 750)).toBe(7_500_000_000);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 750)).toThrow(RangeError);
  });
});
