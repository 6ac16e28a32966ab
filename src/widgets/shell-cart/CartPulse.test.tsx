import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot } from '../../../tests/support/test-root';
import { CartDropdown, CartShortcut } from './CartDropdown';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const balls = { id: 7, name: 'Balls', grossPrice: 6.5, netPrice: 5.37, hasStock: false };
const animating = () => [...document.querySelectorAll('.badge')].map((badge) => badge.classList.contains('cart-badge--added'));

describe('the cart animation (doc 3 §9: "Cart animation lasts 1 s")', () => {
  it('plays for 1 s when something is added, in the header and the footer shortcut, and not on first show', async () => {
    vi.useFakeTimers();
    const { root } = createTestRoot();
    root.cart.addSales([{ id: 1, title: 'Fee', pending: 10 }]);
    renderWithEngine(
      <>
        <CartDropdown />
        <CartShortcut options={{}} />
      </>,
      { root },
    );
    expect(animating()).toEqual([false, false]);

    await act(() => root.cart.addProduct(balls, 1));
    expect(animating()).toEqual([true, true]);
    act(() => vi.advanceTimersByTime(999));
    expect(animating()).toEqual([true, true]);
    act(() => vi.advanceTimersByTime(1));
    expect(animating()).toEqual([false, false]);

    act(() => void root.cart.addSales([{ id: 2, title: 'Debt', pending: 5 }]));
    expect(animating()).toEqual([true, true]);
    act(() => vi.advanceTimersByTime(1000));
    expect(animating()).toEqual([false, false]);
    expect(screen.getAllByText('3')).toHaveLength(2);
  });

  it('does not play for a stepper change or a refused add', async () => {
    vi.useFakeTimers();
    const { root } = createTestRoot();
    await root.cart.addProduct(balls, 1);
    renderWithEngine(<CartDropdown />, { root });
    await act(() => root.cart.changeUnits(7, 'Increment'));
    expect(animating()).toEqual([false]);
    // A shared payment with retention never joins other lines: nothing was added.
    act(() => void root.cart.addSales([{ id: 3, title: 'Shared', pending: 6, paymentType: 2, withRetention: true }]));
    expect(animating()).toEqual([false]);
  });
});
