import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../db/schema';
import { CLUB_OWN_TYPES, knownMethodType, PROVIDERS } from '.';

// The providers' one list: a ninth provider is its folder (plugin.ts) and one line in providers/index.ts.

const CLUB_OWN = new Set<number>(CLUB_OWN_TYPES);

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

  it("know every type of the contract's enum, and no other (the schema no longer lists them)", () => {
    for (const type of Object.values(PaymentMethodType)) expect(knownMethodType(type), String(type)).toBe(true);
    for (const type of [0, 2, 21, -1, 1.5]) expect(knownMethodType(type), String(type)).toBe(false);
  });
});
