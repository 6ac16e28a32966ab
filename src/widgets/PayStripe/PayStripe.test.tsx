import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../engine/test-render';
import { createTestRoot } from '../../stores/test-support';
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

function renderStep(mode: 'payment' | 'setup', clientSecret: string) {
  const Stripe = vi.fn(() => ({ elements: stripeJs.elements, confirmPayment: stripeJs.confirmPayment, confirmSetup: stripeJs.confirmSetup }));
  stripeJs.elements.mockReturnValue({ create: () => ({ mount: stripeJs.mount }) });
  Object.assign(window, { Stripe });
  const result = { saleIds: [], paid: false, stripe: { publicKey: 'pk_test_sandbox', clientSecret, mode } } as CheckoutResult;
  renderWithEngine(<PayStripe result={result} method={method} onFailure={vi.fn()} />, { root: createTestRoot().root, path: '/checkout' });
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

  it('in payment mode confirms the PaymentIntent with confirmPayment', async () => {
    renderStep('payment', 'pi_1_secret_abc');
    await waitFor(() => expect(stripeJs.mount).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(stripeJs.confirmPayment).toHaveBeenCalledTimes(1));
    expect(stripeJs.confirmSetup).not.toHaveBeenCalled();
  });
});
