import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure } from './import-graph';

// What a first visit downloads before it can paint (issue 25: home ≤ 130 KB gzip of JavaScript): the entry and
// home's first-screen chunk carry only what they show. `npm run bench:bundle` measures the bytes; this holds the
// module boundaries that keep them down.
const src = path.resolve('src');

describe('the first load', () => {
  it("leaves the cart's lines to the moment the cart is opened", () => {
    const entry = staticClosure(src, 'main.tsx');
    expect(entry).toContain('widgets/shell-cart/CartDropdown.tsx');
    expect(entry).not.toContain('widgets/shell-cart/CartLines.tsx');
  });

  it("gives home's first screen the match card's and the next free slot's reads, not the booking and match pages' rules", () => {
    const home = staticClosure(src, 'widgets/home-sections/first-viewport-sections.ts');
    expect(home).toContain('booking/match-card-rules.ts');
    expect(home).toContain('booking/availability-queries.ts');
    for (const pageRules of ['booking-rules.ts', 'match-rules.ts', 'booking-queries.ts']) {
      expect(home, pageRules).not.toContain(`booking/${pageRules}`);
    }
  });
});
