import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { freezeClock } from '../../testing/frozen-clock';
import { requestsTo } from '../../testing/requests';
import { expectConformingAnswer } from '../../testing/conformance';
import { addDays, clubLocalTime, wallToInstant } from '../../../domain/club-time';

/** The demo club's time zone. */
const CLUB_ZONE = 'Europe/Madrid';

// Issue 11, promo codes: validity dates, usage limits (the last use going to exactly one checkout), per-customer
// limits and the products a code applies to; an invalid code gets the server's message.

let server: TestApp;
/** The server's clock, stopped at the file's start: the dates the tests make agree with the server's "now". */
let now: () => Date;
let ana: Login;
let empty: Login;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  now = freezeClock(server);
});
afterAll(() => server?.close());
const { post } = requestsTo(() => server);

const db = () => server.app.db;
const DAY = 86_400_000;
const product = (name: string) => db().selectFrom('products').select(['id', 'gross_price', 'net_price']).where('name', '=', name).executeTakeFirstOrThrow();
const pendingMethod = async () => (await db().selectFrom('payment_methods').select('id').where('name', '=', 'Pay at the club').executeTakeFirstOrThrow()).id;
async function promo(code: string, values: { discount_type?: 'Money' | 'Percent'; value?: number; max_uses?: number; max_uses_per_customer?: number; valid_from?: Date }) {
  return (
    await db()
      .insertInto('promo_codes')
      .values({ code, discount_type: 'Percent', value: 10, valid_from: new Date(now().getTime() - DAY), valid_to: new Date(now().getTime() + 30 * DAY), ...values })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
const validate = (code: string, productId: number, login?: Login, units = 1) =>
  post('/api/promos/validate', { code, customerId: login?.customerId ?? 0, saleItems: [{ productId, units }] }, login?.headers ?? {});
const usesOf = async (promoId: number) =>
  Number(
    (
      await db()
        .selectFrom('sales')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('promo_code_id', '=', promoId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('promos/validate', () => {
  it('refuses a code before its first day, naming the day', async () => {
    const start = new Date(now().getTime() + 10 * DAY);
    await promo('SOON10', { valid_from: start });
    const polo = await product('Club Polo');
    const response = await validate('SOON10', polo.id);
    expectConformingAnswer('validatePromoCode', response);
    expect(response.json()).toMatchObject({ ok: false, errorMsg: `The code SOON10 can be used from ${clubLocalTime(start, CLUB_ZONE).date}` });
  });

  it("names the code's first day as the club's calendar has it, not UTC's", async () => {
    // Midnight in Madrid (ten days on) is still the day before in UTC: 00:00 CET is 23:00Z.
    const day = addDays(clubLocalTime(now(), CLUB_ZONE).date, 10);
    const start = wallToInstant(day, 0, CLUB_ZONE);
    expect(start.toISOString().slice(0, 10)).toBe(addDays(day, -1));
    await promo('MIDNIGHT5', { valid_from: start });
    const polo = await product('Club Polo');
    const response = await validate('MIDNIGHT5', polo.id);
    expect(response.json()).toMatchObject({ ok: false, errorMsg: `The code MIDNIGHT5 can be used from ${day}` });
  });

  it('refuses a used-up code in the language of the request', async () => {
    const polo = await product('Club Polo');
    expect((await validate('LAUNCH50', polo.id)).json()).toMatchObject({ ok: false, errorMsg: 'The code LAUNCH50 has been used up' });
    const spanish = await post('/api/promos/validate', { code: 'LAUNCH50', saleItems: [{ productId: polo.id, units: 1 }] }, { 'accept-language': 'es-ES' });
    expect(spanish.json()).toMatchObject({ ok: false, errorMsg: 'El código LAUNCH50 se ha agotado' });
  });

  it('applies a code only to its products: none of them in the cart is a refusal; with one, only its line is discounted', async () => {
    const polo = await product('Club Polo');
    const racket = await product('Pro Carbon Padel Racket');
    const id = await promo('RACKET20', { value: 20 });
    await db().insertInto('promo_code_products').values({ promo_code_id: id, product_id: racket.id }).execute();
    expect((await validate('RACKET20', polo.id)).json()).toMatchObject({ ok: false, errorMsg: 'The code RACKET20 does not apply to the products in your cart' });
    const both = await post('/api/promos/validate', {
      code: 'racket20',
      saleItems: [
        { productId: polo.id, units: 2 },
        { productId: racket.id, units: 1 },
      ],
    });
    expectConformingAnswer('validatePromoCode', both);
    // 20 % of the racket's 189.95 only; its net part follows the sale's tax base (21 % rounded once on the summed base), within cents of 20 % of the net.
    expect(both.json()).toMatchObject({ ok: true, data: { discount: 37.99, discountType: 'Percent' } });
    expect(both.json().data.netDiscount).toBeCloseTo(racket.net_price * 0.2, 1);
  });

  it('takes a money code off at most the total of the lines it applies to', async () => {
    const polo = await product('Club Polo');
    await promo('BIG100', { discount_type: 'Money', value: 100 });
    expect((await validate('BIG100', polo.id)).json()).toMatchObject({ ok: true, data: { discount: polo.gross_price, netDiscount: polo.net_price, discountType: 'Money' } });
  });
});

describe('promo limits at checkout', () => {
  it('lets one customer use a code as many times as it allows, and still lets another customer use it', async () => {
    const polo = await product('Club Polo');
    const id = await promo('ONCEEACH', { max_uses_per_customer: 1 });
    const paid = await post(
      '/api/shop/checkout-customer',
      { customerId: ana.customerId, guid: 'once-each-ana', promoCode: 'ONCEEACH', saleItems: [{ productId: polo.id, units: 1 }], paymentMethodId: await pendingMethod() },
      ana.headers,
    );
    expect(paid.json()).toMatchObject({ ok: true });
    const again = await validate('ONCEEACH', polo.id, ana);
    expect(again.json()).toMatchObject({ ok: false, errorMsg: 'You have already used the code ONCEEACH as many times as it allows' });
    const secondOrder = await post(
      '/api/shop/checkout-customer',
      { customerId: ana.customerId, guid: 'once-each-ana-2', promoCode: 'ONCEEACH', saleItems: [{ productId: polo.id, units: 1 }], paymentMethodId: await pendingMethod() },
      ana.headers,
    );
    expect(secondOrder.json()).toMatchObject({ ok: false, errorMsg: 'You have already used the code ONCEEACH as many times as it allows' });
    expect((await validate('ONCEEACH', polo.id, empty)).json()).toMatchObject({ ok: true });
    expect(await usesOf(id)).toBe(1);
  });

  it('gives the last use of a code to exactly one of 20 concurrent checkouts; the others are refused and write nothing', async () => {
    const lesson = await product('Private Padel Class (1 h)');
    const id = await promo('LAST1', { max_uses: 1 });
    const salesBefore = Number(
      (
        await db()
          .selectFrom('sales')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const method = await pendingMethod();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(
          '/api/shop/checkout-customer',
          { customerId: ana.customerId, guid: `last-use-${index}`, promoCode: 'LAST1', saleItems: [{ productId: lesson.id, units: 1 }], paymentMethodId: method },
          ana.headers,
        ),
      ),
    );
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.filter((body) => body.ok)).toHaveLength(1);
    expect(bodies.filter((body) => !body.ok).map((body) => body.errorMsg)).toEqual(Array.from({ length: 19 }, () => 'The code LAST1 has been used up'));
    expect(await usesOf(id)).toBe(1);
    const salesAfter = Number(
      (
        await db()
          .selectFrom('sales')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(salesAfter).toBe(salesBefore + 1);
  });
});
