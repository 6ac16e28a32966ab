import { describe, expect, it } from 'vitest';
import { isSearchable, pageCount, pageWindow } from './paging';

describe('blog and shop paging', () => {
  it('counts pages of 30, with one page for an empty list', () => {
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
  });

  it('shows a window of up to 4 page buttons that follows the current page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 10)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(9, 10)).toEqual([7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('searches only for an empty text or one longer than 3 characters', () => {
    expect(isSearchable('')).toBe(true);
    expect(isSearchable('  ')).toBe(true);
    expect(isSearchable('pad')).toBe(false);
    expect(isSearchable('padel')).toBe(true);
  });
});
