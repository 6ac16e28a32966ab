import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../../db/schema';
import { usePaymentServer } from '../../../testing/payments';
import { expectConformingAnswer } from '../../../testing/conformance';
import { razorpayPaymentSignature, razorpayWebhookSignature } from '../../signatures/razorpay';
import { SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET } from '.';

const { state, kit } = usePaymentServer();
const pay = (orderId: string, choice: string) =>
  kit.post('/sandbox/razorpay/checkout/pay', { key: 'rzp_test_sandbox', order_id: orderId, choice, contact: '+34 600 111 222', email: 'ana@demo.club' });
const status = (order: string, payment: string, signature: string) => state.server.app.inject({ method: 'GET', url: `/api/razorpay/status/${order}/${payment}/${signature}` });

describe('Razorpay', () => {
  it('answers the order for the Checkout; the signed handler data settles the sale through razorpay/status', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Razorpay));
    const sale = await kit.sale(model.saleIds[0]!);
    expect(model.razorpayData).toEqual({ apiKey: 'rzp_test_sandbox', amount: Math.round(sale.total * 100), currency: 'EUR', orderId: expect.stringMatching(/^order_/) });
    const handler = (await pay(model.razorpayData.orderId, 'approve')).json();
    expect(handler.razorpay_signature).toBe(razorpayPaymentSignature(SANDBOX_KEY_SECRET, model.razorpayData.orderId, handler.razorpay_payment_id));
    const forged = await status(handler.razorpay_order_id, handler.razorpay_payment_id, 'f'.repeat(64));
    expect(forged.json()).toMatchObject({ ok: false, retry: false });
    const polled = await status(handler.razorpay_order_id, handler.razorpay_payment_id, handler.razorpay_signature);
    expectConformingAnswer('getRazorpayPaymentStatus', polled);
    expect(polled.json()).toMatchObject({ ok: true, retry: false });
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Paid');
  });

  it("the sandbox's Checkout takes a payment only with the customer's contact and e-mail (what the portal prefills)", async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Razorpay));
    const orderId = model.razorpayData.orderId;
    const without = await kit.post('/sandbox/razorpay/checkout/pay', { key: 'rzp_test_sandbox', order_id: orderId, choice: 'approve', email: 'ana@demo.club' });
    expect(without.statusCode).toBe(400);
    expect(without.json().error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'contact' });
    expect((await kit.sale(model.saleIds[0]!)).status).not.toBe('Paid');
    expect((await pay(orderId, 'approve')).json()).toHaveProperty('razorpay_signature');
  });

  it('a declined payment cancels the order', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Razorpay));
    expect((await pay(model.razorpayData.orderId, 'decline')).json().error).toMatchObject({ reason: 'payment_failed' });
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Cancelled');
  });

  it('webhooks replayed 3 times and out of order change the state once; a bad signature changes nothing', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Razorpay));
    const orderId = model.razorpayData.orderId;
    const entity = (status: string) => ({ id: 'pay_test1', order_id: orderId, amount: model.razorpayData.amount, status });
    const send = (event: string, status: string, secret = SANDBOX_WEBHOOK_SECRET) => {
      const body = JSON.stringify({ event, payload: { payment: { entity: entity(status) } } });
      return state.server.app.inject({
        method: 'POST',
        url: '/payments/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': razorpayWebhookSignature(secret, body) },
        payload: body,
      });
    };
    expect((await send('payment.captured', 'captured', 'forged')).statusCode).toBe(400);
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Pending');
    for (let i = 0; i < 3; i += 1) await send('payment.captured', 'captured');
    await send('payment.failed', 'failed');
    expect(await kit.payments(model.saleIds[0]!)).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Paid');
  });
});
