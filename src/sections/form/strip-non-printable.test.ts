import { describe, expect, it } from 'vitest';
import { stripNonPrintable } from './strip-non-printable';

describe('stripNonPrintable', () => {
  it('removes control and zero-width characters from single-line text', () => {
    expect(stripNonPrintable('ana\u0000@club\u200B.test\t\n')).toBe('ana@club.test');
  });

  it('keeps line breaks in multi-line text', () => {
    expect(stripNonPrintable('line one\u0007\nline two', true)).toBe('line one\nline two');
  });

  it('leaves accents, emoji and spaces alone', () => {
    expect(stripNonPrintable('José Núñez 🎾')).toBe('José Núñez 🎾');
  });
});
