import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../../db/schema';
import { usePaymentServer } from '../../../testing/payments';

// Mercado Pago in the club's currency (issue 21 item 16): the brick gets the amount in the currency's units, from
// the one ISO 4217 table; a currency ISO does not list, or an amount with decimals it does not have, is refused.
const { state, kit } = usePaymentServer();

describe('Mercado Pago in the club’s currency', () => {
  it('hands the brick the amount and the currency of the club, and refuses what the currency cannot hold', async () => {
    const db = state.server.app.db;
    const polo = await db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    const methodId = await kit.methodId(PaymentMethodType.MercadoPago);
    const attempt = () =>
      kit.post(
        '/api/shop/checkout-customer',
        { customerId: state.ana.customerId, saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } }], saleIds: [], paymentMethodId: methodId },
        state.ana.headers,
      );
    try {
      await db.updateTable('clubs').set({ currency_code: 'ARS' }).execute();
      expect((await kit.checkout(state.ana, methodId)).mercadoPago).toMatchObject({ amount: polo.gross_price, currency: 'ARS' });
      await db.updateTable('clubs').set({ currency_code: 'CLP' }).execute();
      expect((await attempt()).json()).toMatchObject({ ok: false, errorMsg: 'Mercado Pago cannot charge this amount: it has decimals that CLP does not have.' });
      await db.updateTable('products').set({ gross_price: 15990 }).where('id', '=', polo.id).execute();
      expect((await kit.checkout(state.ana, methodId)).mercadoPago).toMatchObject({ amount: 15990, currency: 'CLP' });
    } finally {
      await db.updateTable('clubs').set({ currency_code: 'EUR' }).execute();
      await db.updateTable('products').set({ gross_price: polo.gross_price }).where('id', '=', polo.id).execute();
    }
  });
});
