import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../db/schema';
import { PROVIDERS } from '.';

// The providers' one list: a ninth provider is its folder (plugin.ts) and one line in providers/index.ts.

/** The method types the club settles itself (paying at the club, its vouchers): no provider plug-in. */
const CLUB_OWN = new Set<number>([PaymentMethodType.Pending, PaymentMethodType.MoneyVoucher, PaymentMethodType.SessionsVoucher, PaymentMethodType.HoursVoucher]);

describe('the payment provider plug-ins', () => {
  it("cover every provider type of the contract's enum once, each under its own key", () => {
    const types = PROVIDERS.map((provider) => provider.adapter.type);
    expect([...types].sort((a, b) => a - b)).toEqual(Object.values(PaymentMethodType).filter((type) => !CLUB_OWN.has(type)));
    const keys = PROVIDERS.map((provider) => provider.adapter.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+$/);
  });

  it('each brings its sandbox and says which settings its methods need', () => {
    for (const provider of PROVIDERS) {
      expect(provider.sandbox, provider.adapter.key).toBeTypeOf('function');
      expect(provider.settings.length, provider.adapter.key).toBeGreaterThan(0);
    }
  });
});
