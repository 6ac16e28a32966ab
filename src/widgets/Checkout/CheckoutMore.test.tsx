// Issue 37: a Stripe card set-up leaves the page and its return gives the page back as the player left it (item 18);
// a checkout-info that fails to load says so, with Try again (item 16); the transport's logo and the coupon's
// discounted taxes show (item 8).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithEngine } from '../../../tests/support/test-render';
import type { OperationAnswer } from '../../../tests/support/fake-operations';
import { createTestRoot, loginRecord } from '../../../tests/support/test-root';
import Checkout from './Checkout';

afterEach(cleanup);
beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

type CheckoutInfo = NonNullable<OperationAnswer<'getCustomerCheckoutInfo'>['model']>;
type PaymentMethod = NonNullable<CheckoutInfo['paymentMethods']>[number];

const stripe: PaymentMethod = { id: 2, type: 14, name: 'Card (Stripe)', allowTokenization: true };
const saved: PaymentMethod = { id: 2, type: 14, name: 'Visa ···4242', tokenId: 42 };
const transports: CheckoutInfo['transports'] = [
  { id: 1, name: 'Pick-up at the club', product: { grossPrice: 0, netPrice: 0 } },
  { id: 2, name: 'Courier', deliveryTime: '48 h', logo: 'Transports/courier.png', product: { grossPrice: 5, netPrice: 4.13 } },
];
const ana = {
  name: 'Ana',
  surname: 'García',
  addressLine1: 'Calle Mayor 1',
  city: 'Madrid',
  town: 'Madrid',
  country: 'Spain',
  postalCode: '28001',
  email: 'ana@demo.club',
  phone: '600000000',
};

/** Ana's cart (a racket to ship) on a club with Stripe, `methods` as checkout-info lists them; with `backing`, the cart kept there. */
function anaWithRacket(methods: PaymentMethod[], backing?: ReturnType<typeof createTestRoot>['backing']) {
  const made = createTestRoot({
    backing,
    operations: {
      getCustomerCheckoutInfo: { ok: true, model: { ...ana, paymentMethods: methods, transports } },
      validatePromoCode: { ok: true, data: { discount: 10, netDiscount: 8.26, discountedTaxes: 1.74 } },
      checkoutCustomer: { ok: true, model: { paid: false, stripe: { publicKey: 'pk_test', clientSecret: 'seti_secret', mode: 'setup' } } },
    },
  });
  made.root.session.startSession(loginRecord({ id: 7 }));
  if (!backing) void made.root.cart.addProduct({ id: 3, name: 'Racket', grossPrice: 100, netPrice: 82.64, transportRequired: true }, 1);
  return made;
}

describe('the return of a Stripe card set-up', () => {
  it('comes back with the saved card chosen and the legal tick, coupon and transport kept', async () => {
    const { root, backing } = anaWithRacket([stripe]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Courier/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'DEMO10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    await screen.findByText('Discount applied');
    fireEvent.click(screen.getByRole('radio', { name: /Card \(Stripe\)/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    // Stripe's popup opens for the set-up, which leaves for Stripe and comes back to /checkout?stripe_token=42.
    await screen.findByRole('dialog', { name: 'Pay by card' });
    cleanup();

    const back = anaWithRacket([stripe, saved], backing);
    expect(back.root.cart.guid).toBe(root.cart.guid);
    renderWithEngine(<Checkout />, { root: back.root, path: '/checkout?stripe_token=42' });
    expect(((await screen.findByRole('radio', { name: /Visa ···4242/ })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Courier/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'I accept the legal conditions' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Coupon code' }) as HTMLInputElement).value).toBe('DEMO10');
    expect(screen.getByText('Discount')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(back.fetch.calls.some((call) => call.path === '/api/shop/checkout-customer')).toBe(true));
    expect(back.fetch.calls.find((call) => call.path === '/api/shop/checkout-customer')!.body).toMatchObject({ tokenId: 42, promoCode: 'DEMO10', shopTransportId: 2 });
  });

  it("does not give another cart's page back", async () => {
    const { root } = anaWithRacket([stripe]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    fireEvent.click(await screen.findByRole('radio', { name: /Courier/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Card \(Stripe\)/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await screen.findByRole('dialog', { name: 'Pay by card' });
    cleanup();

    const other = anaWithRacket([stripe, saved]);
    renderWithEngine(<Checkout />, { root: other.root, path: '/checkout?stripe_token=42' });
    expect(((await screen.findByRole('radio', { name: /Visa ···4242/ })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'I accept the legal conditions' }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('a checkout-info that fails to load', () => {
  it('says the loading failed, not that the club has no payment method, and Try again loads it', async () => {
    let answers = 0;
    const made = createTestRoot({
      operations: {
        getCustomerCheckoutInfo: () => (++answers === 1 ? Response.json({ ok: false, errorMsg: 'Boom' }, { status: 500 }) : { ok: true, model: { paymentMethods: [stripe] } }),
      },
    });
    made.root.session.startSession(loginRecord({ id: 7 }));
    void made.root.cart.addProduct({ id: 3, name: 'Polo', grossPrice: 34.95, netPrice: 28.88 }, 1);
    renderWithEngine(<Checkout />, { root: made.root, path: '/checkout' });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the ways to pay');
    expect(screen.queryByText(/payment method configured/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Card \(Stripe\)/ })).toBeTruthy();
    expect(screen.queryByText(/We could not load/)).toBeNull();
  });
});

describe("the transport's logo and the coupon's discounted taxes (doc 3 §4.3, §6)", () => {
  it('shows each transport with its logo, and the taxes an applied coupon discounts', async () => {
    const { root } = anaWithRacket([stripe]);
    renderWithEngine(<Checkout />, { root, path: '/checkout' });
    const courier = (await screen.findByRole('radio', { name: /Courier/ })).closest('label')!;
    expect(courier.querySelector('img')?.getAttribute('src')).toBe('/uploads/Transports/courier.png');
    expect(
      screen
        .getByRole('radio', { name: /Pick-up at the club/ })
        .closest('label')!
        .querySelector('img'),
    ).toBeNull();
    expect(screen.queryByText('Taxes discounted')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'DEMO10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    const label = await screen.findByText('Taxes discounted');
    expect(label.nextElementSibling!.textContent).toMatch(/1[.,]74/);
  });
});
