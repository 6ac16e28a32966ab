import { describe, expect, it } from 'vitest';
import { baseShellManifest } from '../../engine/manifest';
import { homeWidgets, loadFirstViewportSections, loadRestOfHomeSections } from '../home-widgets';

describe('home sections by chunk', () => {
  it('come in two chunks, the first screen and the rest, never one chunk per section', async () => {
    const [first, rest] = await Promise.all([loadFirstViewportSections(), loadRestOfHomeSections()]);
    const sectionTypes = new Set(baseShellManifest.home.sections.map((section) => section.type));
    const firstNames = Object.keys(first);
    const restNames = Object.keys(rest);
    expect(firstNames.filter((name) => restNames.includes(name))).toEqual([]);
    expect(new Set([...firstNames, ...restNames])).toEqual(sectionTypes);
    for (const type of sectionTypes) expect(homeWidgets[type], type).toBeDefined();
  });

  it("put the home's first sections, the ones a phone or a computer shows without scrolling, in the first chunk", async () => {
    const first = Object.keys(await loadFirstViewportSections());
    const opening = baseShellManifest.home.sections.slice(0, 3).map((section) => section.type);
    expect(first.sort()).toEqual(opening.sort());
  });
});
