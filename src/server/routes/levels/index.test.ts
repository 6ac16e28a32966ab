import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { expectConformingAnswer } from '../../testing/conformance';

let server: TestApp;
let ana: Login;
let empty: Login;

beforeAll(async () => {
  // The portal's public address names the return of a level provider's link.
  ({ server, ana, empty } = await startDemoServer({ env: { PUBLIC_URL: 'https://portal.example.com' } }));
});
afterAll(() => server?.close());

const levels = (customerId: number, who: Login) => server.app.inject({ method: 'GET', url: `/api/publicbookings/levels/${customerId}`, headers: who.headers });
const linkUrl = (customerId: number, provider: string, who: Login) =>
  server.app.inject({ method: 'GET', url: `/api/publicbookings/levels/${customerId}/provider/${provider}/link`, headers: who.headers });
const link = (customerId: number, provider: string, userId: string, who: Login) =>
  server.app.inject({ method: 'POST', url: `/api/publicbookings/levels/${customerId}/provider/${provider}/link`, headers: who.headers, payload: { userId } });

type Entry = { sport: number; provider: string; linkUrl: string | null; levels: Array<{ date: string; newLevel: number; modification: number; parentId: number | null }> };

describe('getCustomerLevels', () => {
  it('groups my level history by sport and provider, newest change first', async () => {
    const response = await levels(ana.customerId, ana);
    expectConformingAnswer('getCustomerLevels', response);
    const model = response.json().model as Entry[];
    const stored = await server.app.db.selectFrom('levels').select(['sport', 'provider', 'value', 'parent_booking_id']).where('customer_id', '=', ana.customerId).execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(model.flatMap((entry) => entry.levels)).toHaveLength(stored.length);
    expect(new Set(model.map((entry) => `${entry.sport}/${entry.provider}`)).size).toBe(model.length);
    for (const entry of model) {
      const times = entry.levels.map((level) => Date.parse(level.date));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(model.flatMap((entry) => entry.levels).some((level) => level.parentId !== null)).toBe(true);
  });

  it('answers an empty list to a customer with no level yet', async () => {
    const response = await levels(empty.customerId, empty);
    expectConformingAnswer('getCustomerLevels', response);
    expect(response.json()).toEqual({ ok: true, model: [] });
  });

  it("refuses another customer's levels and a malformed id", async () => {
    const other = await levels(ana.customerId, empty);
    expectConformingAnswer('getCustomerLevels', other);
    expect(other.statusCode).toBe(403);
    expect((await levels('x' as unknown as number, ana)).statusCode).toBe(400);
  });
});

describe('getLevelProviderLink and linkLevelProvider', () => {
  it("answers the third-party provider's link page, returning to the portal's link route", async () => {
    const response = await linkUrl(empty.customerId, 'wpr', empty);
    expectConformingAnswer('getLevelProviderLink', response);
    const url = new URL(response.json().model);
    expect(url.protocol).toBe('https:');
    expect(url.searchParams.get('return_url')).toBe('https://portal.example.com/levels/link-to-provider/wpr');
  });

  it("answers no link for the product's own provider, and refuses to link it", async () => {
    const response = await linkUrl(empty.customerId, 'taykus', empty);
    expectConformingAnswer('getLevelProviderLink', response);
    expect(response.json()).toEqual({ ok: true, model: null });
    const refused = await link(empty.customerId, 'taykus', 'u-1', empty);
    expectConformingAnswer('linkLevelProvider', refused);
    expect(refused.json().ok).toBe(false);
  });

  it('stores the linked user id, replacing an earlier one', async () => {
    for (const userId of ['wpr-123', 'wpr-456']) {
      const response = await link(empty.customerId, 'wpr', userId, empty);
      expectConformingAnswer('linkLevelProvider', response);
      expect(response.json()).toEqual({ ok: true });
    }
    const stored = await server.app.db.selectFrom('level_provider_links').selectAll().where('customer_id', '=', empty.customerId).execute();
    expect(stored).toMatchObject([{ provider: 'wpr', external_user_id: 'wpr-456' }]);
  });

  it('offers the link on level entries of a provider not linked yet, and not once linked', async () => {
    await server.app.db.insertInto('levels').values({ customer_id: empty.customerId, sport: 2, provider: 'wpr', value: 3.5 }).execute();
    const linked = (await levels(empty.customerId, empty)).json().model as Entry[];
    expect(linked).toMatchObject([{ sport: 2, provider: 'wpr', linkUrl: null, levels: [{ newLevel: 3.5, modification: 0, parentId: null }] }]);
    await server.app.db.deleteFrom('level_provider_links').where('customer_id', '=', empty.customerId).execute();
    const unlinked = (await levels(empty.customerId, empty)).json().model as Entry[];
    expect(unlinked[0]!.linkUrl).toContain('return_url=');
  });

  it('refuses an unknown provider, a blank user id and another customer', async () => {
    expect((await linkUrl(empty.customerId, 'acme', empty)).statusCode).toBe(400);
    expect((await link(empty.customerId, 'wpr', '', empty)).statusCode).toBe(400);
    const blank = await link(empty.customerId, 'wpr', '   ', empty);
    expect(blank.json().ok).toBe(false);
    const other = await link(ana.customerId, 'wpr', 'x', empty);
    expectConformingAnswer('linkLevelProvider', other);
    expect(other.statusCode).toBe(403);
  });
});
