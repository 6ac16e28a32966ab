import { describe, expect, it } from 'vitest';
import { linksThatFit } from './header-overflow';

describe('the header links that stay in the bar (the rest in More)', () => {
  const widths = [60, 80, 100, 90];

  it('keeps every link when they all fit', () => {
    expect(linksThatFit(widths, 400, 80, 4)).toBe(4);
    // 60 + 80 + 100 + 90 and three gaps of 4.
    expect(linksThatFit(widths, 342, 80, 4)).toBe(4);
  });

  it('moves the links that do not fit into More, from the last one, keeping room for More', () => {
    expect(linksThatFit(widths, 341, 80, 4)).toBe(3);
    expect(linksThatFit(widths, 250, 80, 4)).toBe(2);
    expect(linksThatFit(widths, 143, 80, 4)).toBe(0);
    expect(linksThatFit(widths, 144, 80, 4)).toBe(1);
  });

  it('keeps nothing to measure when there are no links', () => {
    expect(linksThatFit([], 0, 80, 4)).toBe(0);
  });
});
