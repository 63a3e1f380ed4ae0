import { describe, expect, it } from 'vitest';
import { dayWords, instantDayWords } from '../../common/lagos-days';

/** Days as the customer's quote and invoice pages and the privacy notice print them (common/lagos-days.ts). */
describe('dayWords', () => {
  it('writes a day as people read it, without a leading zero', () => {
    expect(dayWords('2026-12-14')).toBe('14 December 2026');
    expect(dayWords('2027-01-04')).toBe('4 January 2027');
  });

  it('gives an instant the day it was in Lagos, an hour ahead of UTC', () => {
    expect(instantDayWords('2026-12-07T22:59:59.000Z')).toBe('7 December 2026');
    expect(instantDayWords('2026-12-07T23:00:00.000Z')).toBe('8 December 2026');
    expect(instantDayWords('2026-12-31T23:30:00.000Z')).toBe('1 January 2027');
  });
});
