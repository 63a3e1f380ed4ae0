import { describe, expect, it } from 'vitest';
import { countWord } from '../../app/lib/company';

describe('countWord', () => {
  it('writes counts up to twelve as words and larger ones as digits', () => {
    expect([0, 1, 5, 12].map(countWord)).toEqual(['No', 'One', 'Five', 'Twelve']);
    expect(countWord(13)).toBe('13');
    expect(countWord(40)).toBe('40');
  });
});
