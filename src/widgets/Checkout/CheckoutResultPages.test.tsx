import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';

// Doc 3 §2.5, §4.2: /cz/ok empties the cart; /cz/ko keeps the cart
// for another try; the password-changed page empties the cart too.

quietPageTests();

const fee = { id: 81, saleNumber: 'F-81', title: 'Membership', total: 45, pending: 45 };
const racket = { id: 3, name: 'Racket', grossPrice: 120, netPrice: 99.17 };

/** Follows a link the way the browser does: the history changes and the router hears it. */
function goTo(path: string) {
  act(() => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('the payment result pages', () => {
  it('keeps the cart on /cz/ko and empties it on /cz/ok, with its two ways on', async () => {
    const { root } = await renderApp({ path: '/cz/ko', loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Sorry! The payment has not been completed. Please try again later.' })).toBeTruthy();
    root.cart.addSales([fee]);
    await act(async () => void (await root.cart.addProduct(racket, 2)));
    expect(root.cart.count).toBe(3);

    goTo('/cz/ok');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('heading', { name: 'The payment has been processed successfully' })).toBeTruthy();
    expect(root.cart.isEmpty).toBe(true);
    expect(root.cart.total).toBe(0);
    expect(within(main).getByRole('link', { name: 'Go To My Bookings' }).getAttribute('href')).toBe('/customer-bookings');
    expect(within(main).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('empties the cart on the password-changed page', async () => {
    const { root } = await renderApp({ path: '/cz/ko' });
    await screen.findByRole('heading', { name: 'Sorry! The payment has not been completed. Please try again later.' });
    root.cart.addSales([fee]);
    expect(root.cart.count).toBe(1);
    goTo('/passReset/ok/');
    expect(await screen.findByText('Password changed successfully')).toBeTruthy();
    expect(root.cart.isEmpty).toBe(true);
  });
});
