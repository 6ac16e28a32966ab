import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord } from '../../../tests/support/test-root';
import PaymentResult from './PaymentResult';
import { justPaidOrder } from './last-order';
import type { OperationAnswer } from '../../../tests/support/fake-operations';

// Issue 24: a payment result shows an icon, what was paid (order number, total) and the next step — Try again while
// the cart still holds what was being paid, My bookings — around the spec's sentences (doc 3 §2.5).

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-26T10:00:00Z');
const paidNow = { id: 31, number: 'S0000031', date: '2026-11-26T09:58:00Z', total: 70.96, paymentMethod: 'Card (Redsys)', items: [] };
const older = { id: 12, number: 'S0000012', date: '2026-10-01T09:00:00Z', total: 18, paymentMethod: 'Voucher', items: [] };

function show(
  outcome: 'ok' | 'ko',
  orders: NonNullable<OperationAnswer<'getCustomerOrders'>['model']> | null,
  prepare?: (root: ReturnType<typeof createTestRoot>['root']) => void,
) {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  const made = createTestRoot({ operations: { getCustomerOrders: { ok: true, model: orders ?? [] } } });
  if (orders) made.root.session.startSession(loginRecord({ id: 7 }));
  prepare?.(made.root);
  renderWithEngine(<PaymentResult options={{ outcome }} />, { root: made.root, path: `/cz/${outcome}` });
  return made;
}

describe('the payment result pages', () => {
  it('shows the success sentence as the heading, with the order just paid: number, total and method, and a link to it', async () => {
    show('ok', [older, paidNow]);
    expect(screen.getByRole('heading', { level: 1, name: 'The payment has been processed successfully' })).toBeTruthy();
    const order = await screen.findByRole('link', { name: 'S0000031' });
    expect(order.getAttribute('href')).toBe('/customer-orders/31');
    const facts = order.closest('dl')!;
    expect(within(facts).getByText('70.96 €')).toBeTruthy();
    expect(within(facts).getByText('Card (Redsys)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To My Bookings' }).getAttribute('href')).toBe('/customer-bookings');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('never presents an old order as the one just paid', async () => {
    show('ok', [older]);
    expect(await screen.findByRole('link', { name: 'Go To My Bookings' })).toBeTruthy();
    await Promise.resolve();
    expect(screen.queryByText('S0000012')).toBeNull();
  });

  it('offers Try again back to the checkout while the cart still holds what was being paid', () => {
    show('ko', null, (root) => root.cart.addSales([{ id: 90, title: 'Padel court', pending: 24, paymentType: 1 }]));
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry! The payment has not been completed. Please try again later.' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Sorry! The payment has not been completed. Please try again later.');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByText('Nothing was charged and your cart still holds what you were paying for.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeTruthy();
  });

  it('has no Try again with an empty cart: Continue Shopping is the next step', () => {
    show('ko', null);
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).className).toContain('btn--primary');
  });
});

describe('justPaidOrder', () => {
  it('picks the newest order when it is dated within two hours of now', () => {
    expect(justPaidOrder([older, paidNow], NOW)?.number).toBe('S0000031');
    expect(justPaidOrder([older], NOW)).toBeNull();
    expect(justPaidOrder([], NOW)).toBeNull();
  });
});
