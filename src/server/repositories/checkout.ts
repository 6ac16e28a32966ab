import type { Kysely, Transaction } from 'kysely';
import type { DB, JsonObject, PaymentMethodType } from '../db/schema';
import { toCents, type Cents } from '../../domain/money';
import { jsonb } from '../db/json';
import { claimFirst } from './claims';

/** A product as the cart's lines are priced and checked against it. */
export interface CartProduct {
  id: number;
  name: string;
  logo: string | null;
  kind: 'Service' | 'Article' | 'PeriodicSale' | 'VoucherCampaign';
  gross: Cents;
  net: Cents;
  taxPercent: number;
  hasStock: boolean;
  stockUnits: number | null;
  transportRequired: boolean;
}

export async function findCartProducts(db: Kysely<DB>, ids: number[]): Promise<Map<number, CartProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'logo', 'kind', 'gross_price', 'net_price', 'tax_percent', 'has_stock', 'stock_units', 'transport_required'])
    .where('id', 'in', ids)
    .where('published', '=', true)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        logo: row.logo,
        kind: row.kind,
        gross: toCents(row.gross_price),
        net: toCents(row.net_price),
        taxPercent: row.tax_percent,
        hasStock: row.has_stock,
        stockUnits: row.stock_units,
        transportRequired: row.transport_required,
      },
    ]),
  );
}

export interface PaymentMethodRecord {
  id: number;
  type: PaymentMethodType;
  name: string;
  description: string | null;
  publicConfig: JsonObject;
  allowTokenization: boolean;
  forceSaveCreditCard: boolean;
}

export async function activePaymentMethods(db: Kysely<DB>): Promise<PaymentMethodRecord[]> {
  const rows = await db
    .selectFrom('payment_methods')
    .select(['id', 'type', 'name', 'description', 'public_config', 'allow_tokenization', 'force_save_credit_card'])
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    publicConfig: row.public_config,
    allowTokenization: row.allow_tokenization,
    forceSaveCreditCard: row.force_save_credit_card,
  }));
}

export interface TransportRecord {
  id: number;
  name: string;
  deliveryTime: string | null;
  logo: string | null;
  productId: number;
  productName: string;
  gross: Cents;
  net: Cents;
  taxPercent: number;
}

export async function activeTransports(db: Kysely<DB>): Promise<TransportRecord[]> {
  const rows = await db
    .selectFrom('transports')
    .innerJoin('products', 'products.id', 'transports.price_product_id')
    .select([
      'transports.id',
      'transports.name',
      'transports.delivery_time',
      'transports.logo',
      'products.id as product_id',
      'products.name as product_name',
      'products.gross_price',
      'products.net_price',
      'products.tax_percent',
    ])
    .where('transports.active', '=', true)
    .orderBy('transports.sort_order')
    .orderBy('transports.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    deliveryTime: row.delivery_time,
    logo: row.logo,
    productId: row.product_id,
    productName: row.product_name,
    gross: toCents(row.gross_price),
    net: toCents(row.net_price),
    taxPercent: row.tax_percent,
  }));
}

/** The answer a cart guid got, once its checkout committed. */
export async function findCheckoutResult(db: Kysely<DB>, guid: string): Promise<JsonObject | undefined> {
  const row = await db.selectFrom('checkouts').select('result').where('guid', '=', guid).executeTakeFirst();
  return row?.result;
}

/**
 * Claims a cart guid for this transaction. A concurrent checkout of the same guid waits on the primary
 * key until this one commits or rolls back; false means another checkout already completed it.
 */
export function claimCheckout(trx: Transaction<DB>, guid: string, customerId: number | null): Promise<boolean> {
  return claimFirst(trx, 'checkouts', { guid, customer_id: customerId, result: jsonb({ pending: true }) }, ['guid']);
}

export async function storeCheckoutResult(trx: Transaction<DB>, guid: string, customerId: number | null, result: JsonObject): Promise<void> {
  await trx
    .updateTable('checkouts')
    .set({ result: jsonb(result), customer_id: customerId })
    .where('guid', '=', guid)
    .execute();
}
