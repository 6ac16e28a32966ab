import { autorun, when } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { SAVED_CUSTOMER } from '../engine/actions-by-area/account';
import { ACCESS_TOKEN_KEY, FAMILY_KEY, SESSION_RECORD_KEY, STORAGE_VERSION_KEY } from './SessionStore';
import { createMemoryStorage, createTestRoot, loginRecord } from '../../tests/support/test-root';

describe('SessionStore', () => {
  it('logs in through the port and keeps the record and token', async () => {
    const { root } = createTestRoot({ api: { login: async () => ({ ok: true, model: loginRecord() }) } });
    await expect(root.session.login({ email: 'ana@club.test', password: 'secret' })).resolves.toEqual({ ok: true });
    expect(root.session.loggedIn).toBe(true);
    expect(root.session.customerId).toBe(7);
    expect(root.session.initials).toBe('AG');
    expect(root.storage.get(ACCESS_TOKEN_KEY)).toBe('token-1');
    expect(root.storage.get(SESSION_RECORD_KEY)).toMatchObject({ id: 7, name: 'Ana' });
  });

  it('survives a reload while the token is valid', async () => {
    const backing = createMemoryStorage();
    const first = createTestRoot({ backing, api: { login: async () => ({ ok: true, model: loginRecord() }) } });
    await first.root.session.login({ email: 'ana@club.test', password: 'secret' });
    const second = createTestRoot({ backing });
    expect(second.root.session.loggedIn).toBe(true);
    expect(second.root.session.record?.name).toBe('Ana');
  });

  it('forgets a session whose expiry has passed', () => {
    vi.useFakeTimers();
    try {
      const backing = createMemoryStorage();
      const { root } = createTestRoot({ backing });
      root.session.startSession(loginRecord({ expiry: new Date(Date.now() + 1000).toISOString() }));
      vi.advanceTimersByTime(1001);
      expect(createTestRoot({ backing }).root.session.loggedIn).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "Invalid Email or Password" when the server gives no message', async () => {
    const { root } = createTestRoot();
    await expect(root.session.login({ email: 'a@b.c', password: 'x' })).resolves.toEqual({
      ok: false,
      message: { key: 'auth.invalidCredentials' },
    });
    expect(root.session.loggedIn).toBe(false);
  });

  it("shows the server's message and opens the reset mode when told to redirect", async () => {
    const { root } = createTestRoot({
      api: { login: async () => ({ ok: false, errorMsg: 'Please set a new password', redirect: true }) },
    });
    const result = await root.session.login({ email: 'a@b.c', password: 'x' });
    expect(result).toEqual({ ok: false, message: { text: 'Please set a new password' } });
    expect(root.ui.loginMode).toBe('reset');
    expect(root.ui.loginNotice).toEqual({ text: 'Please set a new password' });
  });

  it('reports Crash when the login call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root } = createTestRoot({ api: { login: async () => Promise.reject(new Error('offline')) } });
    await expect(root.session.login({ email: 'a@b.c', password: 'x' })).resolves.toEqual({
      ok: false,
      message: { key: 'errors.crash' },
    });
  });

  it('logs out: empties the cart, forgets the session and reloads', () => {
    const { root, reload } = createTestRoot();
    root.session.startSession(loginRecord());
    root.cart.addSales([{ id: 1, pending: 30 }]);
    root.session.logout();
    expect(root.session.loggedIn).toBe(false);
    expect(root.storage.get(ACCESS_TOKEN_KEY)).toBeNull();
    expect(root.cart.count).toBe(0);
    expect(reload).toHaveBeenCalledOnce();
    // Until the reload, the page knows it is leaving and does not ask for a login.
    expect(root.session.leaving).toBe(true);
  });

  describe('applyStorageVersion', () => {
    it('adopts the first version it sees when nobody is logged in', () => {
      const { root, reload } = createTestRoot();
      root.cart.addSales([{ id: 1, pending: 10 }]);
      root.session.applyStorageVersion(3);
      expect(root.storage.get(STORAGE_VERSION_KEY)).toBe(3);
      expect(root.cart.count).toBe(1);
      expect(reload).not.toHaveBeenCalled();
    });

    it('treats a session kept without a storage version as a mismatch: cleared, and logged out when the version is above 0', () => {
      const { root, reload } = createTestRoot();
      root.session.startSession(loginRecord());
      root.session.applyStorageVersion(3);
      expect(root.session.loggedIn).toBe(false);
      expect(root.storage.get(STORAGE_VERSION_KEY)).toBe(3);
      expect(reload).toHaveBeenCalledOnce();

      const unversioned = createTestRoot();
      unversioned.root.session.startSession(loginRecord());
      unversioned.root.session.applyStorageVersion(0);
      expect(unversioned.root.session.loggedIn).toBe(false);
      expect(unversioned.reload).not.toHaveBeenCalled();
    });

    it('does nothing while the version stays the same', () => {
      const { root, reload } = createTestRoot();
      root.session.applyStorageVersion(3);
      root.session.startSession(loginRecord());
      root.session.applyStorageVersion(3);
      expect(root.session.loggedIn).toBe(true);
      expect(reload).not.toHaveBeenCalled();
    });

    it('clears the session and logs out when the version changes to one above 0', () => {
      const backing = createMemoryStorage();
      const { root, reload } = createTestRoot({ backing });
      root.session.applyStorageVersion(3);
      root.session.startSession(loginRecord());
      root.cart.addSales([{ id: 1, pending: 10 }]);
      root.session.applyStorageVersion(4);
      expect(root.session.loggedIn).toBe(false);
      expect(root.cart.count).toBe(0);
      expect(reload).toHaveBeenCalledOnce();
      // After the forced reload, the next page load explains it once.
      const next = createTestRoot({ backing }).root;
      next.ui.showPendingSystemUpdate();
      expect(next.ui.globalError).toEqual({ key: 'errors.systemUpdated' });
      next.ui.dismissError();
      next.ui.showPendingSystemUpdate();
      expect(next.ui.globalError).toBeNull();
    });

    it('clears the session without reloading when the new version is 0', () => {
      const { root, reload } = createTestRoot();
      root.session.applyStorageVersion(2);
      root.session.startSession(loginRecord());
      root.session.applyStorageVersion(0);
      expect(root.session.loggedIn).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    });
  });

  it('on HTTP 401 forgets everything stored and opens the login with the way back', () => {
    const { root } = createTestRoot();
    root.session.startSession(loginRecord());
    root.cart.addSales([{ id: 1, pending: 5 }]);
    root.session.handleUnauthorized('/account');
    expect(root.session.loggedIn).toBe(false);
    expect(root.storage.get('cartSummary')).toBeNull();
    expect(root.ui.loginOpen).toBe(true);
    expect(root.ui.loginReturnPath).toBe('/account');
    expect(root.cart.count).toBe(0);
  });

  describe('impersonate', () => {
    const withChild = { loadCustomer: async (id: number) => ({ id, name: 'Ana', surname: 'García', children: [{ id: 8, name: 'Leo', surname: 'García' }] }) };

    it('switches to the child and reloads', async () => {
      const impersonate = vi.fn(async () => ({ ok: true as const, token: 'child-token', customer: { id: 8, name: 'Leo', surname: 'García' } }));
      const { root, reload } = createTestRoot({ api: { ...withChild, impersonate } });
      root.session.startSession(loginRecord());
      await root.session.loadCustomer();
      await root.session.impersonate(8);
      expect(impersonate).toHaveBeenCalledWith(8);
      expect(root.session.token).toBe('child-token');
      expect(root.session.record).toMatchObject({ id: 8, name: 'Leo' });
      expect(reload).toHaveBeenCalledOnce();
    });

    it('keeps listing the parent and every child after the reload as a child, and switches back to the parent', async () => {
      const family = {
        loadCustomer: async (id: number) =>
          id === 7
            ? {
                id,
                name: 'Ana',
                surname: 'García',
                children: [
                  { id: 8, name: 'Leo', surname: 'García' },
                  { id: 9, name: 'Mia', surname: 'García' },
                ],
              }
            : { id, name: 'Leo', surname: 'García', children: [] },
      };
      const impersonate = vi.fn(async (id: number) => ({
        ok: true as const,
        token: `token-of-${id}`,
        customer: id === 7 ? { id, name: 'Ana', surname: 'García' } : { id, name: 'Leo', surname: 'García' },
      }));
      const backing = createMemoryStorage();
      const parent = createTestRoot({ backing, api: { ...family, impersonate } }).root;
      parent.session.startSession(loginRecord());
      await parent.session.loadCustomer();
      await parent.session.impersonate(8);
      // The page reloads as Leo: his own answer has no children.
      const asChild = createTestRoot({ backing, api: { ...family, impersonate } }).root;
      await asChild.session.loadCustomer();
      expect(asChild.session.record?.id).toBe(8);
      expect(asChild.session.familyProfiles.map((member) => member.name)).toEqual(['Ana', 'Leo', 'Mia']);
      expect(asChild.session.canSwitchProfile).toBe(true);
      await asChild.session.impersonate(7);
      expect(impersonate).toHaveBeenLastCalledWith(7);
      expect(asChild.session.record?.id).toBe(7);
      // Logging out forgets the family.
      asChild.session.clearSession();
      expect(asChild.session.familyProfiles).toEqual([]);
      expect(asChild.storage.get(FAMILY_KEY)).toBeNull();
    });

    it('does nothing for the current profile', async () => {
      const { root, api, reload } = createTestRoot({ api: withChild });
      root.session.startSession(loginRecord());
      await root.session.loadCustomer();
      await root.session.impersonate(7);
      expect(api.impersonate).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    });

    it('is disabled without children', async () => {
      const { root, api } = createTestRoot();
      root.session.startSession(loginRecord());
      await root.session.loadCustomer();
      expect(root.session.canSwitchProfile).toBe(false);
      await root.session.impersonate(8);
      expect(api.impersonate).not.toHaveBeenCalled();
    });

    it("keeps the server's message when no token comes back", async () => {
      const { root, reload } = createTestRoot({ api: withChild });
      root.session.startSession(loginRecord());
      await root.session.loadCustomer();
      await root.session.impersonate(8);
      expect(root.session.impersonateError).toBe('not allowed');
      expect(root.session.token).toBe('token-1');
      expect(reload).not.toHaveBeenCalled();
    });
  });

  it('keeps the customer in the query cache: shown while observed, and a saved profile shows its new gender', async () => {
    let gender: 0 | 1 | null = null;
    const loadCustomer = vi.fn(async (id: number) => ({ id, name: 'Ana', surname: 'García', gender, children: [] }));
    const { root } = createTestRoot({ api: { loadCustomer } });
    root.session.startSession(loginRecord());
    const stop = autorun(() => void root.session.customer);
    await when(() => root.session.customer !== null);
    expect(root.session.customer?.gender).toBeNull();
    gender = 1;
    root.queries.invalidate(...SAVED_CUSTOMER);
    await when(() => root.session.customer?.gender === 1);
    expect(loadCustomer).toHaveBeenCalledTimes(2);
    stop();
  });
});
