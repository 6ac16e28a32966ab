import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodType } from '../../../db/schema';
import { jsonb } from '../../../db/json';
import { usePaymentServer } from '../../../testing/payments';

// Razorpay (issue 21 item 14): an approved payment is only authorized until the merchant captures it, unless
// the account captures by itself (the method's autoCapture). Only a captured payment settles the sale.
const { state, kit } = usePaymentServer();
const pay = (orderId: string) =>
  kit.post('/sandbox/razorpay/checkout/pay', { key: 'rzp_test_sandbox', order_id: orderId, choice: 'approve', contact: '+34 600 111 222', email: 'ana@demo.club' });
const status = (handler: Record<string, string>) =>
  state.server.app.inject({ method: 'GET', url: `/api/razorpay/status/${handler.razorpay_order_id}/${handler.razorpay_payment_id}/${handler.razorpay_signature}` });
const sandboxPayment = async (id: string) =>
  (
    await state.server.app.inject({
      method: 'GET',
      url: `/sandbox/razorpay/v1/payments/${id}`,
      headers: { authorization: `Basic ${Buffer.from('rzp_test_sandbox:rzp_sandbox_secret').toString('base64')}` },
    })
  ).json();

/** The calls the server made to Razorpay while `run` ran; webhook deliveries dropped when `loseWebhooks` (a webhook that never arrives). */
async function watchingRazorpay<T>(run: () => Promise<T>, options: { loseWebhooks?: boolean } = {}) {
  const runtime = state.server.app.payments;
  const http = runtime.http;
  const calls: Array<{ url: string; body: unknown }> = [];
  const spy = vi.spyOn(runtime, 'http').mockImplementation(async (url, request) => {
    if (options.loseWebhooks && url === '/payments/razorpay/webhook') return { status: 200, body: '{}', json: <J>() => ({}) as J };
    if (url.startsWith('/sandbox/razorpay/v1/')) calls.push({ url: `${request?.method ?? 'GET'} ${url}`, body: request?.body ? JSON.parse(request.body) : undefined });
    return http(url, request);
  });
  try {
    return { result: await run(), calls };
  } finally {
    spy.mockRestore();
  }
}

async function setAutoCapture(on: boolean) {
  const methodId = await kit.methodId(PaymentMethodType.Razorpay);
  const row = await state.server.app.db.selectFrom('payment_methods').select('private_config').where('id', '=', methodId).executeTakeFirstOrThrow();
  const config = { ...(row.private_config as Record<string, unknown>), autoCapture: on };
  await state.server.app.db
    .updateTable('payment_methods')
    .set({ private_config: jsonb(config) })
    .where('id', '=', methodId)
    .execute();
}

describe('Razorpay capture', () => {
  it('captures an authorized payment with its amount and currency when the webhook says authorized; the sale is paid once', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Razorpay));
    const { result: handler, calls } = await watchingRazorpay(async () => (await pay(model.razorpayData.orderId)).json());
    expect(calls).toContainEqual({
      url: `POST /sandbox/razorpay/v1/payments/${handler.razorpay_payment_id}/capture`,
      body: { amount: model.razorpayData.amount, currency: 'EUR' },
    });
    expect(await sandboxPayment(handler.razorpay_payment_id)).toMatchObject({ status: 'captured' });
    expect(await kit.payments(model.saleIds[0]!)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect((await status(handler)).json()).toMatchObject({ ok: true, retry: false });
  });

  it('the return page’s status read captures it when no webhook came, and a second read captures nothing more', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Razorpay));
    const { result: handler } = await watchingRazorpay(async () => (await pay(model.razorpayData.orderId)).json(), { loseWebhooks: true });
    expect(await sandboxPayment(handler.razorpay_payment_id)).toMatchObject({ status: 'authorized' });
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Pending');
    const first = await watchingRazorpay(async () => (await status(handler)).json(), { loseWebhooks: true });
    expect(first.result).toMatchObject({ ok: true, retry: false });
    expect(first.calls.filter((call) => call.url.endsWith('/capture'))).toHaveLength(1);
    const second = await watchingRazorpay(async () => (await status(handler)).json(), { loseWebhooks: true });
    expect(second.result).toMatchObject({ ok: true, retry: false });
    expect(second.calls.filter((call) => call.url.endsWith('/capture'))).toHaveLength(0);
    expect(await sandboxPayment(handler.razorpay_payment_id)).toMatchObject({ status: 'captured' });
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Paid');
  });

  it('an account that captures by itself (autoCapture) is never asked to capture', async () => {
    await setAutoCapture(true);
    try {
      const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Razorpay));
      const { result: handler, calls } = await watchingRazorpay(async () => (await pay(model.razorpayData.orderId)).json());
      expect(calls.filter((call) => call.url.endsWith('/capture'))).toEqual([]);
      expect(await sandboxPayment(handler.razorpay_payment_id)).toMatchObject({ status: 'captured' });
      expect((await kit.sale(model.saleIds[0]!)).status).toBe('Paid');
    } finally {
      await setAutoCapture(false);
    }
  });

  it('orders are made in the club’s currency subunit: yen as they are', async () => {
    const db = state.server.app.db;
    const polo = await db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    try {
      await db.updateTable('clubs').set({ currency_code: 'JPY' }).execute();
      await db.updateTable('products').set({ gross_price: 3500 }).where('id', '=', polo.id).execute();
      const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Razorpay));
      expect(model.razorpayData).toMatchObject({ amount: 3500, currency: 'JPY' });
      await pay(model.razorpayData.orderId);
      expect(await kit.sale(model.saleIds[0]!)).toMatchObject({ status: 'Paid', paid: 3500 });
    } finally {
      await db.updateTable('clubs').set({ currency_code: 'EUR' }).execute();
      await db.updateTable('products').set({ gross_price: polo.gross_price }).where('id', '=', polo.id).execute();
    }
  });
});
