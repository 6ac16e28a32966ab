import { describe, expect, it } from 'vitest';
import { createTestRoot, type FakeOperations } from '../../tests/support/test-root';
import { createApiPort } from './api-port';

/** The port over a fake server answering by operation (typed by the contract and checked against it). */
function port(operations: FakeOperations, baseUrl = '') {
  const { root, fetch } = createTestRoot({ operations });
  return { api: createApiPort(root.client, baseUrl), fetch };
}

describe('the API port over the typed client', () => {
  it('reads the settings as the contract sends them, null where the club set nothing', async () => {
    const { api } = port({
      getMainSettings: {
        ok: true,
        data: { Title: 'Club Demo', Phone: null, HasShop: true, Uploads: '/uploads/', RelatedClubs: [{ name: 'North', image: null }] },
      },
    });
    const settings = await api.loadMainSettings();
    expect(settings).toMatchObject({ Title: 'Club Demo', HasShop: true, Uploads: '/uploads/' });
    expect(settings.Phone).toBeNull();
    expect(settings.RelatedClubs).toEqual([{ name: 'North', image: null }]);
  });

  it('serves uploads from the club server when the portal points at another origin', async () => {
    const { api } = port({ getMainSettings: { ok: true, data: { Uploads: '/uploads/' } } }, 'https://club.example/');
    expect((await api.loadMainSettings()).Uploads).toBe('https://club.example/uploads/');
  });

  it('fails when the settings do not come', async () => {
    const { api } = port({ getMainSettings: new Response('', { status: 500, headers: { 'Content-Type': 'application/json' } }) });
    await expect(api.loadMainSettings()).rejects.toThrow();
  });

  it('logs in with the email, password and external token, keeping the login record', async () => {
    const { api, fetch } = port({
      loginCustomer: { ok: true, model: { token: 't', expiry: '2030-01-01T00:00:00Z', id: 4, logo: null, name: 'Ana', surname: 'G' } },
    });
    await expect(api.login({ email: 'ana@demo.club', password: 'pw', externalToken: 'x' })).resolves.toEqual({
      ok: true,
      model: { token: 't', expiry: '2030-01-01T00:00:00Z', id: 4, logo: null, name: 'Ana', surname: 'G' },
    });
    expect(fetch.calls[0]?.body).toEqual({ email: 'ana@demo.club', password: 'pw', externalToken: 'x' });
  });

  it('turns an empty refusal message into "no message" so the portal says Invalid Email or Password', async () => {
    const { api } = port({ loginCustomer: { ok: false, errorMsg: '' } });
    await expect(api.login({ email: 'a@b.c', password: 'x' })).resolves.toEqual({ ok: false, errorMsg: null, redirect: false });
  });

  it('passes on the redirect flag', async () => {
    const { api } = port({ loginCustomer: { ok: false, errorMsg: 'Set a new password', redirect: true } });
    await expect(api.login({ email: 'a@b.c', password: 'x' })).resolves.toEqual({ ok: false, errorMsg: 'Set a new password', redirect: true });
  });

  it('impersonates a child with its own token and expiry', async () => {
    const { api } = port({
      impersonateCustomer: { ok: true, token: 'child', expiry: '2030-01-01T00:00:00Z', customer: { id: 8, name: 'Leo', surname: 'G', logo: 'leo.svg' } },
    });
    await expect(api.impersonate(8)).resolves.toEqual({
      ok: true,
      token: 'child',
      expiry: '2030-01-01T00:00:00Z',
      customer: { id: 8, name: 'Leo', surname: 'G', logo: 'leo.svg' },
    });
  });

  it("impersonates from the spec's answer: the token and the customer, without ok (doc 1 §7)", async () => {
    // The spec's shapes are not this server's contract: raw Responses, which the contract check leaves alone.
    const { api } = port({ impersonateCustomer: Response.json({ token: 'child', customer: { id: 8, name: 'Leo', surname: 'G' } }) });
    await expect(api.impersonate(8)).resolves.toEqual({ ok: true, token: 'child', expiry: undefined, customer: { id: 8, name: 'Leo', surname: 'G' } });
    const refused = port({ impersonateCustomer: Response.json({ errorMsg: 'This profile is blocked' }) });
    await expect(refused.api.impersonate(8)).resolves.toEqual({ ok: false, errorMsg: 'This profile is blocked' });
  });

  it('loads the customer with the children of a family account', async () => {
    const { api, fetch } = port({
      getCustomer: { id: 1, name: 'Ana', surname: 'G', email: null, children: [{ id: 2, name: 'Leo', surname: null }] },
    });
    const customer = await api.loadCustomer(1);
    expect(customer).toMatchObject({ id: 1, name: 'Ana', email: null, children: [{ id: 2, name: 'Leo', surname: null }] });
    expect(fetch.calls[0]?.headers.get('X-Portal-Version')).toBe('test');
    expect(fetch.calls[0]?.path).toBe('/api/publiccustomers/1');
  });
});
