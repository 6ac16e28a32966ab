import { describe, expect, it } from 'vitest';
import routesJson from '../../../manifest/routes.json';
import { handsOverToProvider, paymentProviderFor, providerReturnPaths, providerReturningAt, savedCardParams } from './registry';

const routes: Array<{ path: string; page: string; crawl?: boolean }> = routesJson.routes;

describe('the payment providers of the portal', () => {
  it("give each provider's return page its route to the one payment-return page, closed to crawlers, and nothing else goes there", () => {
    const returnRoutes = routes.filter((route) => route.page === 'payment-return');
    expect(returnRoutes.map((route) => route.path).sort()).toEqual(providerReturnPaths().sort());
    expect(returnRoutes.every((route) => route.crawl === false)).toBe(true);
  });

  it('find the provider of a return page with or without its last slash, and none elsewhere', () => {
    expect(providerReturningAt('/stripe-callback/')).toBe(paymentProviderFor(14));
    expect(providerReturningAt('/razorpay-callback')).toBe(paymentProviderFor(20));
    expect(providerReturningAt('/checkout')).toBeUndefined();
  });

  it("tell a checkout answer that hands the payment to a provider by that provider's block or marker", () => {
    expect(handsOverToProvider({ stripe: { clientSecret: 'pi_1_secret', publicKey: 'pk' } })).toBe(true);
    expect(handsOverToProvider({ errorMsg: '3ds:/sandbox/netpay/3ds?id=1' })).toBe(true);
    expect(handsOverToProvider({ errorMsg: 'Card declined' })).toBe(false);
    expect(handsOverToProvider({ paid: true, saleIds: [5] })).toBe(false);
  });

  it("name the parameter a card set-up's return brings to /checkout", () => {
    expect(savedCardParams()).toEqual(['stripe_token']);
  });
});
