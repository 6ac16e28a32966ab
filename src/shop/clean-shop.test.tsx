import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quietPageTests, renderApp } from '../../tests/support/test-app';
import type { FakeOperations } from '../../tests/support/test-root';

// Issue 37 item 15: the clean shop never leaks into the full site; its product pages and its empty checkout's way
// back stay in it.

quietPageTests();

const racket = { id: 4, name: 'Pro Racket', grossPrice: 189.95, netPrice: 156.98, hasStock: false, description: 'A racket' };
const operations: FakeOperations = {
  listProductsByCustomer: { ok: true, data: [racket], totalCount: 1, popular: [], productTypes: [] },
  getProductForCustomer: { ok: true, data: racket, popular: [] },
  getLegalSettings: { ok: true, data: {} },
};

describe('the clean shop stays clean', () => {
  it("links a product to the clean shop's own page, shown without the full site's header and footer", async () => {
    await renderApp({ path: '/taykus-shop', operations, loggedIn: true });
    const link = await screen.findByRole('link', { name: 'Pro Racket' });
    expect(link.getAttribute('href')).toBe('/taykus-shop/4');
    fireEvent.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/taykus-shop/4'));
    expect(await screen.findByRole('button', { name: /Add to cart/ })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it("sends an empty clean checkout's Continue shopping to the clean shop", async () => {
    await renderApp({ path: '/taykus-shop-checkout', operations, loggedIn: true });
    expect((await screen.findByRole('link', { name: 'Continue shopping' })).getAttribute('href')).toBe('/taykus-shop');
  });

  it("keeps the full site's empty checkout going to /shop", async () => {
    await renderApp({ path: '/checkout', operations, loggedIn: true });
    expect((await screen.findByRole('link', { name: 'Continue shopping' })).getAttribute('href')).toBe('/shop');
  });
});
