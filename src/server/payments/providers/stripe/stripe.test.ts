import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodType } from '../../../db/schema';
import { findProviderMethod } from '../../../repositories/provider-payments';
import { usePaymentServer } from '../../../testing/payments';
import { expectConformingAnswer } from '../../../testing/conformance';
import { stripeSignatureHeader } from '../../signatures/stripe';
import { API_VERSION, SANDBOX_WEBHOOK_SECRET } from './client';
import { stripeProvider } from '.';

const { state, kit } = usePaymentServer();

const confirm = (clientSecret: string, choice: string) => kit.post('/sandbox/stripe/js/confirm', { client_secret: clientSecret, choice, return_url: '/stripe-callback/' });
const status = (id: string) => state.server.app.inject({ method: 'GET', url: `/api/stripe/status/${id}` });
const webhook = (event: object, secret = SANDBOX_WEBHOOK_SECRET) => {
  const body = JSON.stringify(event);
  const header = stripeSignatureHeader(secret, Math.floor(state.now().getTime() / 1000), body);
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

  it('a declined card cancels the order and the status says ko', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe));
    const answer = (await confirm(model.stripe.clientSecret, 'decline')).json();
    expect(answer.error).toMatchObject({ type: 'card_error', message: 'Your card was declined.' });
    const intentId = model.stripe.clientSecret.split('_secret_')[0];
    expect((await status(intentId)).json()).toMatchObject({ ok: false, retry: false });
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Cancelled');
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

  it('speaks to the sandbox through stripe-node: its user agent, Stripe-Version, an Idempotency-Key and form-encoded fields', async () => {
    const http = vi.spyOn(state.server.app.payments, 'http');
    try {
      const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe));
      const create = http.mock.calls.find(([url, request]) => url === '/sandbox/stripe/v1/payment_intents' && request?.method === 'POST');
      expect(create).toBeDefined();
      const headers = Object.fromEntries(Object.entries(create![1]!.headers!).map(([name, value]) => [name.toLowerCase(), value]));
      expect(headers).toMatchObject({
        'user-agent': expect.stringMatching(/^Stripe\/v1 NodeBindings\//),
        'stripe-version': API_VERSION,
        'idempotency-key': expect.stringMatching(/^stripe-node-retry-/),
        'content-type': 'application/x-www-form-urlencoded',
      });
      const fields = new URLSearchParams(create![1]!.body);
      expect(fields.get('metadata[sale_ids]')).toBe(model.saleIds.join(','));
      expect(fields.get('automatic_payment_methods[enabled]')).toBe('true');
    } finally {
      http.mockRestore();
    }
  });

  it('the sandbox honours idempotency keys: a replay answers the same intent, other parameters under the same key are refused', async () => {
    const create = (amount: number) =>
      state.server.app.inject({
        method: 'POST',
        url: '/sandbox/stripe/v1/payment_intents',
        headers: {
          authorization: 'Bearer sk_test_sandbox',
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'replayed-key',
          'stripe-version': API_VERSION,
        },
        payload: `amount=${amount}&currency=eur`,
      });
    const first = await create(1250);
    const again = await create(1250);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await create(999);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.type).toBe('idempotency_error');
  });

  it('a SetupIntent confirmed in the sandbox returns to /stripe-callback/ and its status saves the card and answers its token id', async () => {
    const sandboxApi = (url: string, payload?: string) =>
      state.server.app.inject({
        method: payload === undefined ? 'GET' : 'POST',
        url,
        headers: { authorization: 'Bearer sk_test_sandbox', 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const customer = (await sandboxApi('/sandbox/stripe/v1/customers', '')).json().id as string;
    const intent = (await sandboxApi('/sandbox/stripe/v1/setup_intents', `customer=${customer}&metadata[customer_id]=${state.ana.customerId}`)).json();
    expect((await status(intent.id)).json()).toMatchObject({ ok: false, retry: false });
    const answer = (await confirm(intent.client_secret, 'approve')).json();
    expect(answer.redirect).toMatch(new RegExp(`^/stripe-callback/\\?setup_intent=${intent.id}&.*redirect_status=succeeded$`));
    const polled = (await state.server.app.inject({ method: 'GET', url: `/api/stripe/status/${intent.id}`, headers: state.ana.headers })).json();
    expect(polled).toMatchObject({ ok: true, retry: false, tokenId: expect.stringMatching(/^\d+$/) });
    const cards = (await state.server.app.inject({ method: 'GET', url: `/api/publicpaymentmethods/token-list/${state.ana.customerId}`, headers: state.ana.headers })).json()
      .model as Array<{ id: number; cardNumber: string }>;
    expect(cards).toContainEqual(expect.objectContaining({ id: Number(polled.tokenId), cardNumber: expect.stringContaining('4242') }));
  });

  it('a shared share without retention to pay with a voucher, for a customer with no saved card: a SetupIntent first, then the voucher pays with the card kept', async () => {
    const db = state.server.app.db;
    const { ana } = state;
    // Leo's pending share of the shared tennis booking (without retention), given to Ana, whose saved cards are put aside.
    const leo = await db.selectFrom('customers').select('id').where('email', '=', 'leo@demo.club').executeTakeFirstOrThrow();
    const share = await db
      .selectFrom('sales')
      .select(['id', 'customer_id'])
      .where('customer_id', '=', leo.id)
      .where('status', '=', 'Pending')
      .where('payment_type', '=', 2)
      .executeTakeFirstOrThrow();
    await db.updateTable('sales').set({ customer_id: ana.customerId, with_retention: false }).where('id', '=', share.id).execute();
    const cards = await db.selectFrom('card_tokens').selectAll().where('customer_id', '=', ana.customerId).execute();
    await db.deleteFrom('card_tokens').where('customer_id', '=', ana.customerId).execute();
    const voucher = await db
      .selectFrom('vouchers')
      .select(['id', 'balance'])
      .where('customer_id', '=', ana.customerId)
      .where('kind', '=', 'Money')
      .where('balance', '>', 10)
      .executeTakeFirstOrThrow();
    const checkout = (body: Record<string, unknown>) => kit.post('/api/shop/checkout-customer', { customerId: ana.customerId, saleIds: [share.id], ...body }, ana.headers);
    try {
      const stripeId = await kit.methodId(PaymentMethodType.Stripe);
      const setup = await checkout({ paymentMethodId: stripeId, voucherId: voucher.id, saveCreditCard: true, guid: 'shared-setup-1' });
      expectConformingAnswer('checkoutCustomer', setup);
      const model = setup.json().model;
      expect(model).toMatchObject({ paid: false, stripe: { publicKey: 'pk_test_sandbox', clientSecret: expect.stringMatching(/^seti_\w+_secret_\w+$/), mode: 'setup' } });
      // Nothing is charged or checked out yet: the share still owes its amount, the voucher is untouched.
      expect(await kit.sale(share.id)).toMatchObject({ status: 'Pending', pending: 7 });
      expect(await kit.payments(share.id)).toEqual([]);
      expect((await db.selectFrom('vouchers').select('balance').where('id', '=', voucher.id).executeTakeFirstOrThrow()).balance).toBe(voucher.balance);

      const intentId = model.stripe.clientSecret.split('_secret_')[0];
      expect((await confirm(model.stripe.clientSecret, 'approve')).json().redirect).toMatch(
        new RegExp(`^/stripe-callback/\\?setup_intent=${intentId}&.*redirect_status=succeeded$`),
      );
      const polled = (await state.server.app.inject({ method: 'GET', url: `/api/stripe/status/${intentId}`, headers: ana.headers })).json();
      expect(polled).toMatchObject({ ok: true, retry: false, tokenId: expect.stringMatching(/^\d+$/) });

      // Back on /checkout with the card saved: the voucher pays the share (the same cart guid), the card kept as guarantee.
      const voucherMethod = (await db.selectFrom('payment_methods').select('id').where('name', '=', 'Voucher balance').executeTakeFirstOrThrow()).id;
      const paid = await checkout({ paymentMethodId: voucherMethod, voucherId: voucher.id, guid: 'shared-setup-1' });
      expect(paid.json()).toMatchObject({ ok: true, model: { paid: true } });
      expect(await kit.sale(share.id)).toMatchObject({ status: 'Paid', pending: 0 });
      const kept = await db.selectFrom('card_tokens').select('id').where('customer_id', '=', ana.customerId).execute();
      expect(kept.map((card) => String(card.id))).toEqual([polled.tokenId]);
    } finally {
      await db.deleteFrom('card_tokens').where('customer_id', '=', ana.customerId).execute();
      await db
        .insertInto('card_tokens')
        .values(cards.map(({ id: _id, ...card }) => card))
        .execute();
    }
  });

  it('pins the API version the installed stripe-node is typed for, and sends it', () => {
    // stripe-node's types describe only Stripe.API_VERSION (node_modules/stripe/esm/apiVersion.js): the pin follows the SDK.
    expect(API_VERSION).toBe(Stripe.API_VERSION);
    expect(API_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}\.\w+$/);
  });

  it('sends a zero-decimal currency unscaled (JPY), and captures and refunds in the intent’s own currency', async () => {
    const db = state.server.app.db;
    const polo = await db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
    const http = vi.spyOn(state.server.app.payments, 'http');
    const sent = (path: string) =>
      http.mock.calls
        .filter(([url, request]) => url.startsWith(`/sandbox/stripe/v1/${path}`) && request?.method === 'POST')
        .map(([, request]) => new URLSearchParams(request!.body));
    try {
      await db.updateTable('clubs').set({ currency_code: 'JPY' }).execute();
      await db.updateTable('products').set({ gross_price: 3500 }).where('id', '=', polo.id).execute();
      const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe));
      const [created] = sent('payment_intents');
      expect([created!.get('amount'), created!.get('currency')]).toEqual(['3500', 'jpy']);
      const intentId = model.stripe.clientSecret.split('_secret_')[0];
      await confirm(model.stripe.clientSecret, 'approve');
      expect((await status(intentId)).json()).toMatchObject({ ok: true });
      expect(await kit.sale(model.saleIds[0]!)).toMatchObject({ status: 'Paid', paid: 3500 });
      const method = (await findProviderMethod(db, await kit.methodId(PaymentMethodType.Stripe)))!;
      expect(await stripeProvider.refund(state.server.app.payments, method, { reference: intentId, data: null }, 50000)).toEqual({ refundId: expect.stringMatching(/^re_\w+$/) });
      expect(sent('refunds').map((fields) => fields.get('amount'))).toEqual(['500']);
    } finally {
      http.mockRestore();
      await db.updateTable('clubs').set({ currency_code: 'EUR' }).execute();
      await db.updateTable('products').set({ gross_price: polo.gross_price }).where('id', '=', polo.id).execute();
    }
  });
});
