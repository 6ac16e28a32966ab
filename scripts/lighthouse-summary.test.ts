import { describe, expect, it } from 'vitest';
import { comparedRow, imagePreloads, loadLabel, median, medianFigures, openActivityId, openMatchId, printedRow, runBytes, seedKb, visitFlags } from './lighthouse-summary';

describe('bench:lighthouse', () => {
  it('measures a first visit with storage and cache reset, and a repeat visit without', () => {
    expect(visitFlags('cold')).toEqual({ disableStorageReset: false });
    expect(visitFlags('repeat')).toEqual({ disableStorageReset: true });
  });

  it("prints each figure's median of the runs, so one slow run does not decide", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
    const run = (performance: number, tbtMs: number) => ({ performance, accessibility: 100, clsScore: 0.01, tbtMs, lcpMs: 1800, fcpMs: 900 });
    expect(medianFigures([run(97, 100), run(60, 900), run(95, 120)])).toMatchObject({ performance: 95, tbtMs: 120 });
  });

  it('marks a figure that misses its target', () => {
    const row = printedRow('/post/1', { performance: 94, accessibility: 100, clsScore: 0.338, tbtMs: 100, lcpMs: 2500, fcpMs: 1200 }, 3);
    expect(row).toMatchObject({ performance: '94 ✗', accessibility: '100', CLS: '0.338 ✗', TBT: '100 ms', LCP: '2.50 s ✗', FCP: '1.20 s' });
  });

  it('prints the bytes of HTML, seed and script each page took, the cold visit next to the repeat one', () => {
    const bytes = runBytes([
      { resourceType: 'Document', transferSize: 20480 },
      { resourceType: 'Script', transferSize: 51200 },
      { resourceType: 'Script', transferSize: 10240 },
      { resourceType: 'Stylesheet', transferSize: 9000 },
    ]);
    expect(bytes).toEqual({ htmlKb: 20, scriptKb: 60 });
    expect(seedKb('<div id="root"></div><script type="application/json" id="portal-seed">{"a":"é"}</script>')).toBeCloseTo(10 / 1024);
    const figures = { performance: 96, accessibility: 100, clsScore: 0, tbtMs: 40, lcpMs: 1900, fcpMs: 1100 };
    const row = comparedRow(
      '/',
      { ...figures, ...bytes },
      { ...figures, performance: 99, lcpMs: 800, htmlKb: 20, scriptKb: 0 },
      { seedKb: 12.5, preloads: { phone: 0, desktop: 1 } },
    );
    expect(row).toMatchObject({
      'perf cold': '96',
      'perf repeat': '99',
      'LCP cold': '1.90 s',
      'LCP repeat': '0.80 s',
      'HTML KB': '20.0',
      'seed KB': '12.5',
      'preloads phone/desktop': '0/1',
      'JS KB cold': '60.0',
      'JS KB repeat': '0.0',
    });
    // The head's image preloads, not those of React's markup in the body nor a stylesheet's.
    const html =
      '<html><head><link rel="preload" as="style" href="/a.css"><link rel="preload" as="image" href="/hero.webp" media="(min-width: 768px)"></head>' +
      '<body><link rel="preload" as="image" href="/logo.svg"/></body></html>';
    expect(imagePreloads(html)).toBe(1);
    // A signed-in page has only its repeat visit.
    expect(comparedRow('/account', null, { ...figures, ...bytes }, null)).toMatchObject({ 'perf cold': '–', 'perf repeat': '96', 'seed KB': '–' });
  });

  it('takes an open match and an activity open to sign-up from the demo lists', () => {
    expect(
      openMatchId([
        { id: 1, allowJoin: false },
        { id: 2, maxParticipants: 4, participantsIn: 4 },
        { id: 3, maxParticipants: 4, participantsIn: 2 },
      ]),
    ).toBe(3);
    expect(
      openActivityId([
        { id: 5, onlineSignUp: false },
        { id: 6, onlineSignUp: true },
      ]),
    ).toBe(6);
    expect(openMatchId([])).toBeUndefined();
  });

  it('labels figures measured on a busy machine', () => {
    expect(loadLabel(5.2, 2)).toMatch(/^MEASURED UNDER LOAD/);
    expect(loadLabel(0.3, 2)).toMatch(/^measured on a quiet machine/);
  });
});
