import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { currentClub } from '../repositories/club';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { checkoutInfo } from './checkout-info';

// The spec's legacy fields payPalId and netPayPublicKey/netPayProdMode come from the club's active PayPal and NetPay methods.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});
afterAll(() => database?.close());

const info = async () => checkoutInfo(database.db, await currentClub(database.db), {}, null, new Date(), (key) => key);

describe("checkout-info's provider fields", () => {
  it("give the PayPal method's clientId and the NetPay method's publicKey and prodMode, and null once a method is off", async () => {
    expect(await info()).toMatchObject({ payPalId: 'sandbox-client-id', netPayPublicKey: 'pk_netpay_sandbox', netPayProdMode: false });
    await database.db.updateTable('payment_methods').set({ active: false }).where('type', '=', PaymentMethodType.PayPal).execute();
    expect(await info()).toMatchObject({ payPalId: null, netPayPublicKey: 'pk_netpay_sandbox' });
  });

  it('offers no method of a type the server has no plug-in for, which the schema now lets an operator write', async () => {
    await database.db
      .insertInto('payment_methods')
      .values({ type: 21 as PaymentMethodType, name: 'Acme Pay' })
      .execute();
    const offered = (await info()).paymentMethods?.map((method) => method.name) ?? [];
    expect(offered).toContain('Card (Stripe)');
    expect(offered).not.toContain('Acme Pay');
  });
});
