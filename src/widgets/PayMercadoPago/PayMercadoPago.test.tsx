import { cleanup, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord } from '../../../tests/support/test-root';
import type { CheckoutResult, PaymentMethod } from '../payment-providers/provider-widget';
import PayMercadoPago from './PayMercadoPago';

// Mercado Pago's SDK is the provider's own script: here window.MercadoPago is a stand-in that keeps the brick's settings.
vi.mock('../payment-providers/use-provider-script', () => ({ useProviderScript: () => 'ready' }));

afterEach(() => {
  cleanup();
  delete (window as { MercadoPago?: unknown }).MercadoPago;
});

type BrickSettings = { initialization: { payer?: { email?: string } }; callbacks: { onSubmit(form: Record<string, unknown>): Promise<void> } };

async function brickOf(saveCard: boolean, answeredEmail: string | null) {
  const bricks: BrickSettings[] = [];
  class MercadoPago {
    bricks() {
      return { create: async (_kind: string, _container: string, settings: BrickSettings) => bricks.push(settings) };
    }
  }
  Object.assign(window, { MercadoPago });
  const made = createTestRoot({ operations: { processMercadoPagoPayment: { ok: true, model: { status: 'approved' } } } });
  made.root.session.startSession(loginRecord({ id: 7 }));
  const result = { saleIds: [5], paid: false, mercadoPago: { pk: 'TEST-pk', id: 'mp-1', amount: 34.95, email: answeredEmail, currency: 'EUR' } } as CheckoutResult;
  renderWithEngine(
    <Routes>
      <Route
        path="/checkout"
        element={
          <PayMercadoPago
            result={result}
            method={{ id: 17, type: 17, name: 'Mercado Pago' } as PaymentMethod}
            scripts={{ main: '/sandbox/mercadopago/sdk.js' }}
            currency="EUR"
            payer={{ name: 'Ana López', email: 'ana@demo.club', phone: '' }}
            saveCard={saveCard}
            onFailure={vi.fn()}
          />
        }
      />
      <Route path="/cz/ok" element={<p>paid page</p>} />
    </Routes>,
    { root: made.root, path: '/checkout' },
  );
  await waitFor(() => expect(bricks).toHaveLength(1));
  return { brick: bricks[0]!, fetch: made.fetch };
}

const brickForm = { token: 'card-token-1', issuer_id: '1', payment_method_id: 'master', transaction_amount: 34.95, installments: 1 };

describe('Mercado Pago at the checkout', () => {
  it("honours the save-card choice: the brick's data go to process_payment with saveCardToken as the player chose", async () => {
    const { brick, fetch } = await brickOf(true, 'ana@demo.club');
    await brick.callbacks.onSubmit({ ...brickForm, payer: { email: 'ana@demo.club' } });
    const sent = fetch.calls.find((call) => call.path === '/api/publicmercadopago/process_payment')!.body;
    expect(sent).toMatchObject({ ...brickForm, rqId: 'mp-1', saveCardToken: true, payer: { email: 'ana@demo.club' } });
  });

  it("sends the payer's e-mail: the brick starts with it, and a brick that gives none sends the checkout's", async () => {
    const { brick, fetch } = await brickOf(false, null);
    expect(brick.initialization.payer?.email).toBe('ana@demo.club');
    await brick.callbacks.onSubmit(brickForm);
    const sent = fetch.calls.find((call) => call.path === '/api/publicmercadopago/process_payment')!.body;
    expect(sent).toMatchObject({ rqId: 'mp-1', saveCardToken: false, payer: { email: 'ana@demo.club' } });
  });
});
