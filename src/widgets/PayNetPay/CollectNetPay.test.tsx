import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import { createTestRoot, loginRecord } from '../../../tests/support/test-root';
import type { PaymentMethod } from '../payment-providers/provider-widget';
import CollectNetPay from './CollectNetPay';

// NetPay's script is the provider's own: which one is loaded is recorded, and window.NetPay is a stand-in.
const scripts = vi.hoisted(() => ({ loaded: [] as string[] }));
vi.mock('../payment-providers/scripts', async (original) => ({
  ...(await original<typeof import('../payment-providers/scripts')>()),
  loadProviderScript: async (address: string) => {
    scripts.loaded.push(address);
  },
}));

afterEach(() => {
  cleanup();
  scripts.loaded.length = 0;
  delete (window as { NetPay?: unknown }).NetPay;
});

async function tokenizeWith(netPayProdMode: boolean) {
  const calls: string[] = [];
  Object.assign(window, {
    NetPay: {
      setApiKey: (key: string) => calls.push(`key ${key}`),
      setSandboxMode: (on: boolean) => calls.push(`sandbox ${on}`),
      token: { create: (_card: unknown, success: (answer: { message: string }) => void) => success({ message: JSON.stringify({ token: 'tok_1' }) }) },
    },
  });
  const made = createTestRoot({
    operations: { getCustomerCheckoutInfo: { ok: true, model: { netPayPublicKey: 'pk_netpay_1', netPayProdMode } } },
  });
  made.root.session.startSession(loginRecord({ id: 7 }));
  void made.root.cart.addProduct({ id: 3, name: 'Polo', grossPrice: 34.95, netPrice: 28.88 }, 1);
  const onToken = vi.fn();
  renderWithEngine(
    <CollectNetPay
      method={{ id: 10, type: 10, name: 'NetPay' } as PaymentMethod}
      scripts={{ production: 'netpay.min.js', sandbox: 'netpay.154.js' }}
      onToken={onToken}
      onCancel={vi.fn()}
    />,
    {
      root: made.root,
      path: '/checkout',
    },
  );
  await waitFor(() => expect(made.fetch.calls.some((call) => call.path === '/api/shop/checkout-info-by-customer')).toBe(true));
  fireEvent.change(await screen.findByLabelText(/name/i), { target: { value: 'Ana Demo' } });
  fireEvent.change(screen.getByLabelText(/card number/i), { target: { value: '4111 1111 1111 1111' } });
  fireEvent.change(screen.getByLabelText(/expir/i), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText(/security code/i), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(onToken).toHaveBeenCalledWith('tok_1'));
  return calls;
}

describe('NetPay at the checkout', () => {
  it("honours netPayProdMode: production loads NetPay's production script and tokenizes out of sandbox mode", async () => {
    expect(await tokenizeWith(true)).toEqual(['key pk_netpay_1', 'sandbox false']);
    expect(scripts.loaded).toEqual(['netpay.min.js']);
  });

  it("a club not in production mode loads NetPay's test script and tokenizes in sandbox mode", async () => {
    expect(await tokenizeWith(false)).toEqual(['key pk_netpay_1', 'sandbox true']);
    expect(scripts.loaded).toEqual(['netpay.154.js']);
  });
});
