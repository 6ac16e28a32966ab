import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Club } from '../../repositories/club';
import { Refusal } from '../../http/refusal';
import { activeTransports } from '../../repositories/checkout';
import { insertOrderSale, setOrderDeadline } from '../../repositories/sales';
import { findPromo } from '../../repositories/promos';
import { lapseOverdueOrders } from '../../repositories/order-deadlines';
import { reserveStock, stockManaged, stockShortages, takeStock, unitsByProduct } from '../../repositories/stock';
import type { priceCartLines } from '../cart';
import type { findCartProducts } from '../../repositories/checkout';
import { applyPromo } from '../promo';
import type { PayableSale } from '../payment-types';
import type { CheckoutStep } from './types';

type Lines = ReturnType<typeof priceCartLines>;
type Products = Awaited<ReturnType<typeof findCartProducts>>;

/** The transport of an order whose products need one. */
async function shippingOf({ trx, input }: CheckoutStep, lines: Lines): Promise<Parameters<typeof insertOrderSale>[1]['shipping']> {
  if (!lines.some((line) => line.product.transportRequired)) return null;
  if (input.shopTransportId === null) throw new Refusal('shop.transportRequired');
  const transport = (await activeTransports(trx)).find((candidate) => candidate.id === input.shopTransportId);
  if (!transport) throw new Refusal('shop.transportUnknown', { id: input.shopTransportId });
  const product = { id: transport.productId, name: transport.productName, gross: transport.gross, net: transport.net, taxPercent: transport.taxPercent };
  return { transportId: transport.id, product };
}

/** The promo code's discount of each line, its row locked so its last use goes to one checkout. */
async function discountsOf({ trx, input, deps }: CheckoutStep, lines: Lines, customerId: number) {
  const code = input.promoCode?.trim() ?? '';
  if (code === '') return { promoCodeId: null, discounts: lines.map(() => ({ discount: 0, netDiscount: 0 })) };
  const promo = await findPromo(trx, code, customerId, { lock: true });
  const priced = lines.map((line) => ({ productId: line.product.id, gross: line.gross, net: line.net, taxPercent: line.product.taxPercent, kind: line.product.kind }));
  return { promoCodeId: promo!.id, discounts: applyPromo(promo, priced, deps.now, code, deps.club.time_zone).lines };
}

/**
 * Each product's units taken in one conditional UPDATE, products in ascending id (the lock order). Short of
 * units, the orders that held some past their payment deadline give them back first.
 */
async function takeUnits({ trx, deps }: CheckoutStep, lines: Lines, products: Products): Promise<Map<number, number>> {
  const units = unitsByProduct(lines.map((line) => ({ productId: line.product.id, units: line.units })));
  for (const productId of [...units.keys()].sort((a, b) => a - b)) {
    const wanted = units.get(productId)!;
    if (await takeStock(trx, productId, wanted)) continue;
    if ((await lapseOverdueOrders(trx, deps.now, { productId })).length > 0 && (await takeStock(trx, productId, wanted))) continue;
    const [shortage] = await stockShortages(trx, [{ productId, units: wanted }], deps.now);
    throw new Refusal('shop.outOfStock', { product: products.get(productId)!.name, available: shortage?.available ?? 0 });
  }
  return units;
}

/** Step 3: the product lines become one order sale — transport, promo code and stock checked — ahead of the pending sales paid with it. */
export async function writeOrder(
  step: CheckoutStep,
  cart: { lines: Lines; products: Products },
  customerId: number,
): Promise<{ order: PayableSale | null; units: Map<number, number> }> {
  const { lines } = cart;
  const shipping = await shippingOf(step, lines);
  const { promoCodeId, discounts } = await discountsOf(step, lines, customerId);
  const units = await takeUnits(step, lines, cart.products);
  if (lines.length === 0) return { order: null, units };
  const order = await insertOrderSale(step.trx, {
    customerId,
    title: lines.map((line) => (line.units > 1 ? `${line.units} × ${line.product.name}` : line.product.name)).join(', '),
    lines: lines.map((line, index) => ({
      product: line.product,
      units: line.units,
      discount: discounts[index]!.discount,
      netDiscount: discounts[index]!.netDiscount,
      customerId: line.sent.customerId ?? customerId,
      stockParentId: line.sent.stockParentId ?? null,
      stockParentName: line.sent.stockParentName ?? null,
      stockDetail: line.sent.stockDetail ?? null,
    })),
    shipping,
    promoCodeId,
    deliveryAddress: step.input.address,
    origin: step.input.origin,
    at: step.deps.now,
  });
  return { order: { id: order.id, title: order.number, pending: order.total, bookings: [], products: true }, units };
}

/**
 * An order handed to a provider: it lapses at the club's shop payment deadline unless paid by then, and the
 * units it took from stock are recorded as reserved until then (given back when it fails or lapses).
 */
export async function reserveUntilDeadline(trx: Transaction<DB>, saleId: number, units: Map<number, number>, now: Date, club: Club): Promise<void> {
  await setOrderDeadline(trx, saleId, new Date(now.getTime() + club.shop_payment_deadline_mins * 60_000));
  const managed = await stockManaged(trx, [...units.keys()]);
  await reserveStock(trx, saleId, new Map([...units].filter(([productId]) => managed.has(productId))));
}
