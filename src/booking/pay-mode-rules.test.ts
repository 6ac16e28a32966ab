// The PAY MODE panel's first choice and its main button (issue 35): paying the whole booking is the default,
// splitting the player's own choice; a match's button says where it goes.
import { describe, expect, it } from 'vitest';
import { PaymentType as PAY } from '../domain/enums';
import { confirmLabel, defaultPaymentType, payModeOptions } from './pay-mode-rules';

const ALL = { sharedPaymentAllowed: true, fullPaymentAllowedWithSpecialPrices: true, pendingPaymentAllowed: false, sharedPaymentWithRetention: false };

describe('the first pay mode (issue 35)', () => {
  it('chooses the whole booking whenever it is offered, even when sharing is allowed too', () => {
    expect(defaultPaymentType(payModeOptions({ modes: ALL, isSpecialPrice: false, isMatch: false, maxParticipants: 4 }))).toBe(PAY.Full);
    expect(defaultPaymentType({ full: true, shared: false, none: false })).toBe(PAY.Full);
  });

  it('keeps Shared when it is the only option the booking allows (a special price not taken in full)', () => {
    const options = payModeOptions({ modes: { ...ALL, fullPaymentAllowedWithSpecialPrices: false }, isSpecialPrice: true, isMatch: false, maxParticipants: 4 });
    expect(options).toEqual({ full: false, shared: true, none: false });
    expect(defaultPaymentType(options)).toBe(PAY.Shared);
  });

  it('chooses nothing when nothing is offered', () => {
    expect(defaultPaymentType({ full: false, shared: false, none: true })).toBe(PAY.NotSet);
  });
});

describe("the checkout's main button (doc 2 §2, issue 35)", () => {
  it('confirms a free booking, proceeds to payment when shared, and adds a court paid in full to the cart', () => {
    expect(confirmLabel({ price: 0, paymentType: PAY.Full, isMatch: false })).toBe('confirmFree');
    expect(confirmLabel({ price: 28, paymentType: PAY.Shared, isMatch: false })).toBe('proceedToPayment');
    expect(confirmLabel({ price: 28, paymentType: PAY.Full, isMatch: false })).toBe('addToCart');
  });

  it('says Continue to payment for a match, never Add to Cart', () => {
    expect(confirmLabel({ price: 36, paymentType: PAY.Full, isMatch: true })).toBe('continueToPayment');
    expect(confirmLabel({ price: 36, paymentType: PAY.ByPlace, isMatch: true })).toBe('continueToPayment');
  });
});
