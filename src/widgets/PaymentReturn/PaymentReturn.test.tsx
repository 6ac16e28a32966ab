import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../engine/test-render';
import { createTestRoot, loginRecord } from '../../stores/test-support';
import PaymentReturn from './PaymentReturn';
import type { OperationAnswer } from '../../stores/fake-operations';

afterEach(cleanup);

function Landed({ name }: { name: string }) {
  const location = useLocation();
  return <p>{`${name} ${location.search}`}</p>;
}

/** The Stripe return page at `path`, the status answered by `status`; the pages it may go to show where it went. */
function renderReturn(path: string, status: OperationAnswer<'getStripePaymentStatus'>) {
  const made = createTestRoot({ operations: { getStripePaymentStatus: status } });
  made.root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(
    <Routes>
      <Route path="/stripe-callback/" element={<PaymentReturn options={{ provider: 'stripe' }} />} />
      <Route path="/checkout" element={<Landed name="checkout" />} />
      <Route path="/cz/ok" element={<Landed name="paid" />} />
      <Route path="/cz/ko" element={<Landed name="failed" />} />
    </Routes>,
    { root: made.root, path },
  );
  return made;
}

describe('the Stripe return page', () => {
  it('after a card set-up (setup_intent) goes back to /checkout with the saved card’s token id', async () => {
    const { fetch } = renderReturn('/stripe-callback/?setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_abc&redirect_status=succeeded', {
      ok: true,
      retry: false,
      tokenId: '42',
    });
    expect(screen.getByRole('status').textContent).toBe('Processing payment please wait...');
    expect(await screen.findByText('checkout ?stripe_token=42')).toBeTruthy();
    expect(fetch.calls.map((call) => call.path)).toEqual(['/api/stripe/status/seti_1']);
  });

  it('after a payment (payment_intent) goes to /cz/ok, and a set-up that is not ok to /cz/ko', async () => {
    renderReturn('/stripe-callback/?payment_intent=pi_1&redirect_status=succeeded', { ok: true, retry: false });
    expect(await screen.findByText('paid')).toBeTruthy();
    cleanup();
    renderReturn('/stripe-callback/?setup_intent=seti_1&redirect_status=failed', { ok: false, retry: false });
    expect(await screen.findByText('failed')).toBeTruthy();
  });
});

describe('polling the payment status (doc 2 §4: "up to 10 retries", 1 second apart)', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once, then retries 10 times one second apart while the answer says retry, then goes to /cz/ko', async () => {
    vi.useFakeTimers();
    const { fetch } = renderReturn('/stripe-callback/?payment_intent=pi_1&redirect_status=processing', { ok: false, retry: true });
    const asks = () => fetch.calls.filter((call) => call.path === '/api/stripe/status/pi_1').length;
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(asks()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(asks()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(9001));
    expect(asks()).toBe(11);
    expect(screen.getByText('failed')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(asks()).toBe(11);
  });
});
