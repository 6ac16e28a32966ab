import { describe, expect, it } from 'vitest';
import { checkoutRequest, promoBody, type CheckoutInput } from './checkout-bodies';
import { EMPTY_FORM } from './checkout-rules';

const form = { ...EMPTY_FORM, name: ' Ana ', surname: 'López', email: 'ana@demo.club', password: 'secret1', password2: 'secret1', acceptConditions: true };
const polo = { productId: 3, units: 2, taxPercent: 21 };
const card = { id: 2, type: 14 as const, name: 'Card' };

const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  customerId: 7,
  form,
  saleItems: [polo],
  saleIds: [90],
  guid: 'g-1',
  method: card,
  voucher: null,
  coupon: null,
  transportId: null,
  savesCard: false,
  tokenId: null,
  ...over,
});

describe('the checkout request', () => {
  it("a customer's goes to checkout-customer with the cart, method, guid, origin CZ_Web and the trimmed address (blank as null)", () => {
    const request = checkoutRequest(input({ coupon: { code: 'SPRING', discount: 5, netDiscount: 4.13, discountedTaxes: 0.87 }, transportId: 4, savesCard: true }));
    expect(request.path).toBe('/api/shop/checkout-customer');
    expect(request.body).toMatchObject({
      customerId: 7,
      saleItems: [polo],
      saleIds: [90],
      paymentMethodId: 2,
      tokenId: null,
      voucherId: null,
      promoCode: 'SPRING',
      shopTransportId: 4,
      saveCreditCard: true,
      guid: 'g-1',
      tpvOnlineNotPersitedInfo: null,
      origin: 5,
      customer: { id: 7, name: 'Ana', surname: 'López', city: null, okRss: false, acceptConditions: true },
    });
  });

  it("a visitor's goes to checkout and signs up with the password; a cart of sales only sends no saleItems", () => {
    const request = checkoutRequest(input({ customerId: null, saleItems: [] }));
    expect(request.path).toBe('/api/shop/checkout');
    expect(request.body).not.toHaveProperty('saleItems');
    expect(request.body.customer).toMatchObject({ id: null, name: 'Ana', password: 'secret1', acceptConditions: true });
  });

  it("a voucher pays with its method and id; a provider's token wins over a saved card's; no method sends no save-card choice", () => {
    const voucher = checkoutRequest(input({ method: { ...card, tokenId: 11 }, voucher: { methodId: 6, voucherId: 31 } })).body;
    expect(voucher).toMatchObject({ paymentMethodId: 6, voucherId: 31, tokenId: null });
    expect(checkoutRequest(input({ method: { ...card, tokenId: 11 } })).body.tokenId).toBe(11);
    expect(checkoutRequest(input({ method: { ...card, tokenId: 11 }, tokenId: 'tok_1', extra: { dataDescriptor: 'x' } })).body).toMatchObject({
      tokenId: 'tok_1',
      tpvOnlineNotPersitedInfo: { dataDescriptor: 'x' },
    });
    expect(checkoutRequest(input({ method: null })).body).toMatchObject({ paymentMethodId: null, saveCreditCard: null });
  });

  it('promos/validate takes the code, the customer (0 for a visitor) and the cart', () => {
    expect(promoBody('SPRING', null, [polo], [90])).toEqual({ code: 'SPRING', customerId: 0, saleItems: [polo], saleIds: [90] });
  });
});
