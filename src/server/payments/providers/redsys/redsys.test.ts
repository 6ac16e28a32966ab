import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../../db/schema';
import { usePaymentServer } from '../../../testing/payments';
import { decodeRedsysParameters, signRedsysForm } from '../../signatures/redsys';
import { REDSYS_TEST_KEY } from '.';

const { state, kit } = usePaymentServer();
const form = (url: string, body: Record<string, string> | object) =>
  state.server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body as Record<string, string>).toString(),
  });

async function redsysCheckout() {
  const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Redsys));
  const { url, data } = model.redsysData as { url: string; data: Record<string, string> };
  const parameters = decodeRedsysParameters(data.Ds_MerchantParameters!)!;
  return { model, url, data, order: parameters.DS_MERCHANT_ORDER!, parameters, saleId: model.saleIds[0]! };
}

describe('Redsys', () => {
  it('answers the signed hidden form; the SIS page approves, notifies MERCHANTURL and sends the browser to URLOK', async () => {
    const { url, data, order, parameters, saleId } = await redsysCheckout();
    expect(url).toBe('/sandbox/redsys/sis/realizarPago');
    expect(data.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(parameters).toMatchObject({
      DS_MERCHANT_ORDER: expect.stringMatching(/^\d{4}[A-Za-z0-9]{8}$/),
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_URLOK: '/cz/ok',
      DS_MERCHANT_URLKO: '/cz/ko',
      DS_MERCHANT_MERCHANTURL: '/payments/redsys/notification',
    });
    const page = await form(url, data);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p class="sandbox-mark" role="note">Sandbox</p>');
    const done = await form('/sandbox/redsys/sis/decide', { order, choice: 'approve' });
    expect(done.headers.location).toBe('/cz/ok');
    expect(await kit.sale(saleId)).toMatchObject({ status: 'Paid', pending: 0 });
  });

  it('refuses a form whose signature was tampered with', async () => {
    const { url, data } = await redsysCheckout();
    const page = await form(url, { ...data, Ds_Signature: signRedsysForm(REDSYS_TEST_KEY, { DS_MERCHANT_ORDER: '0000aaaaaaaa', DS_MERCHANT_AMOUNT: '1' }).Ds_Signature });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('SIS0042');
  });

  it('a declined card goes to URLKO and leaves the sale pending; 3-D Secure passes through the challenge', async () => {
    const declined = await redsysCheckout();
    await form(declined.url, declined.data);
    expect((await form('/sandbox/redsys/sis/decide', { order: declined.order, choice: 'decline' })).headers.location).toBe('/cz/ko');
    expect((await kit.sale(declined.saleId)).status).toBe('Pending');
    expect(await kit.payments(declined.saleId)).toEqual([expect.objectContaining({ status: 'Failed' })]);

    const secure = await redsysCheckout();
    await form(secure.url, secure.data);
    const challenge = await form('/sandbox/redsys/sis/decide', { order: secure.order, choice: '3ds' });
    expect(challenge.body).toContain('3-D Secure');
    expect((await form('/sandbox/redsys/sis/challenge', { order: secure.order, choice: 'approve' })).headers.location).toBe('/cz/ok');
    expect((await kit.sale(secure.saleId)).status).toBe('Paid');
  });

  it('a notification replayed 3 times and out of order changes the state once; a bad signature or amount changes nothing', async () => {
    const { order, saleId } = await redsysCheckout();
    const sale = await kit.sale(saleId);
    const cents = String(Math.round(sale.total * 100));
    const notification = (response: string, amount = cents, key = REDSYS_TEST_KEY) =>
      signRedsysForm(key, { Ds_Order: order, Ds_Amount: amount, Ds_Response: response, Ds_TransactionType: '0' });
    const notify = (body: object) => form('/payments/redsys/notification', body);

    expect((await notify(notification('0000', cents, Buffer.from('forged-key-for-tests-012').toString('base64')))).statusCode).toBe(400);
    expect((await notify({ ...notification('0000'), Ds_MerchantParameters: notification('0000', '1').Ds_MerchantParameters })).statusCode).toBe(400);
    await notify(notification('0000', '1'));
    expect((await kit.sale(saleId)).status).toBe('Pending');

    for (let i = 0; i < 3; i += 1) expect((await notify(notification('0000'))).body).toBe('OK');
    await notify(notification('0190'));
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect(await kit.sale(saleId)).toMatchObject({ status: 'Paid', paid: sale.total });
  });
});
