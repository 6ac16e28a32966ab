import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startDemoServer, type TestApp, type Login } from './test-app';
import type { PaymentMethodType } from '../db/schema';
import { requestsTo } from './requests';
import { activeMethodId } from './pinned-padel';

/** Helpers of the payment provider tests: a cart checked out with a provider, and what the database says of its sale. */
function paymentKit(server: () => TestApp) {
  const db = () => server().app.db;
  const { post } = requestsTo(server);
  return {
    post,
    methodId: (type: PaymentMethodType) => activeMethodId(server(), type),
    /** Checks out one Club Polo (no transport) with the method; answers the checkout's model. */
    async checkout(who: Login, paymentMethodId: number, extra: Record<string, unknown> = {}) {
      const polo = await db().selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
      const response = await post(
        '/api/shop/checkout-customer',
        { customerId: who.customerId, saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } }], paymentMethodId, ...extra },
        who.headers,
      );
      const body = response.json();
      if (!body.ok) throw new Error(`checkout failed: ${response.statusCode} ${body.errorMsg ?? body.model?.errorMsg}`);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read the provider-specific parts of the answer
      return body.model as Record<string, any> & { saleIds: number[] };
    },
    async sale(id: number) {
      return db().selectFrom('sales').select(['status', 'paid', 'pending', 'total']).where('id', '=', id).executeTakeFirstOrThrow();
    },
    async payments(saleId: number) {
      return db().selectFrom('payments').select(['status', 'amount', 'provider_reference', 'captured']).where('sale_id', '=', saleId).orderBy('id').execute();
    },
  };
}

/**
 * The demo server of a provider test file, started before its tests and closed after, with Ana logged in. Its
 * clock stands at the moment it started at the start of every test (a test may move or pin it; the next starts
 * again from there): `state.now()` reads it, so the dates a test makes agree with the server's "now".
 */
export function usePaymentServer() {
  const state = { now: () => state.server.app.clock.now() } as { server: TestApp; ana: Login; now: () => Date };
  let started: Date;
  beforeAll(async () => {
    Object.assign(state, await startDemoServer());
    started = new Date();
  });
  beforeEach(() => state.server.app.clock.pin(started));
  afterAll(() => state.server?.close());
  return { state, kit: paymentKit(() => state.server) };
}
