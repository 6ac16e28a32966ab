import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot } from '../../../tests/support/test-root';
import PaymentResult from './PaymentResult';

// Issue 21 item 15: an order whose payment the provider holds for review (Authorize.Net's response code 4) is
// placed but not paid. The checkout sends it to /cz/ok?payment=review, which must not say it was processed.

afterEach(cleanup);

describe('a payment held for review', () => {
  it('says the order is placed and its payment pending review, never that it was processed successfully', () => {
    const { root } = createTestRoot({});
    renderWithEngine(<PaymentResult options={{ outcome: 'ok' }} />, { root, path: '/cz/ok?payment=review' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your order has been placed: the payment is pending review' })).toBeTruthy();
    expect(screen.getByText(/you will receive an e-mail when it is over/)).toBeTruthy();
    expect(screen.queryByText('The payment has been processed successfully')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go To My Bookings' })).toBeTruthy();
  });

  it('a plain /cz/ok still says the payment was processed', () => {
    const { root } = createTestRoot({});
    renderWithEngine(<PaymentResult options={{ outcome: 'ok' }} />, { root, path: '/cz/ok' });
    expect(screen.getByRole('heading', { level: 1, name: 'The payment has been processed successfully' })).toBeTruthy();
  });
});
