import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { expectConformingAnswer } from '../../testing/conformance';

let server: TestApp;
let ana: Login;
let empty: Login;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  // The server's clock stops at the file's start: what it dates agrees from one request to the next.
  freezeClock(server);
});
afterAll(() => server?.close());

const cards = (customerId: number, who: Login) => server.app.inject({ method: 'GET', url: `/api/publicpaymentmethods/token-list/${customerId}`, headers: who.headers });
const remove = (customerId: number, cardId: number | string, who: Login) =>
  server.app.inject({ method: 'DELETE', url: `/api/publicpaymentmethods/${customerId}/${cardId}`, headers: who.headers });

describe('getCustomerCardTokens', () => {
  it('lists the saved cards by their last digits only', async () => {
    const response = await cards(ana.customerId, ana);
    expectConformingAnswer('getCustomerCardTokens', response);
    const stored = await server.app.db.selectFrom('card_tokens').select(['id', 'card_ending']).where('customer_id', '=', ana.customerId).execute();
    expect(stored.length).toBeGreaterThan(0);
    const model = response.json().model as Array<{ id: number; cardNumber: string }>;
    expect(model.map((card) => card.id).sort()).toEqual(stored.map((card) => card.id).sort());
    for (const card of model) {
      expect(card.cardNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
      expect(card.cardNumber.endsWith(stored.find((s) => s.id === card.id)!.card_ending)).toBe(true);
    }
    expect(response.body).not.toContain('provider_token');
  });

  it('answers an empty list to a customer without cards, and 403 for another customer', async () => {
    const own = await cards(empty.customerId, empty);
    expectConformingAnswer('getCustomerCardTokens', own);
    expect(own.json()).toEqual({ ok: true, model: [] });
    const other = await cards(ana.customerId, empty);
    expectConformingAnswer('getCustomerCardTokens', other);
    expect(other.statusCode).toBe(403);
  });
});

describe('deleteCustomerCardToken', () => {
  it("cannot delete someone else's card, even through one's own customer id", async () => {
    const [card] = (await cards(ana.customerId, ana)).json().model as Array<{ id: number }>;
    const throughOwnId = await remove(empty.customerId, card!.id, empty);
    expectConformingAnswer('deleteCustomerCardToken', throughOwnId);
    expect(throughOwnId.statusCode).toBe(404);
    expect((await remove(ana.customerId, card!.id, empty)).statusCode).toBe(403);
    expect((await cards(ana.customerId, ana)).json().model.map((c: { id: number }) => c.id)).toContain(card!.id);
  });

  it('deletes one of my cards; a second delete is a 404', async () => {
    const before = (await cards(ana.customerId, ana)).json().model as Array<{ id: number }>;
    const response = await remove(ana.customerId, before[0]!.id, ana);
    expectConformingAnswer('deleteCustomerCardToken', response);
    expect(response.json()).toEqual({ ok: true });
    const after = (await cards(ana.customerId, ana)).json().model as Array<{ id: number }>;
    expect(after.map((card) => card.id)).toEqual(before.slice(1).map((card) => card.id));
    expect((await remove(ana.customerId, before[0]!.id, ana)).statusCode).toBe(404);
  });

  it('answers 400 for a malformed card id', async () => {
    const response = await remove(ana.customerId, 'abc', ana);
    expectConformingAnswer('deleteCustomerCardToken', response);
    expect(response.statusCode).toBe(400);
  });
});
