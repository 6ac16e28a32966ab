// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createTestRoot, loginRecord } from '../../tests/support/test-root';

describe('the API client wired to the stores', () => {
  it('on HTTP 401 forgets the stored session and opens the login with the way back', async () => {
    window.history.pushState({}, '', '/customer-vouchers?tab=1');
    const { root } = createTestRoot({
      operations: { getCustomerVouchers: new Response('{"ok":false}', { status: 401, headers: { 'Content-Type': 'application/json' } }) },
    });
    root.session.startSession(loginRecord({ id: 7 }));
    root.cart.addSales([{ id: 1, pending: 20 }]);
    await root.client.GET('/api/publicvouchers/customer-vouchers/{customerId}', { params: { path: { customerId: 7 } } });
    expect(root.session.loggedIn).toBe(false);
    expect(root.cart.count).toBe(0);
    expect(root.ui.loginOpen).toBe(true);
    expect(root.ui.loginReturnPath).toBe('/customer-vouchers?tab=1');
  });

  it('logs out when the server announces a new storage version', async () => {
    let version = '3';
    const { root, reload } = createTestRoot({
      operations: {
        getMainSettings: () => new Response('{"ok":true,"data":{}}', { headers: { 'Content-Type': 'application/json', 'X-Storage-Version': version } }),
      },
    });
    await root.client.GET('/api/czconfigs/main-settings');
    root.session.startSession(loginRecord());
    await root.client.GET('/api/czconfigs/main-settings');
    expect(root.session.loggedIn).toBe(true);
    version = '4';
    await root.client.GET('/api/czconfigs/main-settings');
    expect(root.session.loggedIn).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('sends the stored token and the portal version', async () => {
    const { root, fetch } = createTestRoot({ operations: { getCustomer: { id: 7 } } });
    root.session.startSession(loginRecord({ id: 7, token: 'token-7' }));
    await root.client.GET('/api/publiccustomers/{id}', { params: { path: { id: 7 } } });
    expect(fetch.calls[0]?.headers.get('Authorization')).toBe('Bearer token-7');
    expect(fetch.calls[0]?.headers.get('X-Portal-Version')).toBe('test');
  });

  it('answers a failed call with the crash text instead of throwing', async () => {
    const { root } = createTestRoot({ operations: { getHeaderTemplate: () => Promise.reject(new TypeError('offline')) } });
    const result = await root.client.GET('/api/czconfigs/template');
    expect(result.error ?? result.data).toEqual({ ok: false, errorMsg: 'Crash' });
  });
});
