import type { Transaction } from 'kysely';
import { jsonb } from '../db/json';
import type { DB, ProductKind } from '../db/schema';
import type { SeedClock } from './clock';
import { CATALOGUE, PRODUCT_TYPES, TRANSPORTS } from './catalogue';
import { netOf, VAT_PERCENT } from './money';
import { PAYMENT_METHODS, type SeedPaymentMethod } from './payment-methods';

interface SeededProduct {
  id: number;
  kind: ProductKind;
  name: string;
  logo: string;
  gross: number;
  net: number;
}

export interface SeededShop {
  products: (key: string) => SeededProduct;
  transportIds: number[];
  paymentMethodId: (key: SeedPaymentMethod['key']) => number;
  promoCodeId: number;
}

function lookup<T>(map: Map<string, T>, what: string): (key: string) => T {
  return (key) => {
    const found = map.get(key);
    if (found === undefined) throw new Error(`Seed refers to unknown ${what} "${key}"`);
    return found;
  };
}

export async function seedShop(trx: Transaction<DB>, clock: SeedClock): Promise<SeededShop> {
  const types = await trx
    .insertInto('product_types')
    .values(PRODUCT_TYPES.map((name, index) => ({ name, sort_order: index })))
    .returning(['id', 'name'])
    .execute();
  const typeId = new Map(types.map((type) => [type.name, type.id]));

  const products = new Map<string, SeededProduct>();
  for (const item of CATALOGUE) {
    const logo = item.logo ?? `Products/${item.key}.svg`;
    const net = netOf(item.gross);
    const { id } = await trx
      .insertInto('products')
      .values({
        kind: item.kind,
        product_type_id: typeId.get(item.type) ?? null,
        name: item.name,
        logo,
        detail: item.detail,
        description: item.description,
        gross_price: item.gross,
        net_price: net,
        tax_percent: VAT_PERCENT,
        // A product sold in sizes keeps no units itself: each size does, and the product alone cannot be sold.
        has_stock: item.stock !== undefined || item.sizes !== undefined,
        stock_units: item.sizes ? 0 : (item.stock ?? null),
        transport_required: item.transport ?? false,
        popular: item.popular ?? false,
        trending: item.trending ?? false,
        published: item.published ?? true,
        period_unit: item.period?.unit ?? null,
        period_count: item.period?.count ?? null,
        voucher_amount: item.voucher?.amount ?? null,
        voucher_validity_days: item.voucher?.validityDays ?? null,
        created_at: clock.ago(item.ageDays),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    products.set(item.key, { id, kind: item.kind, name: item.name, logo, gross: item.gross, net });
    for (const size of item.sizes ?? []) {
      await trx
        .insertInto('products')
        .values({
          kind: item.kind,
          product_type_id: typeId.get(item.type) ?? null,
          name: `${item.name} · ${size.detail}`,
          logo,
          gross_price: item.gross,
          net_price: net,
          tax_percent: VAT_PERCENT,
          has_stock: true,
          stock_units: size.stock,
          transport_required: item.transport ?? false,
          published: false,
          stock_parent_id: id,
          stock_detail: size.detail,
          created_at: clock.ago(item.ageDays),
        })
        .execute();
    }
  }
  const product = lookup(products, 'product');

  const transports = await trx
    .insertInto('transports')
    .values(
      TRANSPORTS.map((transport, index) => ({
        name: transport.name,
        delivery_time: transport.deliveryTime,
        logo: transport.logo,
        price_product_id: product(transport.productKey).id,
        sort_order: index,
      })),
    )
    .returning('id')
    .execute();

  const methods = new Map<string, number>();
  for (const [index, method] of PAYMENT_METHODS.entries()) {
    const { id } = await trx
      .insertInto('payment_methods')
      .values({
        type: method.type,
        name: method.name,
        description: method.description,
        public_config: jsonb(method.publicConfig),
        private_config: jsonb(method.privateConfig ?? {}),
        allow_tokenization: method.allowTokenization,
        force_save_credit_card: method.forceSaveCreditCard,
        sort_order: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    methods.set(method.key, id);
  }

  const promo = await trx
    .insertInto('promo_codes')
    .values([
      {
        code: 'DEMO10',
        description: '10% off your order',
        discount_type: 'Percent',
        value: 10,
        valid_from: clock.ago(60),
        valid_to: clock.at(365, '23:59'),
        max_uses: 500,
      },
      {
        code: 'WELCOME5',
        description: '5 € off your first order',
        discount_type: 'Money',
        value: 5,
        valid_from: clock.ago(30),
        valid_to: clock.at(90, '23:59'),
        max_uses: null,
      },
    ])
    .returning(['id', 'code'])
    .execute();

  return {
    products: product,
    transportIds: transports.map((transport) => transport.id),
    paymentMethodId: lookup(methods, 'payment method'),
    promoCodeId: promo.find((code) => code.code === 'DEMO10')!.id,
  };
}
