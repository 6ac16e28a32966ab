import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The demo club's header image: home shows it whole, on a phone 390 px wide, and a phone may lack the font its
// lettering names, so the title must stay clear of the ball and the court in any font (issue 24).
const svg = readFileSync(path.join(import.meta.dirname, 'assets/Club/header.svg'), 'utf8');
const number = (tag: string, name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag)?.[1]);

describe("the demo club's header image", () => {
  it('keeps its title and subtitle clear of the art whatever font the device draws them in', () => {
    const texts = [...svg.matchAll(/<text [^>]*>/g)].map((match) => match[0]);
    expect(texts).toHaveLength(2);
    const ball = /<circle [^>]*>/.exec(svg)![0];
    const artStarts = number(ball, 'cx') - number(ball, 'r');
    for (const text of texts) {
      // A fixed length: the device's font is squeezed or spread to it instead of running on.
      expect(text).toContain('lengthAdjust="spacingAndGlyphs"');
      expect(number(text, 'x') + number(text, 'textLength')).toBeLessThan(artStarts - 16);
    }
  });
});
