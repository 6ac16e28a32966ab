import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import PaymentReturn from './PaymentReturn';
import type { OperationAnswer } from '../../../tests/support/fake-operations';

afterEach(cleanup);

function Landed({ name }: { name: string }) {
  const location = useLocation();
  return <p>{`${name} ${location.search}`}</p>;
}

/** The return page at `path`, its status answered by `operations`; the pages it may go to show where it went. */
function renderAt(path: string, operations: FakeOperations) {
  const made = createTestRoot({ operations });
  made.root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(
    <Routes>
      {['/stripe-callback/', '/razorpay-callback/', '/netpay-callback/', '/elsewhere/'].map((at) => (
        <Route key={at} path={at} element={<PaymentReturn />} />
      ))}
      <Route path="/checkout" element={<Landed name="checkout" />} />
      <Route path="/cz/ok" element={<Landed name="paid" />} />
      <Route path="/cz/ko" element={<Landed name="failed" />} />
    </Routes>,
    { root: made.root, path },
  );
  return made;
}

/** The Stripe return page at `path`, the status answered by `status`. */
const renderReturn = (path: string, status: OperationAnswer<'getStripePaymentStatus'>) => renderAt(path, { getStripePaymentStatus: status });

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

describe("each provider's return page, as its registry entry says", () => {
  it('Razorpay: asks razorpay/status with the order, payment and signature of the return, then goes to /cz/ok', async () => {
    const { fetch } = renderAt('/razorpay-callback/?order_id=order_1&payment_id=pay_1&signature=sig_1', { getRazorpayPaymentStatus: { ok: true, retry: false } });
    expect(await screen.findByText('paid')).toBeTruthy();
    expect(fetch.calls.map((call) => call.path)).toEqual(['/api/razorpay/status/order_1/pay_1/sig_1']);
  });

  it('NetPay: confirms the charge once (netpay/callback), and a refused one lands on /cz/ko', async () => {
    const { fetch } = renderAt('/netpay-callback/?id=ch_1&transaction_token=tt_1', { netpayCallback: { ok: false } });
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(fetch.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/netpay/callback/ch_1/tt_1']);
  });

  it('a return without what its provider needs, or at no provider’s path, asks nothing and lands on /cz/ko', async () => {
    const missing = renderAt('/razorpay-callback/?order_id=order_1', {});
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(missing.fetch.calls).toEqual([]);
    cleanup();
    const nowhere = renderAt('/elsewhere/?payment_intent=pi_1', {});
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(nowhere.fetch.calls).toEqual([]);
  });
});
