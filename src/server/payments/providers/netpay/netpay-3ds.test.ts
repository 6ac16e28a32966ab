import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodType } from '../../../db/schema';
import { usePaymentServer } from '../../../testing/payments';

// NetPay's 3-D Secure (issue 21 item 13): a charge that passed the authentication is not taken until the
// merchant confirms it (POST …/v3/charges/{token}/confirm); until then NetPay's transaction waits in WAIT_THREEDS.
const { state, kit } = usePaymentServer();
const SECRET = { authorization: 'sk_netpay_sandbox' };
const tokenize = async (cardNumber: string) =>
  (
    await state.server.app.inject({
      method: 'POST',
      url: '/sandbox/netpay/v3/token',
      headers: { authorization: 'pk_netpay_sandbox' },
      payload: { cardNumber, expMonth: '12', expYear: '30', cvv2: '123', cardHolderName: 'Ana Demo' },
    })
  ).json().token as string;
const transaction = async (token: string) =>
  (await state.server.app.inject({ method: 'GET', url: `/sandbox/netpay/gateway-ecommerce/v3/transactions/${token}`, headers: SECRET })).json();

/** A checkout whose card asks for 3-D Secure, authenticated at the bank's page: the transaction token. */
async function authenticated3ds() {
  const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.NetPay), { tokenId: await tokenize('4000000000003220') });
  const url = (model.errorMsg as string).slice(4);
  await state.server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'choice=approve' });
  return { token: url.split('/').pop()!, saleId: model.saleIds[0]! };
}

describe('NetPay 3-D Secure confirmation', () => {
  it('an authenticated charge waits in WAIT_THREEDS, not taken, until netpay/callback confirms it; then it is DONE and the sale paid', async () => {
    const { token, saleId } = await authenticated3ds();
    for (let i = 0; i < 2; i += 1) expect(await transaction(token)).toMatchObject({ status: 'WAIT_THREEDS' });
    expect((await kit.sale(saleId)).status).toBe('Pending');
    const http = vi.spyOn(state.server.app.payments, 'http');
    try {
      expect((await kit.post(`/api/netpay/callback/${token.slice(0, 12)}/${token}`, {})).json()).toEqual({ ok: true });
      const confirms = http.mock.calls.filter(([url, request]) => url === `/sandbox/netpay/gateway-ecommerce/v3/charges/${token}/confirm` && request?.method === 'POST');
      expect(confirms).toHaveLength(1);
      expect(confirms[0]![1]!.headers).toMatchObject(SECRET);
    } finally {
      http.mockRestore();
    }
    expect(await transaction(token)).toMatchObject({ status: 'DONE' });
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect((await kit.sale(saleId)).status).toBe('Paid');
  });

  it('two returns at once: one confirmation takes the charge, NetPay refuses the other (409), both answer ok and the sale is paid once', async () => {
    const { token, saleId } = await authenticated3ds();
    const answers = await Promise.all([0, 1].map(() => kit.post(`/api/netpay/callback/${token.slice(0, 12)}/${token}`, {})));
    expect(answers.map((answer) => answer.json())).toEqual([{ ok: true }, { ok: true }]);
    const again = await state.server.app.inject({ method: 'POST', url: `/sandbox/netpay/gateway-ecommerce/v3/charges/${token}/confirm`, headers: SECRET, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(await kit.payments(saleId)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
  });

  it('a charge that failed the authentication is never confirmed', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.NetPay), { tokenId: await tokenize('4000000000003220') });
    const url = (model.errorMsg as string).slice(4);
    const token = url.split('/').pop()!;
    await state.server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'choice=decline' });
    const http = vi.spyOn(state.server.app.payments, 'http');
    try {
      expect((await kit.post(`/api/netpay/callback/x/${token}`, {})).json().ok).toBe(false);
      expect(http.mock.calls.some(([called]) => called.endsWith('/confirm'))).toBe(false);
    } finally {
      http.mockRestore();
    }
    expect(await transaction(token)).toMatchObject({ status: 'FAILED' });
  });

  it('charges in the club’s currency, with its decimals', async () => {
    const db = state.server.app.db;
    const polo = await db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    const http = vi.spyOn(state.server.app.payments, 'http');
    try {
      await db.updateTable('clubs').set({ currency_code: 'MXN' }).execute();
      await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.NetPay), { tokenId: await tokenize('4111111111111111') });
      const charge = http.mock.calls.find(([url]) => url === '/sandbox/netpay/gateway-ecommerce/v3/charges')!;
      expect(JSON.parse(charge[1]!.body!)).toMatchObject({ amount: polo.gross_price, currency: 'MXN' });
    } finally {
      http.mockRestore();
      await db.updateTable('clubs').set({ currency_code: 'EUR' }).execute();
    }
  });
});
