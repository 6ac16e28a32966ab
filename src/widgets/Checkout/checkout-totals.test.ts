import { describe, expect, it } from 'vitest';
import { checkoutTotals } from './checkout-totals';

const transport = { id: 4, name: 'Courier', product: { grossPrice: 4.95, netPrice: 4.09 } };
const coupon = { code: 'SPRING', discount: 5, netDiscount: 4.13, discountedTaxes: 0.87 };

describe('the checkout totals', () => {
  it('add the cart and the transport and take the coupon off, in exact cents, gross or net as the club shows prices', () => {
    expect(checkoutTotals({ cartTotal: 69.9, transport, coupon, withTaxes: true, methods: [] })).toEqual({
      subtotal: 6990,
      transport: 495,
      discount: 500,
      total: 6985,
      free: false,
    });
    expect(checkoutTotals({ cartTotal: 57.76, transport, coupon, withTaxes: false, methods: [] })).toMatchObject({ transport: 409, discount: 413, total: 5772 });
  });

  it('never go below 0; a free total needs no method unless one must save a card', () => {
    expect(checkoutTotals({ cartTotal: 3, transport: null, coupon, withTaxes: true, methods: [] })).toMatchObject({ total: 0, free: true });
    expect(checkoutTotals({ cartTotal: 0, transport: null, coupon: null, withTaxes: true, methods: [{ id: 2, type: 14, forceSaveCreditCard: true }] }).free).toBe(false);
  });
});
