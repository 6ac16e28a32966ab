// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { wrapFocusTarget } from './focusable';

function buttons(count: number): HTMLElement[] {
  return Array.from({ length: count }, () => document.createElement('button'));
}

describe('wrapFocusTarget', () => {
  it('goes from the last element back to the first, and from the first to the last with Shift', () => {
    const [first, middle, last] = buttons(3) as [HTMLElement, HTMLElement, HTMLElement];
    expect(wrapFocusTarget([first, middle, last], last, false)).toBe(first);
    expect(wrapFocusTarget([first, middle, last], first, true)).toBe(last);
  });

  it('lets the browser move focus between inner elements', () => {
    const [first, middle, last] = buttons(3) as [HTMLElement, HTMLElement, HTMLElement];
    expect(wrapFocusTarget([first, middle, last], middle, false)).toBeNull();
    expect(wrapFocusTarget([first, middle, last], middle, true)).toBeNull();
  });

  it('pulls focus back in when it is outside the dialog', () => {
    const [first, last] = buttons(2) as [HTMLElement, HTMLElement];
    const outside = document.createElement('button');
    expect(wrapFocusTarget([first, last], outside, false)).toBe(first);
    expect(wrapFocusTarget([first, last], outside, true)).toBe(last);
    expect(wrapFocusTarget([], outside, false)).toBeNull();
  });
});
