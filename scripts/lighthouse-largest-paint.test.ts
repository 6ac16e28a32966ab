import { describe, expect, it } from 'vitest';
import { largestPaint, largestPaintRow } from './lighthouse-largest-paint';

describe("bench:lighthouse's largest paint", () => {
  it("names the largest paint's element, its phases, and the KB of scripts finished before it was painted", () => {
    const audits = {
      'lcp-breakdown-insight': {
        details: {
          items: [
            {
              type: 'table',
              items: [
                { subpart: 'timeToFirstByte', duration: 420.4 },
                { subpart: 'resourceLoadDelay', duration: 100 },
                { subpart: 'resourceLoadDuration', duration: 60 },
                { subpart: 'elementRenderDelay', duration: 30 },
              ],
            },
            { type: 'node', selector: 'section.header-banner > img', snippet: '<img src="/uploads/Club/header.svg" alt="">' },
          ],
        },
      },
      metrics: { details: { items: [{ observedLargestContentfulPaint: 900 }] } },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Script', transferSize: 2048, networkEndTime: 850 },
            { resourceType: 'Script', transferSize: 59392, networkEndTime: 950 },
            { resourceType: 'Stylesheet', transferSize: 17408, networkEndTime: 700 },
          ],
        },
      },
    };
    const banner = largestPaint(audits);
    expect(banner).toEqual({ element: 'img header.svg', ttfbMs: 420.4, loadDelayMs: 100, loadTimeMs: 60, renderDelayMs: 30, scriptKbBefore: 2 });
    // A heading has no load phases; the element most runs named is printed.
    const heading = largestPaint({ 'lcp-breakdown-insight': { details: { items: [{ type: 'node', selector: 'main > h1', snippet: '<h1 class="title">' }] } } });
    expect(heading).toMatchObject({ element: 'main > h1', scriptKbBefore: 0 });
    expect(heading.loadDelayMs).toBeNaN();
    expect(largestPaint({}).element).toBe('–');
    expect(largestPaintRow('/', [banner, heading, { ...banner, ttfbMs: 500, scriptKbBefore: 140 }])).toEqual({
      page: '/',
      element: 'img header.svg',
      TTFB: '460 ms',
      'load delay': '100 ms',
      'load time': '60 ms',
      'render delay': '30 ms',
      'JS KB done before it': '2.0',
    });
  });
});
