import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginRecord } from '../../../tests/support/test-root';
import { renderApp } from '../../../tests/support/test-app';

afterEach(cleanup);

/** Opens the header's menu drawer (it loads with its first opening). */
async function openMenu(): Promise<HTMLElement> {
  fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

describe('layouts', () => {
  it('gives the clean shop no header at all, and its checkout only the back button, never a footer', async () => {
    await renderApp({ path: '/taykus-shop', loggedIn: true, operations: { listProductsByCustomer: { ok: true, data: [], popular: [], productTypes: [], totalCount: 0 } } });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    cleanup();

    await renderApp({ path: '/taykus-shop-checkout', loggedIn: true });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(header).queryAllByRole('link')).toEqual([]);
    expect(within(header).getAllByRole('button')).toHaveLength(1);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    cleanup();

    await renderApp({ path: '/auto-login' });
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it("shows the club's header image except in the clean layout", async () => {
    const settings = { Title: 'Club', Uploads: '/uploads/', HeaderImage: 'Club/header.svg' };
    const { container } = await renderApp({ settings });
    expect(container.querySelector('.header-banner img')?.getAttribute('src')).toBe('/uploads/Club/header.svg');
    cleanup();
    const clean = await renderApp({ settings, path: '/404-page.html' });
    expect(clean.container.querySelector('.header-banner')).toBeNull();
  });

  it("keeps the image whole on home and, on every other page, a compact strip with the club's name in real text", async () => {
    const settings = { Title: 'Club Demo Padel & Tennis', Uploads: '/uploads/', HeaderImage: 'Club/header.svg' };
    const home = await renderApp({ settings });
    expect(home.container.querySelector('.header-banner--compact')).toBeNull();
    expect(home.container.querySelector('.header-banner__title')).toBeNull();
    cleanup();
    const inner = await renderApp({ settings, path: '/locations' });
    const strip = inner.container.querySelector('.header-banner--compact')!;
    expect(strip.querySelector('img')?.getAttribute('src')).toBe('/uploads/Club/header.svg');
    expect(strip.querySelector('.header-banner__title')?.textContent).toBe('Club Demo Padel & Tennis');
    // Not a heading: the page's own h1 is the first heading.
    expect(within(strip as HTMLElement).queryByRole('heading')).toBeNull();
  });

  it('switches to the mobile header below 768 px: the initials on the menu button, the entries in its drawer', async () => {
    const { root } = await renderApp({ loggedIn: true });
    act(() => root.ui.setViewportWidth(700));
    const banner = screen.getByRole('banner');
    const toggle = within(banner).getByRole('button', { name: 'Menu' });
    expect(toggle.textContent).toContain('AG');
    expect(within(banner).queryByRole('link', { name: 'Bookings' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const drawer = await openMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('link', { name: 'Bookings' })).toBeTruthy();
  });

  it('closes the drawer on Escape, with its close button, on a followed link and when a popup opens', async () => {
    const { root } = await renderApp({ loggedIn: true });
    fireEvent.keyDown(await openMenu(), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    fireEvent.click(within(await openMenu()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    fireEvent.click(within(await openMenu()).getByRole('link', { name: 'Bookings' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await openMenu();
    act(() => root.ui.showError({ key: 'errors.systemUpdated' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('turns the footer into a shortcut bar below 500 px', async () => {
    const { root } = await renderApp({ settings: { Title: 'Club', Phone: '+34 910 000 000', Coords: '40.4,-3.7', HasShop: true } });
    act(() => root.ui.setViewportWidth(480));
    const shortcuts = within(await screen.findByRole('contentinfo')).getByRole('navigation', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+34910000000');
    expect(within(shortcuts).getByRole('link', { name: /^Shop/ }).getAttribute('href')).toBe('/shop');
    expect(within(shortcuts).getByRole('link', { name: 'Map' }).getAttribute('href')).toContain('40.4%2C-3.7');
  });

  it('tells the hosting app about Locations instead of navigating inside a web view', async () => {
    const postMessage = vi.fn();
    Object.assign(window, { ReactNativeWebView: { postMessage } });
    try {
      await renderApp({ settings: { Title: 'Club', RelatedClubs: [{ id: 1, name: 'North' }] } });
      fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Locations' }));
      expect(postMessage).toHaveBeenCalledWith('locations');
    } finally {
      delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
    }
  });

  it('links Locations to /locations in a browser, only when related clubs exist', async () => {
    await renderApp({ settings: { Title: 'Club', RelatedClubs: [{ id: 1, name: 'North' }] } });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Locations' }).getAttribute('href')).toBe('/locations');
    cleanup();
    await renderApp({ settings: { Title: 'Club', RelatedClubs: [] } });
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Locations' })).toBeNull();
  });

  it('offers the access code only to logged-in customers of a club with access control', async () => {
    await renderApp({ settings: { Title: 'Club', AccessControl: true }, loggedIn: true });
    expect(within(await openMenu()).getByRole('button', { name: 'Access code' })).toBeTruthy();
    cleanup();
    await renderApp({ settings: { Title: 'Club', AccessControl: true } });
    expect(within(await openMenu()).queryByRole('button', { name: 'Access code' })).toBeNull();
  });

  it('shows a failed switch to a child profile in red above the page', async () => {
    const { root } = await renderApp({
      loggedIn: true,
      operations: {
        getCustomer: { id: 7, name: 'Ana', surname: 'García', children: [{ id: 8, name: 'Leo', surname: 'García' }] },
        impersonateCustomer: { ok: false, errorMsg: 'This profile is blocked' },
      },
    });
    const selector = (await within(await openMenu()).findByLabelText('Family account')) as HTMLSelectElement;
    await vi.waitFor(() => expect(selector.disabled).toBe(false));
    fireEvent.change(selector, { target: { value: '8' } });
    expect((await screen.findByText('This profile is blocked')).getAttribute('role')).toBe('alert');
    expect(root.session.record?.id).toBe(7);
  });

  it('disables the family-account selector without children', async () => {
    await renderApp({ loggedIn: true });
    const selector = (await within(await openMenu()).findByLabelText('Family account')) as HTMLSelectElement;
    expect(selector.disabled).toBe(true);
    expect([...selector.options].map((option) => option.textContent)).toEqual([`${loginRecord().name} ${loginRecord().surname}`]);
  });

  it('logs out: the cart empties and the page reloads', async () => {
    const { root, reload } = await renderApp({ loggedIn: true });
    act(() =>
      root.cart.addSales([
        { id: 1, pending: 15 },
        { id: 2, pending: 15 },
      ]),
    );
    fireEvent.click(within(await openMenu()).getByRole('button', { name: 'Logout' }));
    expect(root.cart.count).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('the global error popup', () => {
  it('shows sanitized HTML from the server with a warning, and closes on dismiss', async () => {
    const { root } = await renderApp();
    await act(async () => root.ui.showError({ text: '<b>Server</b> down<img src=x onerror="alert(1)">' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warning' });
    expect((await within(dialog).findByText('Server')).tagName).toBe('B');
    expect(dialog.querySelector('[onerror]')).toBeNull();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.ui.globalError).toBeNull();
  });

  it('explains a forced reload once with "The system has been updated"', async () => {
    const { root } = await renderApp();
    await act(async () => root.ui.showError({ key: 'errors.systemUpdated' }));
    expect(await screen.findByText('The system has been updated')).toBeTruthy();
  });
});
