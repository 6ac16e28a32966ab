import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../test-app';

afterEach(cleanup);

const settings = { Title: 'Club Demo Padel & Tennis', Uploads: '/uploads/', HeaderImage: 'Club/header.svg' };

/** How often the club's name is read in the page's top: the header (logo or its text) and the banner. */
function timesNamed(container: HTMLElement): number {
  const header = screen.getByRole('banner');
  const inHeader = within(header).queryAllByText(settings.Title).length + within(header).queryAllByAltText(settings.Title).length;
  const inBanner = [...container.querySelectorAll('.header-banner')].filter((banner) => banner.textContent?.includes(settings.Title)).length;
  return inHeader + inBanner;
}

describe('banner on a phone', () => {
  it("names the club once on an inner page: the header's logo, not again in the compact strip", async () => {
    const { container, root } = await renderApp({ settings, path: '/locations' });
    act(() => root.ui.setViewportWidth(390));
    const strip = container.querySelector('.header-banner--compact')!;
    expect(strip.querySelector('img')?.getAttribute('src')).toBe('/uploads/Club/header.svg');
    expect(strip.classList.contains('header-banner--strip')).toBe(true);
    expect(timesNamed(container)).toBe(1);
  });

  it('keeps the name in the strip on a computer, where the strip is the page-wide band under the menu', async () => {
    const { container, root } = await renderApp({ settings, path: '/locations' });
    act(() => root.ui.setViewportWidth(1280));
    expect(container.querySelector('.header-banner__title')?.textContent).toBe(settings.Title);
  });
});
