import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import type { FakeOperations } from '../../../tests/support/test-root';

// Doc 3 §2.1, §2.4: the clean /taykus-shop and /taykus-shop-checkout need login, use the clean layout (no
// header menu, filters, sidebar or footer); an add goes straight to the clean checkout, which has a Back button.

quietPageTests();

const racket = { id: 4, name: 'Pro Racket', grossPrice: 189.95, netPrice: 156.98, hasStock: false };
const operations: FakeOperations = {
  listProductsByCustomer: { ok: true, data: [racket], totalCount: 1, popular: [{ id: 5, name: 'Best seller', grossPrice: 6 }], productTypes: [] },
  getCustomerCheckoutInfo: { ok: true, model: { paymentMethods: [{ id: 5, type: 5, name: 'Pay at the club' }] } },
  getLegalSettings: { ok: true, data: {} },
};

describe('the clean shop', () => {
  it('asks a visitor to log in instead of showing /taykus-shop', async () => {
    const { root } = await renderApp({ path: '/taykus-shop', operations });
    await waitFor(() => expect(root.ui.loginOpen).toBe(true));
    expect(root.ui.loginReturnPath).toBe('/taykus-shop');
    expect(screen.queryByRole('button', { name: 'Add to cart: Pro Racket' })).toBeNull();
  });

  it('asks a visitor to log in instead of showing /taykus-shop-checkout', async () => {
    const { root } = await renderApp({ path: '/taykus-shop-checkout', operations });
    await waitFor(() => expect(root.ui.loginOpen).toBe(true));
    expect(root.ui.loginReturnPath).toBe('/taykus-shop-checkout');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('shows a customer the products in the clean layout, and an add opens the clean checkout with the product in it', async () => {
    const { root } = await renderApp({ path: '/taykus-shop', operations, loggedIn: true });
    const add = await screen.findByRole('button', { name: 'Add to cart: Pro Racket' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(screen.queryByLabelText('Search products')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Best seller' })).toBeNull();
    fireEvent.click(add);
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeTruthy();
    expect(window.location.pathname).toBe('/taykus-shop-checkout');
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Cart' })).getByText('Pro Racket')).toBeTruthy();
    expect(root.cart.count).toBe(1);
  });
});
