import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import CollectTransbank from './CollectTransbank';
import Checkout from '../Checkout/Checkout';
import { transbankReturn } from './transbank-return';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

type PaymentMethod = NonNullable<NonNullable<OperationAnswer<'getCustomerCheckoutInfo'>['model']>['paymentMethods']>[number];

const transbank: PaymentMethod = { id: 8, type: 18, name: 'Webpay (Transbank)', allowTokenization: true, forceSaveCreditCard: false };
const redsys: PaymentMethod = { id: 1, type: 1, name: 'Card (Redsys)', allowTokenization: true, forceSaveCreditCard: false };

function customerWithCart(operations: FakeOperations = {}) {
  const made = createTestRoot({
    operations: {
      getCustomerCheckoutInfo: { ok: true, model: { paymentMethods: [redsys, transbank] } },
      checkoutCustomer: { ok: true, model: { paid: true } },
      startTransbankTokenization: { ok: true, model: { redirectUrl: 'http://club.test/sandbox/webpay?TBK_TOKEN=tok-1' } },
      processTransbankTokenization: { ok: true, model: { id: 31 } },
      ...operations,
    },
  });
  made.root.session.startSession(loginRecord({ id: 7 }));
  void made.root.cart.addProduct({ id: 3, name: 'Polo', grossPrice: 34.95, netPrice: 28.88 }, 2);
  return made;
}

/**
 * Chooses Transbank, accepts the conditions and presses Pay: the page stores itself and the browser leaves for
 * Webpay by POSTing the token as a form field (Transbank's documented redirection), not by a GET with it in the URL.
 */
async function leaveForWebpay(made: ReturnType<typeof customerWithCart>) {
  const posted: Array<{ action: string; method: string; token: FormDataEntryValue | null }> = [];
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({ action: this.action, method: this.method, token: new FormData(this).get('TBK_TOKEN') });
  });
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  try {
    renderWithEngine(<Checkout />, { root: made.root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Webpay \(Transbank\)/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(posted).toEqual([{ action: 'http://club.test/sandbox/webpay', method: 'post', token: 'tok-1' }]));
    expect(screen.getByRole('button', { name: 'Continue to the payment page' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(made.fetch.calls.some((call) => call.path === '/api/shop/checkout-customer')).toBe(false);
  } finally {
    submit.mockRestore();
    cleanup();
    vi.unstubAllGlobals();
  }
}

describe('Transbank at the checkout', () => {
  it('forces the save-card box on and locks it for Transbank, and leaves it to the player for another tokenizing method', async () => {
    const { root } = customerWithCart();
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Card \(Redsys\)/ }));
    const box = () => screen.getByRole('checkbox', { name: 'Save my card for future payments' }) as HTMLInputElement;
    expect(box().checked).toBe(false);
    expect(box().disabled).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: /Webpay \(Transbank\)/ }));
    expect(box().checked).toBe(true);
    expect(box().disabled).toBe(true);
  });

  it('resumes on the return with TBK_TOKEN: finishes the registration and pays the stored checkout with the saved card', async () => {
    const made = customerWithCart();
    await leaveForWebpay(made);

    renderWithEngine(<Checkout />, { root: made.root, path: '/checkout?transbank_request=4&TBK_TOKEN=tok-1' });
    await waitFor(() => expect(made.root.cart.isEmpty).toBe(true));
    const finish = made.fetch.calls.find((call) => call.path === '/api/transbank/process-tokenization/4')!;
    expect(finish.query.get('TBK_TOKEN')).toBe('tok-1');
    const sent = made.fetch.calls.filter((call) => call.path === '/api/shop/checkout-customer');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ paymentMethodId: 8, tokenId: '31', saveCreditCard: true, customer: { acceptConditions: true } });
    // The registration the payment goes with is kept with it (tpvOnlineInfoTemp, doc 3 §7).
    expect(sent[0]!.body).toMatchObject({ tpvOnlineInfoTemp: { transbank_request: '4', TBK_TOKEN: 'tok-1' } });
    // Used once: nothing is left to resume a second time.
    expect(sessionStorage.length).toBe(0);
  });

  it('says "Save card failed" on a return with the session and order parameters, and pays nothing', async () => {
    const made = customerWithCart();
    await leaveForWebpay(made);

    renderWithEngine(<Checkout />, { root: made.root, path: '/checkout?transbank_request=4&TBK_ORDEN_COMPRA=O1&TBK_ID_SESION=S1' });
    expect(await screen.findByText('Save card failed')).toBeTruthy();
    expect(made.fetch.calls.some((call) => call.path.startsWith('/api/transbank/process-tokenization'))).toBe(false);
    expect(made.fetch.calls.some((call) => call.path === '/api/shop/checkout-customer')).toBe(false);
    expect(made.root.cart.isEmpty).toBe(false);
  });

  it('reads what the return carries: the token, or the session and order parameters of a failure even beside a token', () => {
    expect(transbankReturn(new URLSearchParams('transbank_request=4&TBK_TOKEN=t'))).toEqual({ kind: 'registered', requestId: 4, token: 't' });
    expect(transbankReturn(new URLSearchParams('transbank_request=4&TBK_TOKEN=t&TBK_ORDEN_COMPRA=O&TBK_ID_SESION=S'))).toEqual({ kind: 'failed' });
    expect(transbankReturn(new URLSearchParams('stripe_token=5'))).toBeNull();
  });
});

describe('Transbank when it cannot go on (issue 37 items 10 and 17)', () => {
  /** Chooses a Transbank method, accepts the conditions and presses Pay. */
  async function payWith(made: ReturnType<typeof customerWithCart>, name: RegExp) {
    renderWithEngine(<Checkout />, { root: made.root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  }

  it('says why when the tokenize answer has no usable Webpay address, and pays nothing', async () => {
    const made = customerWithCart({ startTransbankTokenization: { ok: true, model: { redirectUrl: 'javascript:alert(1)' } } });
    await payWith(made, /Webpay \(Transbank\)/);
    expect((await screen.findByRole('alert')).textContent).toContain('Webpay (Transbank) did not give us a page to continue to');
    expect(made.fetch.calls.some((call) => call.path === '/api/shop/checkout-customer')).toBe(false);
  });

  it('tells a visitor to sign in first instead of doing nothing', async () => {
    const onFailure = vi.fn();
    const { root } = createTestRoot();
    renderWithEngine(<CollectTransbank method={transbank} scripts={{}} onToken={vi.fn()} onCancel={vi.fn()} onFailure={onFailure} />, { root });
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith('To pay with Webpay (Transbank), sign in or create your account first: your card is registered to your account.'));
  });

  it("posts the checkout answer's transbank {url, token} to Webpay as token_ws", async () => {
    const savedCard: PaymentMethod = { ...transbank, name: 'Webpay ···6623', tokenId: 12 };
    const made = customerWithCart({
      getCustomerCheckoutInfo: { ok: true, model: { paymentMethods: [transbank, savedCard] } },
      checkoutCustomer: { ok: true, model: { paid: false, transbank: { url: 'https://webpay3g.transbank.cl/webpayserver/initTransaction', token: 'ws-1' } } },
    });
    const posted: Array<{ action: string; token: FormDataEntryValue | null }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push({ action: this.action, token: new FormData(this).get('token_ws') });
    });
    await payWith(made, /Webpay ···6623/);
    await waitFor(() => expect(posted).toEqual([{ action: 'https://webpay3g.transbank.cl/webpayserver/initTransaction', token: 'ws-1' }]));
    vi.restoreAllMocks();
  });

  it('says why for a transbank block whose address is not a web page', async () => {
    const savedCard: PaymentMethod = { ...transbank, name: 'Webpay ···6623', tokenId: 12 };
    const made = customerWithCart({
      getCustomerCheckoutInfo: { ok: true, model: { paymentMethods: [transbank, savedCard] } },
      checkoutCustomer: { ok: true, model: { paid: false, transbank: { url: 'javascript:alert(1)', token: 'ws-1' } } },
    });
    await payWith(made, /Webpay ···6623/);
    expect((await screen.findByRole('alert')).textContent).toContain('did not give us a page to continue to');
    expect(made.root.cart.isEmpty).toBe(false);
  });
});
