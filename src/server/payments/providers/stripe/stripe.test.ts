import { describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../../../db/schema';
import { usePaymentServer } from '../../../testing/payments';
import { expectConformingAnswer } from '../../../testing/conformance';
import { stripeSignatureHeader } from '../../signatures/stripe';
import { SANDBOX_WEBHOOK_SECRET } from '.';

const { state, kit } = usePaymentServer();

const confirm = (clientSecret: string, choice: string) => kit.post('/sandbox/stripe/js/confirm', { client_secret: clientSecret, choice, return_url: '/stripe-callback/' });
const status = (id: string) => state.server.app.inject({ method: 'GET', url: `/api/stripe/status/${id}` });
const webhook = (event: object, secret = SANDBOX_WEBHOOK_SECRET) => {
  const body = JSON.stringify(event);
  const header = stripeSignatureHeader(secret, Math.floor(Date.now() / 1000), body);
  return state.server.app.inject({ method: 'POST', url: '/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload: body });
};

describe('Stripe', () => {
  it('answers a PaymentIntent client secret; the approved card returns to /stripe-callback/ and the status settles the sale once', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe));
    expect(model).toMatchObject({ paid: false, stripe: { publicKey: 'pk_test_sandbox', clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/), mode: 'payment' } });
    const [saleId] = model.saleIds;
    expect((await kit.sale(saleId!)).status).toBe('Pending');
    const answer = (await confirm(model.stripe.clientSecret, 'approve')).json();
    const intentId = model.stripe.clientSecret.split('_secret_')[0];
    expect(answer.redirect).toBe(
      `/stripe-callback/?payment_intent=${intentId}&payment_intent_client_secret=${encodeURIComponent(model.stripe.clientSecret)}&redirect_status=succeeded`,
    );
    const polled = await status(intentId);
    expectConformingAnswer('getStripePaymentStatus', polled);
    expect(polled.json()).toMatchObject({ ok: true, retry: false });
    expect(await kit.sale(saleId!)).toMatchObject({ status: 'Paid', pending: 0 });
    expect(await kit.payments(saleId!)).toEqual([expect.objectContaining({ status: 'Succeeded', provider_reference: intentId })]);
  });

  it('a declined card leaves the sale pending and the status says ko', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe));
    const answer = (await confirm(model.stripe.clientSecret, 'decline')).json();
    expect(answer.error).toMatchObject({ type: 'card_error', message: 'Your card was declined.' });
    const intentId = model.stripe.clientSecret.split('_secret_')[0];
    expect((await status(intentId)).json()).toMatchObject({ ok: false, retry: false });
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Pending');
  });

  it('3-D Secure: the challenge page, then the return; pending asks to retry until then', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe));
    const intentId = model.stripe.clientSecret.split('_secret_')[0];
    expect((await confirm(model.stripe.clientSecret, '3ds')).json()).toEqual({ redirect: `/sandbox/stripe/3ds/${intentId}` });
    expect((await status(intentId)).json()).toMatchObject({ ok: false, retry: true });
    const page = await state.server.app.inject({ method: 'GET', url: `/sandbox/stripe/3ds/${intentId}` });
    expect(page.body).toContain('Sandbox');
    expect(page.body).not.toMatch(/<script>/);
    const back = await state.server.app.inject({
      method: 'POST',
      url: `/sandbox/stripe/3ds/${intentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=approve',
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(new RegExp(`^/stripe-callback/\\?payment_intent=${intentId}&.*redirect_status=succeeded$`));
    expect((await status(intentId)).json()).toMatchObject({ ok: true });
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Paid');
  });

  it('webhooks replayed 3 times and out of order change the state once; a bad signature or another amount changes nothing', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe));
    const intentId = model.stripe.clientSecret.split('_secret_')[0];
    const [saleId] = model.saleIds;
    const sale = await kit.sale(saleId!);
    const cents = Math.round(sale.total * 100);
    const intent = (status: string, extra: object = {}) => ({ id: intentId, object: 'payment_intent', status, amount: cents, ...extra });
    const succeeded = { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: intent('succeeded', { amount_received: cents }) } };
    const failed = { id: 'evt_0', type: 'payment_intent.payment_failed', data: { object: intent('requires_payment_method') } };

    expect((await webhook(succeeded, 'whsec_forged')).statusCode).toBe(400);
    expect((await webhook({ ...succeeded, data: { object: intent('succeeded', { amount_received: cents - 1 }) } })).statusCode).toBe(200);
    expect((await kit.sale(saleId!)).status).toBe('Pending');

    for (let i = 0; i < 3; i += 1) expect((await webhook(succeeded)).statusCode).toBe(200);
    await webhook(failed);
    const after = await kit.payments(saleId!);
    expect(after).toEqual([expect.objectContaining({ status: 'Succeeded' })]);
    expect(await kit.sale(saleId!)).toMatchObject({ status: 'Paid', paid: sale.total });
  });
});
