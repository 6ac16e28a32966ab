import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import exampleNoShop from '../../manifest/clubs/example-no-shop.json';
import { baseShellManifest } from '../engine/manifest';
import { buildShellManifest } from '../engine/club-manifest';
import type { ClubOverride } from '../generated/schemas/manifest';
import type { ShellManifest } from '../engine/manifest';
import { renderApp } from '../../tests/support/test-app';

// Vitest runs without globals, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);
// The home sections load their own lists, which this fake server does not answer; they only log.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

function headerNav() {
  return within(screen.getByRole('banner')).getByRole('navigation');
}

describe('App', () => {
  it('shows the page a route names inside its layout', async () => {
    await renderApp({ path: '/cz/ko' });
    expect(await screen.findByRole('heading', { name: 'Sorry! The payment has not been completed. Please try again later.' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    // The footer is loaded lazily: wait for it as a user would, however fast the machine is.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('shows "not implemented" for a routed page that is not built yet', async () => {
    const manifest: ShellManifest = {
      ...baseShellManifest,
      routes: [...baseShellManifest.routes, { path: '/later', access: 'public', layout: 'insecure', page: 'not-built-yet' }],
    };
    await renderApp({ path: '/later', manifest });
    expect((await within(screen.getByRole('main')).findByRole('alert')).textContent).toBe('Page "not-built-yet" is not implemented yet');
  });

  it('frames a route that names no layout in the insecure one, the default (doc 1 §2.1)', async () => {
    const manifest: ShellManifest = {
      ...baseShellManifest,
      routes: [...baseShellManifest.routes, { path: '/no-layout', access: 'public', page: 'payment-ko' }],
    };
    const { container } = await renderApp({ path: '/no-layout', manifest, settings: { Title: 'Club', Uploads: '/uploads/', HeaderImage: 'Club/header.svg' } });
    expect(await screen.findByRole('heading', { name: 'Sorry! The payment has not been completed. Please try again later.' })).toBeTruthy();
    expect(container.querySelector('.layout--insecure')).toBeTruthy();
    expect(container.querySelector('.header-banner img')).toBeTruthy();
    expect(within(headerNav()).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('shows the not-found page for an unknown address, with the site navigation and footer', async () => {
    await renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
    expect(within(headerNav()).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('sends the old payment hash routes to /cz/ok and /cz/ko', async () => {
    await renderApp({ path: '/#/cz/ok' });
    await waitFor(() => expect(window.location.pathname).toBe('/cz/ok'));
    expect(await screen.findByRole('heading', { name: 'The payment has been processed successfully' })).toBeTruthy();
  });

  it('offers Login and Register to visitors, and the account menu and Logout once logged in', async () => {
    await renderApp();
    const nav = headerNav();
    expect(within(nav).getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'My Account' })).toBeNull();
    cleanup();

    await renderApp({ loggedIn: true });
    const loggedIn = headerNav();
    expect(within(loggedIn).queryByRole('button', { name: 'Login' })).toBeNull();
    const account = within(loggedIn).getByRole('button', { name: /My Account/ });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(within(loggedIn).getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/changePass');
    expect(within(loggedIn).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('leaves a private page on logout to the reload, without moving away or asking for a login first', async () => {
    const { root, reload } = await renderApp({ loggedIn: true, path: '/changePass' });
    await act(async () => root.session.logout());
    expect(reload).toHaveBeenCalledOnce();
    expect(window.location.pathname).toBe('/changePass');
    expect(root.ui.loginOpen).toBe(false);
  });

  it('hides Register when registration is off and the shop without HasShop', async () => {
    await renderApp({ settings: { Title: 'Club', RegisterOn: false, HasShop: false } });
    const nav = headerNav();
    expect(within(nav).queryByRole('button', { name: 'Register' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Shop' })).toBeNull();
    expect(await within(nav).findByRole('link', { name: 'Bookings' })).toBeTruthy();
  });

  it('shows the reserve button on home only while scrolled 190 px or less', async () => {
    const { root } = await renderApp();
    expect(screen.getByRole('link', { name: 'Reserve' })).toBeTruthy();
    act(() => root.ui.setScrollY(190));
    expect(screen.getByRole('link', { name: 'Reserve' })).toBeTruthy();
    root.ui.setScrollY(191);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Reserve' })).toBeNull());
    cleanup();
    // Another page of the same insecure layout, at the top: no reserve button.
    await renderApp({ path: '/cz/ko' });
    expect(await screen.findByRole('heading', { name: 'Sorry! The payment has not been completed. Please try again later.' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reserve' })).toBeNull();
  });

  it('follows the example club: no shop in the header and its own home order', async () => {
    const manifest = buildShellManifest(baseShellManifest, exampleNoShop as ClubOverride);
    await renderApp({ manifest });
    const nav = headerNav();
    expect(within(nav).queryByRole('link', { name: 'Shop' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: /^Cart/ })).toBeNull();
    const sections = [...document.querySelectorAll('.home-section')].map((section) => section.id);
    expect(sections.slice(0, 2)).toEqual(['matches', 'bookingTypes']);
    expect(sections).not.toContain('trendingProducts');
    cleanup();

    await renderApp();
    expect(within(headerNav()).getByRole('link', { name: 'Shop' })).toBeTruthy();
    expect([...document.querySelectorAll('.home-section')].map((section) => section.id)[0]).toBe('heroSlider');
  });
});

describe('the club theme', () => {
  it("puts the club's colours and font on the document, where popups see them too", async () => {
    await renderApp({ settings: { Title: 'Club', ButtonsColor: '#0E7C66', FooterColor: '#123047', FontFamily: 'Lato' } });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--cz-color-primary')).toBe('#0e7c66');
    expect(style.getPropertyValue('--cz-color-on-primary')).toBe('#ffffff');
    expect(style.getPropertyValue('--cz-color-footer')).toBe('#123047');
    expect(style.getPropertyValue('--cz-font-family')).toMatch(/^Lato, /);
    expect(style.getPropertyValue('--cz-buttons-color')).toBe('#0e7c66');
  });

  it("leaves the document's style alone when the server's page already wears the club's colours", async () => {
    const settings = { Title: 'Club', ButtonsColor: '#0E7C66', FooterColor: '#123047', FontFamily: 'Lato' };
    await renderApp({ settings });
    const serverStyle = document.documentElement.getAttribute('style') ?? '';
    expect(serverStyle).toContain('--cz-color-primary');
    cleanup();
    // As the server sends it (src/server/web/club-theme-head.ts): the same properties, before any script runs.
    document.documentElement.setAttribute('style', serverStyle);
    const rewrites = vi.spyOn(document.documentElement.style, 'setProperty');
    await renderApp({ settings });
    await act(async () => undefined);
    // Rewriting a root custom property, even to its value, makes the browser restyle the whole page (issue 38).
    expect(rewrites).not.toHaveBeenCalled();
    expect(document.documentElement.style.getPropertyValue('--cz-color-primary')).toBe('#0e7c66');
  });

  it('puts dark text on a light yellow primary', async () => {
    await renderApp({ settings: { Title: 'Club', ButtonsColor: '#fff176' } });
    expect(document.documentElement.style.getPropertyValue('--cz-color-on-primary')).toBe('#111827');
  });

  it("describes the club to search engines with the settings' description", async () => {
    await renderApp({ settings: { Title: 'Club', Description: 'Padel in Madrid' } });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Padel in Madrid');
  });
});
