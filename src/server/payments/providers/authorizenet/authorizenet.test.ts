import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../../db/schema';
import { usePaymentServer } from '../../../testing/payments';
import { authorizeNetSignatureHeader } from '../../signatures/authorizenet';
import { SANDBOX_SIGNATURE_KEY } from '.';

const { state, kit } = usePaymentServer();
const opaque = async (cardNumber: string) =>
  (
    await kit.post('/sandbox/authorizenet/v1/opaque', {
      authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login-id' },
      cardData: { cardNumber, month: '12', year: '30', cardCode: '123' },
    })
  ).json();

describe('Authorize.Net', () => {
  it('Accept.js answers opaque data, and createTransactionRequest with it settles the sale', async () => {
    const data = await opaque('4111111111111111');
    expect(data.opaqueData).toMatchObject({ dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: expect.any(String) });
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.AuthorizeNet), { tokenId: data.opaqueData.dataValue });
    expect(model.paid).toBe(true);
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Paid');
  });

  it('a declined card and a reused token are refused with nothing written', async () => {
    const declined = await opaque('4000000000000002');
    const method = await kit.methodId(PaymentMethodType.AuthorizeNet);
    const polo = await state.server.app.db.selectFrom('products').select(['id']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    const attempt = (tokenId: string) =>
      kit.post(
        '/api/shop/checkout-customer',
        { customerId: state.ana.customerId, saleItems: [{ productId: polo.id, units: 1 }], paymentMethodId: method, tokenId },
        state.ana.headers,
      );
    const before = await state.server.app.db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await attempt(declined.opaqueData.dataValue)).json()).toMatchObject({
      ok: false,
      errorMsg: 'The payment was declined by Card (Authorize.Net). Please try another card or payment method.',
    });
    expect((await attempt(declined.opaqueData.dataValue)).json().ok).toBe(false);
    const after = await state.server.app.db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('webhooks replayed 3 times and out of order change the state once; a bad signature or another amount changes nothing', async () => {
    const data = await opaque('4111111111111111');
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.AuthorizeNet), { tokenId: data.opaqueData.dataValue });
    const [saleId] = model.saleIds;
    const sale = await kit.sale(saleId!);
    const settled = await kit.payments(saleId!);
    expect(settled).toEqual([expect.objectContaining({ status: 'Succeeded', provider_reference: expect.stringMatching(/^\d+$/) })]);
    const transId = settled[0]!.provider_reference!;
    const notify = (eventType: string, authAmount = sale.total, key = SANDBOX_SIGNATURE_KEY) => {
      const body = JSON.stringify({ notificationId: `n-${eventType}`, eventType, payload: { responseCode: 1, authAmount, entityName: 'transaction', id: transId } });
      return state.server.app.inject({
        method: 'POST',
        url: '/payments/authorizenet/webhook',
        headers: { 'content-type': 'application/json', 'x-anet-signature': authorizeNetSignatureHeader(key, body) },
        payload: body,
      });
    };
    expect((await notify('net.authorize.payment.void.created', sale.total, 'FORGED-KEY')).statusCode).toBe(400);
    const unsigned = await state.server.app.inject({ method: 'POST', url: '/payments/authorizenet/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(unsigned.statusCode).toBe(400);
    expect((await notify('net.authorize.payment.authcapture.created', sale.total + 1)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await notify('net.authorize.payment.authcapture.created')).statusCode).toBe(200);
    expect((await notify('net.authorize.payment.fraud.declined')).statusCode).toBe(200);
    expect(await kit.payments(saleId!)).toEqual(settled);
    expect(await kit.sale(saleId!)).toMatchObject({ status: 'Paid', paid: sale.total });
  });

  it('a transaction still pending is settled once by its notifications, whatever their order and number', async () => {
    const data = await opaque('4111111111111111');
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.AuthorizeNet), { tokenId: data.opaqueData.dataValue });
    const [saleId] = model.saleIds;
    const sale = await kit.sale(saleId!);
    const transId = (await kit.payments(saleId!))[0]!.provider_reference!;
    // As if the transaction were held for review: the payment is pending again.
    await state.server.app.db.updateTable('payments').set({ status: 'Pending', settled_at: null }).where('provider_reference', '=', transId).execute();
    await state.server.app.db.updateTable('sales').set({ status: 'Pending', paid: 0 }).where('id', '=', saleId!).execute();
    const notify = (eventType: string) => {
      const body = JSON.stringify({ eventType, payload: { responseCode: 1, authAmount: sale.total, entityName: 'transaction', id: transId } });
      return state.server.app.inject({
        method: 'POST',
        url: '/payments/authorizenet/webhook',
        headers: { 'content-type': 'application/json', 'x-anet-signature': authorizeNetSignatureHeader(SANDBOX_SIGNATURE_KEY, body) },
        payload: body,
      });
    };
    await notify('net.authorize.payment.fraud.held');
    for (let i = 0; i < 3; i += 1) await notify('net.authorize.payment.fraud.approved');
    await notify('net.authorize.payment.fraud.held');
    await notify('net.authorize.payment.void.created');
    expect(await kit.payments(saleId!)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect(await kit.sale(saleId!)).toMatchObject({ status: 'Paid', paid: sale.total });
  });
});
