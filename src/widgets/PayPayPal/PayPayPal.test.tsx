import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord } from '../../../tests/support/test-root';
import type { CheckoutResult, PaymentMethod } from '../payment-providers/provider-widget';
import PayPayPal from './PayPayPal';
import type { OperationAnswer } from '../../../tests/support/fake-operations';

const paypalJs = vi.hoisted(() => ({ loadScript: vi.fn() }));
vi.mock('@paypal/paypal-js', () => paypalJs);

afterEach(() => {
  cleanup();
  paypalJs.loadScript.mockReset();
});

const method = { id: 9, type: 9, name: 'PayPal' } as PaymentMethod;
const payer = { name: 'Ana López', email: 'ana@demo.club', phone: '+34 600 111 222' };
const result = { saleIds: [5], paid: false, paypal: { orderId: 'ORDER00000000001', clientId: 'sandbox-client-id' } } as CheckoutResult;

/** The PayPal step on /checkout with PayPal's SDK replaced: answers the options the buttons were given. */
function renderStep(callback: OperationAnswer<'paypalCallback'>, onFailure = vi.fn(), currency = 'EUR') {
  let buttons: PayPalButtonsComponentOptions = {};
  const render = vi.fn(async () => undefined);
  paypalJs.loadScript.mockResolvedValue({
    version: 'test',
    Buttons: (options: PayPalButtonsComponentOptions) => {
      buttons = options;
      return { render, isEligible: () => true, close: async () => undefined, hasReturned: () => false, resume: () => undefined, updateProps: async () => undefined };
    },
  });
  const made = createTestRoot({ operations: { paypalCallback: callback } });
  made.root.session.startSession(loginRecord({ id: 7 }));
  renderWithEngine(
    <Routes>
      <Route
        path="/checkout"
        element={<PayPayPal result={result} method={method} scripts={{ sdk: '/sandbox/paypal/sdk/js' }} currency={currency} payer={payer} saveCard={false} onFailure={onFailure} />}
      />
      <Route path="/cz/ok" element={<p>paid page</p>} />
      <Route path="/cz/ko" element={<p>failed page</p>} />
    </Routes>,
    { root: made.root, path: '/checkout' },
  );
  return { made, render, buttons: () => buttons };
}

describe('PayPal at the checkout', () => {
  it('loads the JS SDK through @paypal/paypal-js from the sandbox with the order’s client id, and renders the buttons', async () => {
    const { render, buttons } = renderStep({ ok: true });
    await waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    expect(paypalJs.loadScript).toHaveBeenCalledWith({ clientId: 'sandbox-client-id', sdkBaseUrl: '/sandbox/paypal/sdk/js', intent: 'authorize', currency: 'EUR' });
    expect(await buttons().createOrder!({ paymentSource: 'paypal' }, {} as never)).toBe('ORDER00000000001');
  });

  it('loads the SDK in the club’s currency (checkout-info), whatever it is: PayPal refuses an order in another currency than its buttons', async () => {
    const { render } = renderStep({ ok: true }, vi.fn(), 'JPY');
    await waitFor(() => expect(render).toHaveBeenCalledTimes(1));
    expect(paypalJs.loadScript).toHaveBeenCalledWith(expect.objectContaining({ currency: 'JPY' }));
  });

  it("after the buyer's authorization, paypal/callback gets the order and its authorizationId (doc 3 §7) and lands on /cz/ok", async () => {
    const { made, render, buttons } = renderStep({ ok: true });
    await waitFor(() => expect(render).toHaveBeenCalled());
    const authorize = vi.fn(async () => ({ id: 'ORDER00000000001', status: 'COMPLETED', purchase_units: [{ payments: { authorizations: [{ id: 'AUTH0000000000001' }] } }] }));
    await buttons().onApprove!({ orderID: 'ORDER00000000001', facilitatorAccessToken: 'x' }, { order: { authorize } } as never);
    expect(await screen.findByText('paid page')).toBeTruthy();
    expect(authorize).toHaveBeenCalledTimes(1);
    expect(made.fetch.calls.find((call) => call.path === '/api/paypal/callback')!.body).toEqual({ orderId: 'ORDER00000000001', authorizationId: 'AUTH0000000000001' });
  });

  it('an authorization the buttons could not make sends the order alone: the server authorizes it', async () => {
    const { made, render, buttons } = renderStep({ ok: true });
    await waitFor(() => expect(render).toHaveBeenCalled());
    const authorize = vi.fn(async () => Promise.reject(new Error('PayPal could not authorize the order')));
    await buttons().onApprove!({ orderID: 'ORDER00000000001', facilitatorAccessToken: 'x' }, { order: { authorize } } as never);
    expect(await screen.findByText('paid page')).toBeTruthy();
    expect(made.fetch.calls.find((call) => call.path === '/api/paypal/callback')!.body).toEqual({ orderId: 'ORDER00000000001', authorizationId: null });
  });

  it('a capture the server does not confirm, or a cancelled sheet, lands on /cz/ko', async () => {
    const refused = renderStep({ ok: false });
    await waitFor(() => expect(refused.render).toHaveBeenCalled());
    await refused.buttons().onApprove!({ orderID: 'ORDER00000000001', facilitatorAccessToken: 'x' }, {} as never);
    expect(await screen.findByText('failed page')).toBeTruthy();
    cleanup();

    const cancelled = renderStep({ ok: true });
    await waitFor(() => expect(cancelled.render).toHaveBeenCalled());
    cancelled.buttons().onCancel!({ orderID: 'ORDER00000000001' }, {} as never);
    expect(await screen.findByText('failed page')).toBeTruthy();
  });

  it('says the provider could not be loaded when the SDK does not load', async () => {
    const onFailure = vi.fn();
    paypalJs.loadScript.mockRejectedValue(new Error('The script failed to load'));
    const made = createTestRoot();
    renderWithEngine(
      <PayPayPal result={result} method={method} scripts={{ sdk: '/sandbox/paypal/sdk/js' }} currency="EUR" payer={payer} saveCard={false} onFailure={onFailure} />,
      { root: made.root, path: '/checkout' },
    );
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith('The payment provider could not be loaded. Please try again.'));
  });
});
