import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../../tests/support/test-i18n';
import { AddedToCartToast } from './Toast';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces "Added to cart" with the count politely, and closes by itself or on its button', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <AddedToCartToast count={3} onDismiss={onDismiss} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Added to cart. Items in cart: 3');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
