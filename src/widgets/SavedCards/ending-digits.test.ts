import { describe, expect, it } from 'vitest';
import { endingDigits } from './ending-digits';

describe('endingDigits', () => {
  it('keeps only the digits a masked card number ends with', () => {
    expect(endingDigits('**** **** **** 4242')).toBe('4242');
    expect(endingDigits('XXXX-1881')).toBe('1881');
    expect(endingDigits(null)).toBe('');
  });
});
