import { afterAll, beforeAll } from 'vitest';
import { freezeClock } from './frozen-clock';
import { requestsTo } from './requests';
import { startDemoServer, type Login, type TestApp } from './test-app';

/** A visitor's details as a checkout that registers them sends them (spec 3 §5.2), under the name and address given. */
export const visitorDetails = (name: string, surname: string, email: string) => ({
  name,
  surname,
  addressLine1: 'Calle Mayor 1',
  city: 'Madrid',
  town: 'Madrid',
  country: 'Spain',
  postalCode: '28001',
  email,
  phone: '600000000',
  password: 'Corto-Largo-77',
  acceptConditions: true,
});

/**
 * The set-up the checkout test files share: one seeded server for the file (started in its beforeAll, closed in
 * its afterAll), Ana signed in, the server's clock stopped at the file's start (`now()` reads it, so the dates a
 * test makes agree with the server's "now"), the request helpers, and the catalogue look-ups. `server` and `ana`
 * are read once the file's tests run.
 */
export function useCheckoutServer() {
  let server: TestApp | undefined;
  let ana: Login | undefined;
  let now: (() => Date) | undefined;
  beforeAll(async () => {
    ({ server, ana } = await startDemoServer());
    now = freezeClock(server);
  });
  afterAll(() => server?.close());

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the checkout server is not started yet (read it inside a test)');
    return value;
  };
  const db = () => started(server).app.db;
  return {
    get server(): TestApp {
      return started(server);
    },
    get ana(): Login {
      return started(ana);
    },
    now: (): Date => started(now)(),
    db,
    ...requestsTo(() => started(server)),
    /** A product of the demo catalogue by name: its id, price and stock. */
    product: (name: string) => db().selectFrom('products').select(['id', 'gross_price', 'stock_units']).where('name', '=', name).executeTakeFirstOrThrow(),
    /** The id of a payment method by name. */
    method: async (name: string) => (await db().selectFrom('payment_methods').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id,
  };
}
