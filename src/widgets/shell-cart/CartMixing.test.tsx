import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import GlobalErrorPopup from '../../app/popups/GlobalErrorPopup';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot } from '../../../tests/support/test-root';
import type { CartOutcome } from '../../stores/CartSummaryStore';

// Doc 3 §4.2, §8: a shared payment with retention never shares the cart, in either order, and each refusal
// shows its own text, whichever page tried the add (a booking's checkout, a join, fees, debts, the shop).

afterEach(cleanup);

const booking = { id: 90, title: 'Padel 1', pending: 24, paymentType: 1 };
const retention = { id: 91, title: 'Shared padel', pending: 6, paymentType: 2, withRetention: true };
const withoutRetention = { id: 92, title: 'Shared tennis', pending: 7, paymentType: 2, withRetention: false };
const balls = { id: 7, name: 'Balls', grossPrice: 6.5, netPrice: 5.37, hasStock: false };

const NOT_MIXED = "Shared payment can't be mixed with other sales. Please finalize the current cart and try again.";
const IN_CART = "You have a shared payment in your cart, which can't be mixed with other sales. Please finalize the current cart and try again.";

function show() {
  const { root } = createTestRoot();
  renderWithEngine(<GlobalErrorPopup />, { root });
  return root;
}
const popupText = async () => (await screen.findByRole('dialog', { name: 'Warning' })).textContent;

describe('the cart mixing rules, on screen', () => {
  it(`says "${NOT_MIXED}" when a shared payment with retention comes to a cart with other lines`, async () => {
    const root = show();
    root.cart.addSales([booking]);
    let outcome: CartOutcome | undefined;
    act(() => void (outcome = root.cart.addSales([retention])));
    expect(outcome?.ok).toBe(false);
    expect(await popupText()).toContain(NOT_MIXED);
    expect(root.cart.saleIds).toEqual([90]);
  });

  it(`says "${IN_CART}" when a sale or a product comes to a cart holding a shared payment with retention`, async () => {
    const root = show();
    root.cart.addSales([retention]);
    act(() => void root.cart.addSales([booking]));
    expect(await popupText()).toContain(IN_CART);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => void (await root.cart.addProduct(balls, 1)));
    expect(await popupText()).toContain(IN_CART);
    expect(root.cart.saleIds).toEqual([91]);
    expect(root.cart.products).toEqual([]);
  });

  it('lets a shared payment without retention share the cart, saying nothing', async () => {
    const root = show();
    root.cart.addSales([booking]);
    act(() => void root.cart.addSales([withoutRetention]));
    await act(async () => void (await root.cart.addProduct(balls, 1)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(root.cart.saleIds).toEqual([90, 92]);
    expect(root.cart.count).toBe(3);
  });
});
