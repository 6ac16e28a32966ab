import { describe, expect, it } from 'vitest';
import { PaymentMethodType, type JsonObject } from '../db/schema';
import { jsonb } from '../db/json';
import { usePaymentServer } from '../testing/payments';
import { createTestApp, type TestApp } from '../testing/test-app';

// A misconfigured payment method (issue 21, item 3): a checkout answers a refusal in the caller's language,
// never a 500, for every provider — keys missing, on the sandbox in production, or a provider address that fails.

const { state, kit } = usePaymentServer();

const PROVIDERS = {
  Redsys: PaymentMethodType.Redsys,
  Stripe: PaymentMethodType.Stripe,
  PayPal: PaymentMethodType.PayPal,
  NetPay: PaymentMethodType.NetPay,
  AuthorizeNet: PaymentMethodType.AuthorizeNet,
  MercadoPago: PaymentMethodType.MercadoPago,
  Transbank: PaymentMethodType.Transbank,
  Razorpay: PaymentMethodType.Razorpay,
} as const;

/** Runs `check` with the demo method of `type` given other settings, then puts the demo's back. */
async function withSettings<T>(
  type: PaymentMethodType,
  settings: { public: JsonObject; private: JsonObject },
  check: (method: { id: number; name: string }) => Promise<T>,
): Promise<T> {
  const db = state.server.app.db;
  const method = await db
    .selectFrom('payment_methods')
    .select(['id', 'name', 'public_config', 'private_config'])
    .where('id', '=', await kit.methodId(type))
    .executeTakeFirstOrThrow();
  await db
    .updateTable('payment_methods')
    .set({ public_config: jsonb(settings.public), private_config: jsonb(settings.private) })
    .where('id', '=', method.id)
    .execute();
  try {
    return await check(method);
  } finally {
    await db
      .updateTable('payment_methods')
      .set({ public_config: jsonb(method.public_config), private_config: jsonb(method.private_config) })
      .where('id', '=', method.id)
      .execute();
  }
}

/** One Club Polo checked out with the method, in `language`. */
async function checkout(server: TestApp, methodId: number, language = 'en-US') {
  const polo = await server.app.db.selectFrom('products').select(['id', 'gross_price']).where('name', '=', 'Club Polo').executeTakeFirstOrThrow();
  return server.app.inject({
    method: 'POST',
    url: '/api/shop/checkout-customer',
    headers: { ...state.ana.headers, 'accept-language': language },
    payload: { customerId: state.ana.customerId, saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } }], paymentMethodId: methodId },
  });
}

const openSales = async () =>
  Number(
    (
      await state.server.app.db
        .selectFrom('sales')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a misconfigured payment method', () => {
  it.each(Object.entries(PROVIDERS))('%s without its keys: "not configured", in the caller’s language, and nothing written', async (_name, type) => {
    await withSettings(type, { public: {}, private: {} }, async (method) => {
      const before = await openSales();
      const english = await checkout(state.server, method.id);
      expect(english.statusCode).toBeLessThan(500);
      expect(english.json()).toMatchObject({ ok: false, errorMsg: `${method.name} is not configured at this club` });
      const spanish = await checkout(state.server, method.id, 'es-ES');
      expect(spanish.json()).toMatchObject({ ok: false, errorMsg: `${method.name} no está configurado en este club` });
      expect(await openSales()).toBe(before);
    });
  });

  it('a provider address that does not answer is a refusal, not a 500', async () => {
    await withSettings(
      PaymentMethodType.PayPal,
      { public: { clientId: 'live-client' }, private: { clientSecret: 'live-secret', baseUrl: 'http://127.0.0.1:1' } },
      async (method) => {
        const answer = await checkout(state.server, method.id, 'fr-FR');
        expect(answer.statusCode).toBeLessThan(500);
        expect(answer.json()).toMatchObject({ ok: false, errorMsg: `${method.name} n'a pas pu encaisser le paiement pour le moment. Réessayez dans quelques minutes.` });
      },
    );
  });

  // Last: a second (production) instance takes over the process-wide payment runtime.
  it('in production, a method still on the sandbox is refused as not configured (Redsys, PayPal and Razorpay answered 500)', async () => {
    const production = await createTestApp({ instanceOf: state.server, env: { NODE_ENV: 'production' } });
    try {
      for (const type of Object.values(PROVIDERS)) {
        const methodId = await kit.methodId(type);
        const answer = await checkout(production, methodId, 'it-IT');
        expect(answer.statusCode, `method ${methodId}`).toBeLessThan(500);
        expect(answer.json()).toMatchObject({ ok: false, errorMsg: expect.stringContaining('non è configurato in questo club') });
      }
    } finally {
      await production.close();
    }
  });
});
