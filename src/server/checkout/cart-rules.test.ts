import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { PROVIDERS } from '../payments/providers';
import type { PaymentMethodRecord } from '../repositories/checkout';
import { methodAllowed, takesCurrency, type CartShape } from './cart-rules';

// Which providers a cart may be paid with is what each provider's plug-in declares (a ninth provider edits no list here).
const method = (type: PaymentMethodType): PaymentMethodRecord => ({
  id: 1,
  type,
  name: 'Card',
  description: null,
  publicConfig: {},
  allowTokenization: true,
  forceSaveCreditCard: false,
});
const sharedWithRetention: CartShape = { isShared: true, withRetention: true, pendingAllowed: true, customerKnown: true, hasSavedCard: true };

describe('the cart rules read the provider plug-ins', () => {
  it('a shared payment with retention takes only the providers whose plug-in keeps retentions: Redsys and Stripe', () => {
    const allowed = PROVIDERS.filter(({ adapter }) => methodAllowed(method(adapter.type), sharedWithRetention)).map(({ adapter }) => adapter.type);
    expect(allowed).toEqual(PROVIDERS.filter((provider) => provider.keepsRetentions).map(({ adapter }) => adapter.type));
    expect([...allowed].sort()).toEqual([PaymentMethodType.Redsys, PaymentMethodType.Stripe].sort());
    expect(methodAllowed(method(PaymentMethodType.Pending), sharedWithRetention)).toBe(false);
  });

  it("offers a provider that charges only some currencies to a club keeping one of them alone: Transbank's pesos", () => {
    for (const { adapter, currencies } of PROVIDERS) expect(takesCurrency(adapter.type, 'eur'), adapter.key).toBe(currencies === undefined);
    expect(takesCurrency(PaymentMethodType.Transbank, 'clp')).toBe(true);
    expect(takesCurrency(PaymentMethodType.Transbank, 'EUR')).toBe(false);
    expect(takesCurrency(PaymentMethodType.MoneyVoucher, 'CLP')).toBe(true);
  });
});
