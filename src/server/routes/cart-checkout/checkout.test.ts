import { describe, expect, it } from 'vitest';
import { useCheckoutServer, visitorDetails } from '../../testing/checkout-fixture';
import { expectConformingAnswer } from '../../testing/conformance';

const shop = useCheckoutServer();
const { post, db, product, method, now } = shop;
const visitor = (email: string) => visitorDetails('Vera', 'Visitor', email);

describe('promos/validate', () => {
  it('answers a percent and a money discount with their net part and taxes', async () => {
    const polo = await product('Club Polo');
    const percent = await post('/api/promos/validate', { code: 'demo10', saleItems: [{ productId: polo.id, units: 2 }] });
    expectConformingAnswer('validatePromoCode', percent);
    // The net part is what the sale's tax base (21 % rounded once on the summed base, issue 21) is below the lines' nets: 57.76 − 51.99.
    expect(percent.json().data).toMatchObject({ discount: 6.99, netDiscount: 5.77, discountedTaxes: 1.22, discountType: 'Percent' });
    const money = (await post('/api/promos/validate', { code: 'WELCOME5', saleItems: [{ productId: polo.id, units: 1 }] })).json();
    expect(money.data).toMatchObject({ discount: 5, netDiscount: 4.13, discountedTaxes: 0.87 });
  });

  it('refuses an unknown code, a code past its dates and a used-up one with the server message', async () => {
    const polo = await product('Club Polo');
    const unknown = await post('/api/promos/validate', { code: 'NOPE', saleItems: [{ productId: polo.id, units: 1 }] });
    expectConformingAnswer('validatePromoCode', unknown);
    expect(unknown.json()).toMatchObject({ ok: false, errorMsg: 'Sorry, the code is not valid' });
    await db()
      .updateTable('promo_codes')
      .set({ valid_to: new Date(now().getTime() - 1000), valid_from: new Date(now().getTime() - 86_400_000) })
      .where('code', '=', 'WELCOME5')
      .execute();
    expect((await post('/api/promos/validate', { code: 'WELCOME5', saleItems: [{ productId: polo.id, units: 1 }] })).json().errorMsg).toBe('The code WELCOME5 has expired');
    await db()
      .updateTable('promo_codes')
      .set({ valid_to: new Date(now().getTime() + 86_400_000 * 30) })
      .where('code', '=', 'WELCOME5')
      .execute();
  });
});

describe('checkout', () => {
  it('registers a visitor who pays at the club, takes the stock, answers the login and answers the same result to a double submit', async () => {
    const polo = await product('Club Polo');
    const pending = await method('Pay at the club');
    const body = {
      saleItems: [{ productId: polo.id, units: 2, product: { grossPrice: polo.gross_price } }],
      paymentMethodId: pending,
      guid: 'cart-visitor-1',
      customer: visitor('vera@example.com'),
    };
    const [first, second] = await Promise.all([post('/api/shop/checkout', body), post('/api/shop/checkout', body)]);
    expectConformingAnswer('checkout', first);
    expect(first.json()).toMatchObject({ ok: true, model: { paid: true, login: { token: expect.any(String) } } });
    expect(second.json().model.saleIds).toEqual(first.json().model.saleIds);
    expect((await product('Club Polo')).stock_units).toBe(polo.stock_units! - 2);
    const login = first.json().model.login;
    const orders = await shop.server.app.inject({ method: 'GET', url: `/api/shop/customer-orders/${login.id}`, headers: { authorization: `Bearer ${login.token}` } });
    expect(orders.json().model).toEqual([expect.objectContaining({ total: 69.9, paymentMethod: 'Pay at the club' })]);
    const mails = await db().selectFrom('emails').select(['subject']).where('customer_id', '=', login.id).execute();
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/order/)]));
  });

  it('lists an order handed to a card provider only once the provider says it is paid: a payment left at the provider or declined is no order', async () => {
    const polo = await product('Club Polo');
    const redsys = await method('Card (Redsys)');
    const answer = (
      await post(
        '/api/shop/checkout-customer',
        {
          saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } }],
          paymentMethodId: redsys,
          guid: 'cart-redsys-unpaid',
          customerId: shop.ana.customerId,
          customer: { id: shop.ana.customerId, acceptConditions: true },
        },
        { authorization: `Bearer ${shop.ana.token}` },
      )
    ).json();
    expect(answer).toMatchObject({ ok: true, model: { paid: false, redsysData: { url: expect.any(String) } } });
    const orders = await shop.server.app.inject({ method: 'GET', url: `/api/shop/customer-orders/${shop.ana.customerId}`, headers: { authorization: `Bearer ${shop.ana.token}` } });
    expect(orders.json().model.map((order: { id: number }) => order.id)).not.toContain(answer.model.saleIds[0]);
  });

  it('answers a guid retry only to the caller who made it: another caller gets a refusal, never the first answer or its token', async () => {
    const polo = await product('Club Polo');
    const pending = await method('Pay at the club');
    const body = {
      saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } }],
      paymentMethodId: pending,
      guid: 'cart-bound-1',
      customer: visitor('bound@example.com'),
    };
    const first = (await post('/api/shop/checkout', body)).json();
    expect(first).toMatchObject({ ok: true, model: { login: { token: expect.any(String) } } });
    const stranger = await post('/api/shop/checkout', { ...body, customer: visitor('stranger@example.com') });
    expectConformingAnswer('checkout', stranger);
    expect(stranger.json()).toMatchObject({ ok: false, errorMsg: 'This cart has already been checked out by someone else: please start a new cart' });
    expect(JSON.stringify(stranger.json())).not.toContain(first.model.login.token);
    const asAna = (await post('/api/shop/checkout-customer', { ...body, customer: null, customerId: shop.ana.customerId }, { authorization: `Bearer ${shop.ana.token}` })).json();
    expect(asAna).toMatchObject({ ok: false });
    expect(JSON.stringify(asAna)).not.toContain(first.model.login.token);
    const again = (await post('/api/shop/checkout', body)).json();
    expect(again.model.saleIds).toEqual(first.model.saleIds);
    expect((await product('Club Polo')).stock_units).toBe(polo.stock_units! - 1);
  });

  it('lets one of two callers checking out one cart at once win: the other is told the cart is taken, and the stock is taken once', async () => {
    const polo = await product('Club Polo');
    const pending = await method('Pay at the club');
    const body = (email: string) => ({
      saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } }],
      paymentMethodId: pending,
      guid: 'cart-raced-1',
      customer: visitor(email),
    });
    const answers = (await Promise.all([post('/api/shop/checkout', body('racer-one@example.com')), post('/api/shop/checkout', body('racer-two@example.com'))])).map((answer) =>
      answer.json(),
    );
    const [won, lost] = answers[0].ok ? answers : [answers[1], answers[0]];
    expect(won).toMatchObject({ ok: true, model: { paid: true } });
    expect(lost).toMatchObject({ ok: false, errorMsg: 'This cart has already been checked out by someone else: please start a new cart' });
    expect((await product('Club Polo')).stock_units).toBe(polo.stock_units! - 1);
  });

  it('takes a promo code off the order and mails the confirmation in the language of the request', async () => {
    const polo = await product('Club Polo');
    const pending = await method('Pay at the club');
    const body = {
      saleItems: [{ productId: polo.id, units: 2, product: { grossPrice: polo.gross_price } }],
      paymentMethodId: pending,
      promoCode: 'DEMO10',
      guid: 'cart-promo-fr',
      customer: visitor('promo-fr@example.com'),
    };
    const answer = (await post('/api/shop/checkout', body, { 'accept-language': 'fr-FR' })).json();
    expect(answer).toMatchObject({ ok: true });
    const login = answer.model.login;
    const orders = await shop.server.app.inject({ method: 'GET', url: `/api/shop/customer-orders/${login.id}`, headers: { authorization: `Bearer ${login.token}` } });
    // 2 × 34,95 € less 10 %.
    expect(orders.json().model).toEqual([expect.objectContaining({ total: 62.91 })]);
    const mails = await db().selectFrom('emails').select(['subject']).where('customer_id', '=', login.id).execute();
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^Votre commande chez /)]));
  });

  it('credits a bought voucher campaign: a new voucher with the campaign amount and its recharge movement', async () => {
    const card = await db().selectFrom('products').select(['id', 'gross_price', 'voucher_amount']).where('name', '=', 'Gift Card 30 €').executeTakeFirstOrThrow();
    const before = await db().selectFrom('vouchers').select('id').where('customer_id', '=', shop.ana.customerId).execute();
    // Bought with money (a voucher campaign is never paid with voucher credit, issue 21): by card, confirmed by Stripe.
    const answer = await post(
      '/api/shop/checkout-customer',
      {
        customerId: shop.ana.customerId,
        saleItems: [{ productId: card.id, units: 2, product: { grossPrice: card.gross_price } }],
        paymentMethodId: await method('Card (Stripe)'),
        guid: 'cart-gift-2',
        customer: { id: shop.ana.customerId, acceptConditions: true },
      },
      shop.ana.headers,
    );
    expect(answer.json()).toMatchObject({ ok: true });
    await post('/sandbox/stripe/js/confirm', { client_secret: answer.json().model.stripe.clientSecret, choice: 'approve', return_url: '/stripe-callback/' });
    const fresh = await db()
      .selectFrom('vouchers')
      .innerJoin('voucher_movements', 'voucher_movements.voucher_id', 'vouchers.id')
      .select(['vouchers.balance', 'voucher_movements.amount', 'vouchers.campaign_product_id'])
      .where('vouchers.customer_id', '=', shop.ana.customerId)
      .where(
        'vouchers.id',
        'not in',
        before.map((row) => row.id),
      )
      .execute();
    expect(fresh).toEqual([0, 1].map(() => ({ balance: card.voucher_amount, amount: card.voucher_amount, campaign_product_id: card.id })));
  });

  it('refuses a changed price, a missing transport and another customer sale, writing nothing', async () => {
    const racket = await product('Pro Carbon Padel Racket');
    const pending = await method('Pay at the club');
    const salesBefore = await db()
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const changed = await post(
      '/api/shop/checkout-customer',
      { customerId: shop.ana.customerId, saleItems: [{ productId: racket.id, units: 1, product: { grossPrice: 100 } }], paymentMethodId: pending },
      shop.ana.headers,
    );
    expectConformingAnswer('checkoutCustomer', changed);
    expect(changed.json()).toMatchObject({ ok: false, errorMsg: 'The price of Pro Carbon Padel Racket is now 189.95, not 100.00: please check your cart' });
    const noTransport = await post(
      '/api/shop/checkout-customer',
      { customerId: shop.ana.customerId, saleItems: [{ productId: racket.id, units: 1 }], paymentMethodId: pending },
      shop.ana.headers,
    );
    expect(noTransport.json().errorMsg).toBe('Please select transport');
    const empty = await shop.server.login('empty@demo.club', 'demo1234');
    const anaSale = await db().selectFrom('sales').select('id').where('customer_id', '=', shop.ana.customerId).where('status', '=', 'Pending').executeTakeFirstOrThrow();
    const foreign = await post('/api/shop/checkout-customer', { customerId: empty.customerId, saleIds: [anaSale.id], paymentMethodId: pending }, empty.headers);
    expect(foreign.json().errorMsg).toMatch(/belongs to another customer/);
    const salesAfter = await db()
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(salesAfter.n).toBe(salesBefore.n);
    expect((await product('Pro Carbon Padel Racket')).stock_units).toBe(racket.stock_units);
  });

  it('sells the last unit to exactly one of 20 concurrent checkouts', async () => {
    const bottle = await product('Insulated Water Bottle');
    await db().updateTable('products').set({ stock_units: 1 }).where('id', '=', bottle.id).execute();
    const pending = await method('Pay at the club');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(
          '/api/shop/checkout-customer',
          { customerId: shop.ana.customerId, guid: `race-${index}`, saleItems: [{ productId: bottle.id, units: 1 }], paymentMethodId: pending },
          shop.ana.headers,
        ),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.ok)).toHaveLength(1);
    expect(bodies.filter((body) => !body.ok).every((body) => body.errorMsg === 'Insulated Water Bottle is out of stock: 0 left')).toBe(true);
    expect((await product('Insulated Water Bottle')).stock_units).toBe(0);
  });

  it('pays a pending sale with a money voucher, never below zero with 20 concurrent checkouts', async () => {
    const voucherMethod = await method('Voucher balance');
    const voucher = await db()
      .selectFrom('vouchers')
      .select(['id', 'balance'])
      .where('customer_id', '=', shop.ana.customerId)
      .where('kind', '=', 'Money')
      .where('balance', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const shirt = await product('Club Technical T-shirt');
    const units = Math.floor(voucher.balance / shirt.gross_price);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(
          '/api/shop/checkout-customer',
          { customerId: shop.ana.customerId, guid: `voucher-${index}`, saleItems: [{ productId: shirt.id, units }], paymentMethodId: voucherMethod, voucherId: voucher.id },
          shop.ana.headers,
        ),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.ok)).toHaveLength(1);
    const after = await db().selectFrom('vouchers').select('balance').where('id', '=', voucher.id).executeTakeFirstOrThrow();
    expect(after.balance).toBeCloseTo(voucher.balance - units * shirt.gross_price, 2);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    const movements = await db()
      .selectFrom('voucher_movements')
      .select('amount')
      .where('voucher_id', '=', voucher.id)
      .where('amount', '<', 0)
      .where(
        'sale_id',
        'in',
        bodies.filter((b) => b.ok).flatMap((b) => b.model.saleIds),
      )
      .execute();
    expect(movements).toHaveLength(1);
  });
});

describe('checkout-info', () => {
  it("answers the customer's data, methods, vouchers, transports and currency", async () => {
    const racket = await product('Pro Carbon Padel Racket');
    const response = await post('/api/shop/checkout-info-by-customer', { customerId: shop.ana.customerId, saleItems: [{ productId: racket.id, units: 1 }] }, shop.ana.headers);
    expectConformingAnswer('getCustomerCheckoutInfo', response);
    const model = response.json().model;
    expect(model).toMatchObject({ email: 'ana@demo.club', currency: 'EUR', isSharedPayment: false, allowVouchers: { allowed: true } });
    expect(model.transports.length).toBeGreaterThan(0);
    expect(model.paymentMethods.some((m: { tokenId: unknown }) => m.tokenId !== null)).toBe(true);
    // A money voucher's balance is written as the club writes money, not as a bare number ("(49.5)").
    const voucherNames = (model.vouchers as Array<{ vouchers: Array<{ name: string }> }>).flatMap((entry) => entry.vouchers.map((voucher) => voucher.name));
    expect(voucherNames).toContainEqual(expect.stringMatching(/^Court Voucher 50 € \(\d+,\d{2} €\)$/));
    const visitorInfo = await post('/api/shop/checkout-info', { saleItems: [{ productId: racket.id, units: 1 }] });
    expectConformingAnswer('getCheckoutInfo', visitorInfo);
    expect(visitorInfo.json().model.allowVouchers).toEqual({ allowed: false, reason: 'Please login or register' });
  });

  it('offers Webpay (Transbank) only to a club that charges in Chilean pesos, the one currency it takes', async () => {
    const gift = await product('Club Polo');
    const methodNames = async () =>
      (
        (await post('/api/shop/checkout-info-by-customer', { customerId: shop.ana.customerId, saleItems: [{ productId: gift.id, units: 1 }] }, shop.ana.headers)).json().model
          .paymentMethods as Array<{ name: string }>
      ).map((entry) => entry.name);
    expect(await methodNames()).not.toContain('Webpay (Transbank)');
    await db().updateTable('clubs').set({ currency_code: 'CLP' }).execute();
    try {
      expect(await methodNames()).toContain('Webpay (Transbank)');
    } finally {
      await db().updateTable('clubs').set({ currency_code: 'EUR' }).execute();
    }
  });
});
