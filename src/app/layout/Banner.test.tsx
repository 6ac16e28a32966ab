import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/support/test-app';

afterEach(cleanup);

const settings = { Title: 'Club Demo Padel & Tennis', Uploads: '/uploads/', HeaderImage: 'Club/header.svg' };

/** How often the club's name is read in the page's top: the header (logo or its text) and the banner. */
function timesNamed(container: HTMLElement): number {
  const header = screen.getByRole('banner');
  const inHeader = within(header).queryAllByText(settings.Title).length + within(header).queryAllByAltText(settings.Title).length;
  const inBanner = [...container.querySelectorAll('.header-banner')].filter((banner) => banner.textContent?.includes(settings.Title)).length;
  return inHeader + inBanner;
}

const css = readFileSync(path.join(import.meta.dirname, 'Banner.css'), 'utf8');

describe('banner on a phone', () => {
  it("names the club once on an inner page: the phone's stylesheet hides the strip's name under the header's logo", async () => {
    const { container, root } = await renderApp({ settings, path: '/locations' });
    act(() => root.ui.setViewportWidth(390));
    const strip = container.querySelector('.header-banner--compact')!;
    expect(strip.querySelector('img')?.getAttribute('src')).toBe('/uploads/Club/header.svg');
    // The header names the club once; the strip's name is for computers only.
    expect(timesNamed(container) - (strip.textContent?.includes(settings.Title) ? 1 : 0)).toBe(1);
    const phone = /@media \(max-width: 767px\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(phone).toMatch(/\.header-banner--compact \.header-banner__title \{\s*display: none;/);
    expect(phone).toMatch(/\.header-banner--compact \{\s*height: 40px;/);
  });

  it('renders the same banner whatever the viewport, so a page rendered on the server paints what the phone keeps', async () => {
    const phone = await renderApp({ settings, path: '/locations' });
    act(() => phone.root.ui.setViewportWidth(390));
    const onPhone = phone.container.querySelector('.header-banner')!.outerHTML;
    cleanup();
    const computer = await renderApp({ settings, path: '/locations' });
    act(() => computer.root.ui.setViewportWidth(1280));
    expect(computer.container.querySelector('.header-banner')!.outerHTML).toBe(onPhone);
  });

  it('keeps the name in the strip on a computer, where the strip is the page-wide band under the menu', async () => {
    const { container, root } = await renderApp({ settings, path: '/locations' });
    act(() => root.ui.setViewportWidth(1280));
    expect(container.querySelector('.header-banner__title')?.textContent).toBe(settings.Title);
  });
});

describe('banner landmark', () => {
  it('stands in a region named after the club, on home and on an inner page, so nothing sits outside a landmark', async () => {
    for (const path of ['/', '/locations']) {
      const { container } = await renderApp({ settings, path });
      const region = screen.getByRole('region', { name: settings.Title });
      expect(region.querySelector('img')?.getAttribute('src')).toBe('/uploads/Club/header.svg');
      expect(container.querySelector('.header-banner')).toBe(region);
      cleanup();
    }
  });
});
