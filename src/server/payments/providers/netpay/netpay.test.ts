import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../../db/schema';
import { usePaymentServer } from '../../../testing/payments';
import { expectConformingAnswer } from '../../../testing/conformance';
import { netpayBase } from '.';

const { state, kit } = usePaymentServer();
const tokenize = async (cardNumber: string) =>
  (
    await state.server.app.inject({
      method: 'POST',
      url: '/sandbox/netpay/v3/token',
      headers: { authorization: 'pk_netpay_sandbox' },
      payload: { cardNumber, expMonth: '12', expYear: '30', cvv2: '123', cardHolderName: 'Ana Demo' },
    })
  ).json().token as string;

describe('NetPay', () => {
  it("honours netPayProdMode: NetPay's tokenizer takes the method's key only in its environment, and the API is production's or the sandbox's", async () => {
    const card = { cardNumber: '4111111111111111', expMonth: '12', expYear: '30', cvv2: '123', cardHolderName: 'Ana Demo' };
    const tokenizeIn = (path: string) => state.server.app.inject({ method: 'POST', url: path, headers: { authorization: 'pk_netpay_sandbox' }, payload: card });
    expect((await tokenizeIn('/sandbox/netpay/v3/token')).json()).toHaveProperty('token');
    const live = await tokenizeIn('/sandbox/netpay/live/v3/token');
    expect(live.statusCode).toBe(401);
    expect(live.json().message).toBe('This public key is not valid in the production environment');
    const method = (prodMode: boolean) => ({
      id: 1,
      type: PaymentMethodType.NetPay,
      name: 'NetPay',
      active: true,
      publicConfig: { prodMode },
      privateConfig: {},
      allowTokenization: true,
    });
    expect(netpayBase(state.server.app.payments, method(true))).toBe('https://suite.netpay.com.mx');
    expect(netpayBase(state.server.app.payments, method(false))).toBe('https://gateway-154.netpaydev.com');
  });

  it('charges the token of the card form at once', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.NetPay), { tokenId: await tokenize('4111111111111111') });
    expect(model).toMatchObject({ paid: true });
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Paid');
  });

  it('3-D Secure: the errorMsg carries the marker and URL; the return reports through netpay/callback once', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.NetPay), { tokenId: await tokenize('4000000000003220') });
    expect(model.errorMsg).toMatch(/^3ds:\/sandbox\/netpay\/3ds\/\w+$/);
    const url = model.errorMsg.slice(4);
    expect((await state.server.app.inject({ method: 'GET', url })).body).toContain('Sandbox');
    const back = await state.server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'choice=approve' });
    const location = new URL(back.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/netpay-callback/');
    const [id, transactionToken] = [location.searchParams.get('id'), location.searchParams.get('transaction_token')];
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await kit.post(`/api/netpay/callback/${id}/${transactionToken}`, {});
      if (i === 0) expectConformingAnswer('netpayCallback', response);
      answers.push(response.json().ok);
    }
    expect(answers).toEqual([true, true, true]);
    expect(await kit.payments(model.saleIds[0]!)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Paid');
  });

  it('a declined card is refused and writes nothing; a failed 3-D Secure cancels the order', async () => {
    const declined = await kit.post(
      '/api/shop/checkout-customer',
      { customerId: state.ana.customerId, saleItems: [], saleIds: [], paymentMethodId: await kit.methodId(PaymentMethodType.NetPay), tokenId: await tokenize('4000000000000002') },
      state.ana.headers,
    );
    expect(declined.json().ok).toBe(false);
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.NetPay), { tokenId: await tokenize('4000000000003220') });
    const url = model.errorMsg.slice(4);
    const back = await state.server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'choice=decline' });
    const location = new URL(back.headers.location as string, 'http://x');
    expect((await kit.post(`/api/netpay/callback/x/${location.searchParams.get('transaction_token')}`, {})).json().ok).toBe(false);
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Cancelled');
  });

  it('callbacks out of order and replayed 3 times change the state once; a forged transaction changes nothing', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.NetPay), { tokenId: await tokenize('4000000000003220') });
    const [saleId] = model.saleIds;
    const url = model.errorMsg.slice(4) as string;
    const transactionToken = url.split('/').pop()!;
    const callback = (token: string) => kit.post(`/api/netpay/callback/${token.slice(0, 12)}/${token}`, {});
    // Before the customer authenticated: NetPay says the charge is still in review, nothing moves.
    expect((await callback(transactionToken)).json().ok).toBe(false);
    expect(await kit.payments(saleId!)).toEqual([expect.objectContaining({ status: 'Pending' })]);
    // A transaction that is not ours (nor NetPay's) changes nothing.
    expect((await callback('f'.repeat(32))).json().ok).toBe(false);
    await state.server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'choice=approve' });
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await callback(transactionToken)).json().ok);
    expect(answers).toEqual([true, true, true]);
    const settled = await kit.payments(saleId!);
    expect(settled).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect((await callback('f'.repeat(32))).json().ok).toBe(false);
    expect(await kit.payments(saleId!)).toEqual(settled);
    const sale = await kit.sale(saleId!);
    expect(sale).toMatchObject({ status: 'Paid', paid: sale.total });
  });
});
