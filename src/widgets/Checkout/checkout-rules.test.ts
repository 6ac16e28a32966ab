import { describe, expect, it } from 'vitest';
import { checkoutProblems, EMPTY_FORM, type CheckoutState } from './checkout-rules';

const filled = {
  ...EMPTY_FORM,
  name: 'Vera',
  surname: 'V',
  addressLine1: 'Mayor 1',
  city: 'Madrid',
  town: 'Centro',
  country: 'Spain',
  postalCode: '28013',
  email: 'v@x.es',
  phone: '600',
  password: 'secret1',
  password2: 'secret1',
  acceptConditions: true,
};
const pending = { id: 5, type: 5 as const, name: 'Pay at the club' };
const ready: CheckoutState = {
  loggedIn: false,
  cartEmpty: false,
  hasSales: false,
  transportRequired: false,
  transportId: null,
  form: filled,
  method: pending,
  voucherChosen: false,
  free: false,
  isSharedPayment: false,
  couponTyped: '',
  couponApplied: null,
};

describe('the checkout checks of doc 3 §5.1', () => {
  it('passes a complete visitor checkout', () => {
    expect(checkoutProblems(ready)).toEqual({});
  });

  it('puts each text in its place', () => {
    const problems = checkoutProblems({
      ...ready,
      cartEmpty: true,
      hasSales: true,
      transportRequired: true,
      form: { ...EMPTY_FORM, password: 'a', password2: 'b' },
      method: null,
      couponTyped: 'DEMO10',
    });
    expect(problems).toMatchObject({
      cart: { key: 'checkout.emptyBasket' },
      login: { key: 'checkout.loginOrRegister' },
      name: { key: 'checkout.requiredFields' },
      phone: { key: 'checkout.requiredFields' },
      password2: { key: 'checkout.passwordMismatch' },
      transport: { key: 'checkout.selectTransport' },
      method: { key: 'checkout.selectPaymentMethod' },
      legal: { key: 'checkout.acceptLegal' },
      coupon: { key: 'checkout.pressApplyCoupon' },
    });
  });

  it('asks a logged-in customer for the address only when a product needs transport', () => {
    const customer = { ...ready, loggedIn: true, form: { ...EMPTY_FORM, acceptConditions: true } };
    expect(checkoutProblems(customer)).toEqual({});
    expect(checkoutProblems({ ...customer, transportRequired: true, transportId: 1 })).toMatchObject({ addressLine1: { key: 'checkout.requiredFields' } });
  });

  it('needs no method for a free total or a voucher; a shared payment asks for a guarantee and respects the deadline', () => {
    expect(checkoutProblems({ ...ready, method: null, free: true })).toEqual({});
    expect(checkoutProblems({ ...ready, method: null, voucherChosen: true })).toEqual({});
    expect(checkoutProblems({ ...ready, method: null, isSharedPayment: true }).method).toEqual({ key: 'checkout.sharedGuarantee' });
    const late = { ...pending, paymentDeadline: { date: null, isSharedPaymentAllowed: false } };
    expect(checkoutProblems({ ...ready, method: late, isSharedPayment: true }).method).toEqual({ key: 'checkout.sharedDeadline' });
  });

  it('accepts an applied coupon, not one typed after it', () => {
    expect(checkoutProblems({ ...ready, couponTyped: 'DEMO10', couponApplied: 'DEMO10' })).toEqual({});
    expect(checkoutProblems({ ...ready, couponTyped: 'WELCOME5', couponApplied: 'DEMO10' }).coupon).toEqual({ key: 'checkout.pressApplyCoupon' });
  });
});
