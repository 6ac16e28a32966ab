import { cleanup, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot } from '../../../tests/support/test-root';
import type { CheckoutResult, PaymentMethod } from '../payment-providers/provider-widget';
import PayRazorpay from './PayRazorpay';

// Razorpay's Checkout is the provider's own script: here window.Razorpay is a stand-in that records its options.
vi.mock('../payment-providers/use-provider-script', () => ({ useProviderScript: () => 'ready' }));

afterEach(() => {
  cleanup();
  delete (window as { Razorpay?: unknown }).Razorpay;
});

describe('Razorpay at the checkout', () => {
  it("opens Razorpay's Checkout with the order and the prefill of the payer's name, e-mail and contact (doc 3 §9)", async () => {
    const opened: Array<Record<string, unknown>> = [];
    class Razorpay {
      constructor(readonly options: Record<string, unknown>) {}
      on() {}
      open() {
        opened.push(this.options);
      }
    }
    Object.assign(window, { Razorpay });
    const result = { saleIds: [], paid: false, razorpayData: { apiKey: 'rzp_test_sandbox', amount: 2400, currency: 'INR', orderId: 'order_1' } } as CheckoutResult;
    const method = { id: 8, type: 20, name: 'Razorpay' } as PaymentMethod;
    const payer = { name: 'Ana López', email: 'ana@demo.club', phone: '+91 98765 43210' };
    renderWithEngine(
      <Routes>
        <Route
          path="/checkout"
          element={
            <PayRazorpay result={result} method={method} scripts={{ main: '/sandbox/razorpay/checkout.js' }} currency="INR" payer={payer} saveCard={false} onFailure={vi.fn()} />
          }
        />
      </Routes>,
      { root: createTestRoot().root, path: '/checkout' },
    );
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_sandbox',
      order_id: 'order_1',
      amount: 2400,
      currency: 'INR',
      prefill: { name: 'Ana López', email: 'ana@demo.club', contact: '+91 98765 43210' },
    });
  });
});
