import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodType } from '../../../db/schema';
import { usePaymentServer } from '../../../testing/payments';
import { authorizeNetSignatureHeader } from '../../signatures/authorizenet';
import { authorizeNetTransactionStatus, SANDBOX_SIGNATURE_KEY } from '.';

// Authorize.Net's "held for review" (issue 21 item 15): response code 4 is neither taken nor declined. The
// order is placed with its payment pending, and the review's end settles it once, from the webhook or a status read.
const { state, kit } = usePaymentServer();
const HELD_CARD = '4000000000000101';
const opaque = async (cardNumber: string) =>
  (
    await kit.post('/sandbox/authorizenet/v1/opaque', {
      authData: { clientKey: 'sandbox-client-key', apiLoginID: 'sandbox-login-id' },
      cardData: { cardNumber, month: '12', year: '30', cardCode: '123' },
    })
  ).json().opaqueData.dataValue as string;
const review = (transId: string, decision: 'approve' | 'decline') => kit.post(`/sandbox/authorizenet/review/${transId}`, { decision });

/** A checkout with the card Authorize.Net holds for review: its sale and transaction id. */
async function heldCheckout() {
  const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.AuthorizeNet), { tokenId: await opaque(HELD_CARD) });
  const saleId = model.saleIds[0]!;
  return { model, saleId, transId: (await kit.payments(saleId))[0]!.provider_reference! };
}

/** Runs `run` with every Authorize.Net webhook delivery lost on the way. */
async function withoutWebhooks<T>(run: () => Promise<T>): Promise<T> {
  const runtime = state.server.app.payments;
  const http = runtime.http;
  const spy = vi
    .spyOn(runtime, 'http')
    .mockImplementation(async (url, request) => (url === '/payments/authorizenet/webhook' ? { status: 200, body: '{}', json: <J>() => ({}) as J } : http(url, request)));
  try {
    return await run();
  } finally {
    spy.mockRestore();
  }
}

describe('Authorize.Net held for review', () => {
  it('the checkout places the order with its payment pending, neither paid nor declined; the approved review settles it from the webhook', async () => {
    const { model, saleId, transId } = await heldCheckout();
    expect(model).toMatchObject({ paid: false, saleIds: [saleId] });
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Pending', provider_reference: expect.stringMatching(/^\d+$/) })]);
    expect((await kit.sale(saleId)).status).toBe('Pending');
    expect((await review(transId, 'approve')).statusCode).toBe(200);
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    const sale = await kit.sale(saleId);
    expect(sale).toMatchObject({ status: 'Paid', paid: sale.total });
  });

  it('a declined review fails the payment once', async () => {
    const { saleId, transId } = await heldCheckout();
    await review(transId, 'decline');
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Failed' })]);
    expect((await kit.sale(saleId)).status).not.toBe('Paid');
  });

  it('without the webhook, a status read (getTransactionDetailsRequest) settles it once the review is over, and not before', async () => {
    const { saleId, transId } = await heldCheckout();
    expect(await authorizeNetTransactionStatus(state.server.app.payments, transId)).toBe('pending');
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Pending' })]);
    await withoutWebhooks(() => review(transId, 'approve'));
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Pending' })]);
    expect(await authorizeNetTransactionStatus(state.server.app.payments, transId)).toBe('succeeded');
    expect(await authorizeNetTransactionStatus(state.server.app.payments, transId)).toBe('succeeded');
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect((await kit.sale(saleId)).status).toBe('Paid');
    expect(await authorizeNetTransactionStatus(state.server.app.payments, '99999999999')).toBeNull();
  });

  it('an authcapture notification with response code 4 keeps the payment pending, it is not a decline', async () => {
    const { saleId, transId } = await heldCheckout();
    const sale = await kit.sale(saleId);
    const body = JSON.stringify({
      eventType: 'net.authorize.payment.authcapture.created',
      payload: { responseCode: 4, authAmount: sale.total, entityName: 'transaction', id: transId },
    });
    const delivered = await state.server.app.inject({
      method: 'POST',
      url: '/payments/authorizenet/webhook',
      headers: { 'content-type': 'application/json', 'x-anet-signature': authorizeNetSignatureHeader(SANDBOX_SIGNATURE_KEY, body) },
      payload: body,
    });
    expect(delivered.statusCode).toBe(200);
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Pending' })]);
    await review(transId, 'approve');
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
  });
});

describe('Authorize.Net amounts', () => {
  it('sends the total with the decimals of the club’s currency', async () => {
    const db = state.server.app.db;
    const polo = await db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    const runtime = state.server.app.payments;
    const http = vi.spyOn(runtime, 'http');
    const amounts = () =>
      http.mock.calls
        .filter(([url]) => url.endsWith('/xml/v1/request.api'))
        .map(([, request]) => JSON.parse(request!.body!).createTransactionRequest?.transactionRequest?.amount as string | undefined);
    try {
      await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.AuthorizeNet), { tokenId: await opaque('4111111111111111') });
      await db.updateTable('clubs').set({ currency_code: 'JPY' }).execute();
      await db.updateTable('products').set({ gross_price: 3500 }).where('id', '=', polo.id).execute();
      await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.AuthorizeNet), { tokenId: await opaque('4111111111111111') });
      expect(amounts()).toEqual([polo.gross_price.toFixed(2), '3500']);
    } finally {
      http.mockRestore();
      await db.updateTable('clubs').set({ currency_code: 'EUR' }).execute();
      await db.updateTable('products').set({ gross_price: polo.gross_price }).where('id', '=', polo.id).execute();
    }
  });
});
