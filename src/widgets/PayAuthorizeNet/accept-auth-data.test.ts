import { describe, expect, it } from 'vitest';
import { acceptAuthData } from './CollectAuthorizeNet';

const method = (publicSettings: Record<string, unknown> | null | undefined) => ({ id: 15, type: 15 as const, name: 'Card (Authorize.Net)', publicSettings });

describe('Authorize.Net credentials', () => {
  it("are the payment method's public settings the server answers at run time, not a build constant", () => {
    expect(acceptAuthData(method({ apiLoginId: 'live-login', clientKey: 'live-client-key', mode: 'live' }))).toEqual({ apiLoginID: 'live-login', clientKey: 'live-client-key' });
  });

  it('are missing when the method does not carry both (the popup then says the payment failed)', () => {
    expect(acceptAuthData(method({ apiLoginId: 'live-login' }))).toBeNull();
    expect(acceptAuthData(method(null))).toBeNull();
    expect(acceptAuthData(method(undefined))).toBeNull();
  });
});
