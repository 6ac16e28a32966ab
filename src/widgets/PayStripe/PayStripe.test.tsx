import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot } from '../../../tests/support/test-root';
import type { CheckoutResult, PaymentMethod } from '../payment-providers/provider-widget';
import PayStripe from './PayStripe';

// Stripe.js is the provider's own script: here it is loaded at once and window.Stripe is a stand-in that records the calls.
vi.mock('../payment-providers/use-provider-script', () => ({ useProviderScript: () => 'ready' }));

const stripeJs = {
  mount: vi.fn(),
  elements: vi.fn(),
  confirmPayment: vi.fn(async () => ({})),
  confirmSetup: vi.fn(async () => ({})),
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  delete (window as { Stripe?: unknown }).Stripe;
});

const method = { id: 2, type: 14, name: 'Card (Stripe)' } as PaymentMethod;
const payer = { name: 'Ana López', email: 'ana@demo.club', phone: '+34 600 111 222' };

function renderStep(mode: 'payment' | 'setup', clientSecret: string, onFailure = vi.fn()) {
  const Stripe = vi.fn(() => ({ elements: stripeJs.elements, confirmPayment: stripeJs.confirmPayment, confirmSetup: stripeJs.confirmSetup }));
  stripeJs.elements.mockReturnValue({ create: () => ({ mount: stripeJs.mount }) });
  Object.assign(window, { Stripe });
  const result = { saleIds: [], paid: false, stripe: { publicKey: 'pk_test_sandbox', clientSecret, mode } } as CheckoutResult;
  renderWithEngine(
    <Routes>
      <Route
        path="/checkout"
        element={<PayStripe result={result} method={method} scripts={{ main: '/sandbox/stripe/v3.js' }} currency="EUR" payer={payer} saveCard={false} onFailure={onFailure} />}
      />
      <Route path="/cz/ko" element={<p>failed page</p>} />
    </Routes>,
    { root: createTestRoot().root, path: '/checkout' },
  );
  return Stripe;
}

describe('Stripe at the checkout', () => {
  it('in setup mode mounts the Payment Element with the SetupIntent and confirms it with confirmSetup, returning to /stripe-callback/', async () => {
    const Stripe = renderStep('setup', 'seti_1_secret_abc');
    await waitFor(() => expect(stripeJs.mount).toHaveBeenCalledTimes(1));
    expect(Stripe).toHaveBeenCalledWith('pk_test_sandbox');
    expect(stripeJs.elements).toHaveBeenCalledWith({ clientSecret: 'seti_1_secret_abc' });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(stripeJs.confirmSetup).toHaveBeenCalledTimes(1));
    expect(stripeJs.confirmSetup).toHaveBeenCalledWith(expect.objectContaining({ confirmParams: { return_url: `${window.location.origin}/stripe-callback/` } }));
    expect(stripeJs.confirmPayment).not.toHaveBeenCalled();
  });

  it('opens an embedded payment popup: a dialog over the checkout hosts the Payment Element and its Pay; closing it gives the checkout back', async () => {
    const onFailure = vi.fn();
    renderStep('payment', 'pi_1_secret_abc', onFailure);
    const popup = await screen.findByRole('dialog', { name: 'Pay by card' });
    await waitFor(() => expect(stripeJs.mount).toHaveBeenCalledTimes(1));
    const [host] = stripeJs.mount.mock.calls[0] as unknown as [HTMLElement];
    expect(popup.contains(host)).toBe(true);
    expect(popup.contains(screen.getByRole('button', { name: 'Pay' }))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onFailure).toHaveBeenCalledWith('The payment was not completed. Please try again or choose another payment method.');
  });

  it('in payment mode confirms the PaymentIntent with confirmPayment', async () => {
    renderStep('payment', 'pi_1_secret_abc');
    await waitFor(() => expect(stripeJs.mount).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(stripeJs.confirmPayment).toHaveBeenCalledTimes(1));
    expect(stripeJs.confirmSetup).not.toHaveBeenCalled();
  });

  it("a declined or mistyped card shows Stripe's message on the checkout, where the customer tries again with the same element", async () => {
    renderStep('payment', 'pi_1_secret_abc');
    await waitFor(() => expect(stripeJs.mount).toHaveBeenCalledTimes(1));
    stripeJs.confirmPayment
      .mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } } as never)
      .mockResolvedValueOnce({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(screen.queryByText('failed page')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your card number is incomplete.'));
    expect(stripeJs.confirmPayment).toHaveBeenCalledTimes(2);
    expect(stripeJs.mount).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('failed page')).toBeNull();
  });

  it("keeps Pay busy while Stripe confirms, confirms once for a second tap, then shows Stripe's message and Pay again", async () => {
    renderStep('payment', 'pi_1_secret_abc');
    await waitFor(() => expect(stripeJs.mount).toHaveBeenCalledTimes(1));
    let answer!: (outcome: { error?: { type: string; message: string } }) => void;
    stripeJs.confirmPayment.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const pay = screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement;
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(pay.getAttribute('aria-busy')).toBe('true'));
    expect(pay.disabled).toBe(true);
    expect(stripeJs.confirmPayment).toHaveBeenCalledTimes(1);
    answer({ error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Your card has insufficient funds.');
    expect(pay.getAttribute('aria-busy')).toBeNull();
    expect(pay.disabled).toBe(false);
  });

  it('says the payment was not completed for a declined card Stripe gives no message for', async () => {
    renderStep('payment', 'pi_1_secret_abc');
    await waitFor(() => expect(stripeJs.mount).toHaveBeenCalledTimes(1));
    stripeJs.confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error' } } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The payment was not completed. Please try again or choose another payment method.');
  });

  it('any other Stripe error ends the step with the Crash text (doc 3 §8)', async () => {
    const onFailure = vi.fn();
    renderStep('payment', 'pi_1_secret_abc', onFailure);
    await waitFor(() => expect(stripeJs.mount).toHaveBeenCalledTimes(1));
    stripeJs.confirmPayment.mockResolvedValueOnce({ error: { type: 'api_error', message: 'An unexpected error occurred.' } } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith('Oops! Technical problems. Please try again in a few minutes.'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('failed page')).toBeNull();
  });
});
