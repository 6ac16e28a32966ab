import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import { createTestRoot, loginRecord, type FakeOperations } from '../../../tests/support/test-root';
import { ScrollToTop } from '../ScrollToTop/ScrollToTop';
import Checkout from './Checkout';
import { storeCheckout } from './checkout-resume';
import { EMPTY_FORM } from './checkout-rules';

afterEach(cleanup);

type PaymentMethod = NonNullable<NonNullable<OperationAnswer<'getCustomerCheckoutInfo'>['model']>['paymentMethods']>[number];
type CheckoutAnswer = OperationAnswer<'checkoutCustomer'>;

const pending: PaymentMethod = { id: 5, type: 5, name: 'Pay at the club' };
// A provider this portal has no widget for (every provider of the contract has one): a server may offer a newer one,
// outside the contract, so its answer is a raw one.
const unknownProvider = Response.json({ ok: true, model: { paymentMethods: [{ id: 99, type: 99, name: 'Card (Newpay)' }] } });

function customerWithCart(methods: PaymentMethod[] | Response, checkout: NonNullable<FakeOperations['checkoutCustomer']>) {
  const made = createTestRoot({
    operations: {
      getCustomerCheckoutInfo: methods instanceof Response ? methods : { ok: true, model: { paymentMethods: methods } },
      checkoutCustomer: checkout,
    },
  });
  made.root.session.startSession(loginRecord({ id: 7 }));
  void made.root.cart.addProduct({ id: 3, name: 'Polo', grossPrice: 34.95, netPrice: 28.88 }, 2);
  return made;
}

describe('the checkout page', () => {
  it('makes one sale from a double-clicked Pay, sends the cart guid and empties the cart once paid', async () => {
    let release: (answer: CheckoutAnswer) => void = () => undefined;
    const { root, fetch } = customerWithCart([pending], () => new Promise<CheckoutAnswer>((resolve) => (release = resolve)));
    const guid = root.cart.guid;
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Pay at the club/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
    const pay = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(fetch.calls.filter((call) => call.path === '/api/shop/checkout-customer')).toHaveLength(1));
    const sent = fetch.calls.find((call) => call.path === '/api/shop/checkout-customer')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ guid, customerId: 7, paymentMethodId: 5, saleItems: [{ productId: 3, units: 2, taxPercent: 21 }] });
    await act(async () => release({ ok: true, model: { paid: true, saleIds: [1] } }));
    await waitFor(() => expect(root.cart.isEmpty).toBe(true));
  });

  it("keeps Pay busy while the checkout runs, then shows the server's refusal under it and lets the customer pay again", async () => {
    let release: (answer: CheckoutAnswer) => void = () => undefined;
    const { root, fetch } = customerWithCart([pending], () => new Promise<CheckoutAnswer>((resolve) => (release = resolve)));
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Pay at the club/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
    const pay = screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement;
    fireEvent.click(pay);
    await waitFor(() => expect(pay.getAttribute('aria-busy')).toBe('true'));
    expect(pay.disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => release({ ok: false, errorMsg: 'The shop is closed for stocktaking' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The shop is closed for stocktaking');
    expect(pay.getAttribute('aria-busy')).toBeNull();
    expect(pay.disabled).toBe(false);
    // Paying again clears the refusal while the checkout runs, and sends the same cart guid.
    fireEvent.click(pay);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const sent = fetch.calls.filter((call) => call.path === '/api/shop/checkout-customer').map((call) => (call.body as { guid: string }).guid);
    expect(sent).toEqual([root.cart.guid, root.cart.guid]);
    expect(root.cart.count).toBe(2);
  });

  it('shows the server refusal from model.errorMsg and keeps the cart', async () => {
    const { root } = customerWithCart([pending], () => ({ ok: false, errorMsg: 'x', model: { errorMsg: 'Polo is out of stock: 1 left' } }));
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Pay at the club/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Polo is out of stock: 1 left')).toBeTruthy();
    expect(root.cart.count).toBe(2);
  });

  it('says a method with no provider in the portal is not available yet, without calling checkout or leaving', async () => {
    const { root, fetch } = customerWithCart(unknownProvider, () => ({ ok: true, model: { paid: true } }));
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Card \(Newpay\)/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('This payment method is not available yet: please choose another one')).toBeTruthy();
    expect(fetch.calls.some((call) => call.path === '/api/shop/checkout-customer')).toBe(false);
    expect(root.cart.isEmpty).toBe(false);
  });

  it('shows the 5.1 texts where they belong on an empty Pay, says what is missing by Pay and focuses the first problem', async () => {
    const { root, fetch } = customerWithCart([pending], () => ({ ok: true }));
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Coupon code' }), { target: { value: 'DEMO10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Please accept our legal conditions')).toBeTruthy();
    expect(screen.getByText('Please press the Apply Coupon button to check the code')).toBeTruthy();
    // The club's only method is chosen already: nothing to say about it.
    expect(screen.queryByText('Please select a payment method')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Missing: Coupon code, Legal conditions');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Coupon code' }));
    expect(fetch.calls.some((call) => call.path === '/api/shop/checkout-customer')).toBe(false);
  });
});

describe('the return of a Stripe card set-up (/checkout?stripe_token=…)', () => {
  const stripe: PaymentMethod = { id: 2, type: 14, name: 'Card (Stripe)', allowTokenization: true };
  const older: PaymentMethod = { id: 2, type: 14, name: 'Visa ···1881', tokenId: 41 };
  const saved: PaymentMethod = { id: 2, type: 14, name: 'Visa ···4242', tokenId: 42 };

  it('chooses the card the set-up saved, and Pay charges it with its token id', async () => {
    const { root, fetch } = customerWithCart([stripe, older, saved, pending], () => ({ ok: true, model: { paid: true, saleIds: [1] } }));
    renderWithEngine(<Checkout />, { root, path: '/checkout?stripe_token=42' });
    const card = await screen.findByRole('radio', { name: /Visa ···4242/ });
    expect((card as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Visa ···1881/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Card \(Stripe\)/ }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(root.cart.isEmpty).toBe(true));
    const sent = fetch.calls.find((call) => call.path === '/api/shop/checkout-customer')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ paymentMethodId: 2, tokenId: 42 });
  });

  it('gives back the page as the customer left it for Stripe in this tab', async () => {
    const { root, fetch } = customerWithCart([stripe, saved, pending], () => ({ ok: true, model: { paid: true, saleIds: [1] } }));
    storeCheckout(root.cart.guid, {
      methodKey: 'm2',
      transportId: null,
      couponTyped: '',
      coupon: null,
      saveCard: true,
      form: { ...EMPTY_FORM, acceptConditions: true, okRss: true },
    });
    renderWithEngine(<Checkout />, { root, path: '/checkout?stripe_token=42' });
    expect(((await screen.findByRole('radio', { name: /Visa ···4242/ })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'I accept the legal conditions' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(fetch.calls.some((call) => call.path === '/api/shop/checkout-customer')).toBe(true));
    expect(fetch.calls.find((call) => call.path === '/api/shop/checkout-customer')!.body).toMatchObject({ tokenId: 42, customer: { okRss: true, acceptConditions: true } });
    expect(sessionStorage.getItem('cz:checkout-resume')).toBeNull();
  });

  it("opens on the customer's first saved card for a token that is not one of them", async () => {
    const { root } = customerWithCart([stripe, older, saved, pending], () => ({ ok: true }));
    renderWithEngine(<Checkout />, { root, path: '/checkout?stripe_token=99' });
    await screen.findByRole('radio', { name: /Visa ···4242/ });
    const checked = screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
    expect(checked.map((radio) => radio.closest('label')!.textContent)).toEqual(['Visa ···1881']);
  });
});

describe('the payment success page', () => {
  it('scrolls to the top after 500 ms', () => {
    vi.useFakeTimers();
    try {
      const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      renderWithEngine(<ScrollToTop options={{ delayMs: 500 }} />);
      vi.advanceTimersByTime(499);
      expect(scroll).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(scroll).toHaveBeenCalledWith({ top: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
