import { describe, expect, it } from 'vitest';
import { excerpt } from './excerpt';

describe('excerpt', () => {
  it('cuts a card text to 100 characters and marks the cut', () => {
    const text = 'a'.repeat(150);
    expect(excerpt(text)).toBe(`${'a'.repeat(100)}…`);
  });

  it('leaves a short text whole and drops its markup', () => {
    expect(excerpt('<p>Brighter <strong>courts</strong> &amp; more</p>')).toBe('Brighter courts & more');
  });
});
