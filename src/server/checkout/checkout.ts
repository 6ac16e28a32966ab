import { randomUUID } from 'node:crypto';
import { PaymentType } from '../booking-engine/payment';
import type { Kysely, Transaction } from 'kysely';
import type { Cents } from '../../domain/money';
import type { Language } from '../../i18n/languages';
import { inTransaction, noRetryAfterThis } from '../db/database';
import { PaymentMethodType, type DB, type DeliveryAddress, type JsonObject, type Origin } from '../db/schema';
import type { Club } from '../repositories/club';
import { activePaymentMethods, activeTransports, claimCheckout, findCartProducts, findCheckoutResult, storeCheckoutResult } from '../repositories/checkout';
import { checkOutSales, findCartSales, insertOrderSale, setOrderDeadline, type CartSale } from '../repositories/sales';
import { savedCards } from '../repositories/card-tokens';
import { creditVoucherCampaigns } from '../repositories/vouchers';
import { confirmBookingsOfSales } from '../repositories/booking-payments';
import { lockBookingsOfSales } from '../repositories/booking-joins';
import { lapseOverdueOrders } from '../repositories/order-deadlines';
import { startBoughtMemberships } from '../repositories/fees';
import { emailTaken } from '../repositories/identity';
import { insertCustomer, payableCustomerIds, type NewCustomer } from '../repositories/customers';
import { findPromo } from '../repositories/promos';
import { keepReservedStock, reserveStock, stockManaged, stockShortages, takeStock, unitsByProduct } from '../repositories/stock';
import { createOneTimeToken } from '../repositories/one-time-tokens';
import { methodAllowed, type CartShape } from './cart-rules';
import { priceCartLines, type SentLine } from './cart';
import { paymentTypeFor, type PayableSale } from './payment-types';
import type { CheckoutModel } from './payment-types/payment-type';
import { applyPromo } from './promo';
import { Refusal } from '../http/refusal';
import type { PaymentRuntime } from '../payments/runtime';

/** What a visitor gives to register at checkout: the fields of a registration. */
type VisitorRegistration = NewCustomer;

export interface CheckoutInput {
  /** The paying customer; null for a visitor, who registers with `visitor`. */
  customerId: number | null;
  visitor: VisitorRegistration | null;
  saleItems: SentLine[];
  saleIds: number[];
  paymentMethodId: number | null;
  voucherId: number | null;
  tokenId: string | number | null;
  /** saveCreditCard: keep the card at the provider (its token, never the number) for later checkouts. */
  saveCard: boolean;
  promoCode: string | null;
  shopTransportId: number | null;
  guid: string | null;
  address: DeliveryAddress | null;
  acceptConditions: boolean | null;
  origin: Origin | null;
}

export interface CheckoutDone {
  model: CheckoutModel;
  /** false when the guid had already been checked out: the first answer, nothing new written. */
  fresh: boolean;
  customerId: number;
  /** Total of the checkout in cents, and whether it is owed at the club rather than paid. */
  total: Cents;
  deferred: boolean;
  /** A visitor registered by this checkout, with the activation token of their mail. */
  registered: { id: number; name: string; surname: string; email: string; sessionVersion: number; activationToken: string } | null;
}

export interface CheckoutDeps {
  now: Date;
  /** The server's payments runtime (app.payments), handed to the provider's adapter. */
  payments: PaymentRuntime;
  club: Club;
  /** The caller's language: stored with the sales, so what is mailed about them later is in it too. */
  language: Language;
  /** The short-lived login record of a visitor who registered (stored with the answer of the guid). */
  login(customer: { id: number; name: string; surname: string; sessionVersion: number }): Promise<NonNullable<CheckoutModel['login']>>;
}

/** Checks the cart's pending sales: they exist, are the payer's (or a child's), still owe something and their holds have not run out. */
function checkSales(requested: number[], sales: CartSale[], payers: number[], now: Date): void {
  for (const id of requested) {
    const sale = sales.find((candidate) => candidate.id === id);
    if (!sale) throw new Refusal('shop.saleNotFound', { id });
    if (sale.customerId === null || !payers.includes(sale.customerId)) throw new Refusal('shop.saleNotYours', { number: sale.number });
    const lapsed = sale.bookings.some((booking) => booking.status === 'Expired' || booking.status === 'Cancelled');
    // A hold ends at its deadline: a pre-book's or a won draw's (its booking still Pending), or a joined place's.
    const heldPastDeadline = sale.paymentDeadline !== null && sale.paymentDeadline <= now && (sale.holdsPlace || sale.bookings.some((booking) => booking.status === 'Pending'));
    if (heldPastDeadline || (lapsed && sale.status !== 'Paid')) throw new Refusal('shop.holdExpired', { title: sale.title });
    if (sale.status !== 'Pending' || sale.pending <= 0) throw new Refusal('shop.saleNotPending', { number: sale.number });
  }
}

/** Whether the sales are one retention sale, or all retention lines of one and the same booking. */
function oneRetentionBooking(sales: CartSale[]): boolean {
  if (sales.length === 1) return true;
  const bookingIds = new Set(sales.flatMap((sale) => sale.bookings.map((booking) => booking.id)));
  return bookingIds.size === 1 && sales.every((sale) => sale.paymentType === PaymentType.Shared && sale.withRetention && sale.bookings.length > 0);
}

/**
 * The checkout, in one transaction: the cart is checked against the database (products and prices, units,
 * stock, the pending sales, the promo code, the transport), the product sale is written and the stock
 * taken, a visitor is registered, the chosen payment type takes the money, the sales are settled (or kept
 * as a debt to pay at the club) and their bookings confirmed; once paid, the voucher campaigns bought are
 * credited and the memberships bought started. Any refusal throws Refusal and rolls
 * everything back. With a guid, a second checkout of the same cart answers the first one's result.
 */
export async function runCheckout(db: Kysely<DB>, input: CheckoutInput, deps: CheckoutDeps): Promise<CheckoutDone> {
  try {
    return await checkoutTransaction(db, input, deps);
  } catch (error) {
    // A card set up first: everything this checkout wrote is rolled back (the cart is checked out on the return).
    if (error instanceof CardSetUp) return { model: error.model, fresh: false, customerId: input.customerId!, registered: null, total: 0, deferred: false };
    throw error;
  }
}

/** The answer of a checkout that must save a card before it can go on: thrown to roll its transaction back. */
class CardSetUp extends Error {
  constructor(readonly model: CheckoutModel) {
    super('card set-up first');
  }
}

function checkoutTransaction(db: Kysely<DB>, input: CheckoutInput, deps: CheckoutDeps): Promise<CheckoutDone> {
  // Run again from the start when PostgreSQL ends it to break a deadlock, until a provider has been called.
  return inTransaction(db, async (trx) => {
    const caller = checkoutCaller(input);
    if (input.guid && !(await claimCheckout(trx, input.guid, input.customerId))) {
      const first = (await findCheckoutResult(trx, input.guid)) as (JsonObject & { model: CheckoutModel; customerId: number; caller?: string }) | undefined;
      // The stored answer (and a visitor's login token in it) goes only to the caller who made it.
      if (first?.model && first.caller !== caller) throw new Refusal('shop.cartTaken');
      if (first?.model) return { model: first.model, fresh: false, customerId: first.customerId, registered: null, total: 0, deferred: false };
    }
    const done = await checkoutInTransaction(trx, input, deps);
    if (input.guid) await storeCheckoutResult(trx, input.guid, done.customerId, { model: done.model, customerId: done.customerId, caller } as unknown as JsonObject);
    return done;
  });
}

/** Who sent a checkout: the signed-in customer, or the visitor by the e-mail they register with. */
function checkoutCaller(input: CheckoutInput): string {
  return input.customerId !== null ? `customer:${input.customerId}` : `visitor:${(input.visitor?.email ?? '').trim().toLowerCase()}`;
}

async function checkoutInTransaction(trx: Transaction<DB>, input: CheckoutInput, deps: CheckoutDeps): Promise<CheckoutDone> {
  const { now, club, payments } = deps;
  if (input.saleItems.length === 0 && input.saleIds.length === 0) throw new Refusal('shop.emptyCart');
  if (input.acceptConditions === false) throw new Refusal('shop.conditionsRequired');

  // Who pays: the customer, or the visitor registering now.
  let customerId = input.customerId;
  let registered: CheckoutDone['registered'] = null;
  if (customerId === null) {
    if (!input.visitor) throw new Refusal('shop.loginRequired');
    if (await emailTaken(trx, input.visitor.email, 0)) throw new Refusal('identity.emailTaken');
    const created = await insertCustomer(trx, { ...input.visitor, address: input.address ?? {} });
    registered = { ...created, activationToken: await createOneTimeToken(trx, created.id, 'activation', now) };
    customerId = created.id;
  }

  // The product lines, priced and checked against the catalogue.
  const products = await findCartProducts(trx, [...new Set(input.saleItems.map((item) => item.productId))]);
  const lines = priceCartLines(input.saleItems, products);

  // The pending sales, locked for this transaction after the bookings they pay for (the lock order of
  // booking-joins.ts, which a rival booking expiring a hold and a provider's confirmation follow too).
  await lockBookingsOfSales(trx, [...new Set(input.saleIds)]);
  const sales = await findCartSales(trx, [...new Set(input.saleIds)], { lock: true });
  checkSales(input.saleIds, sales, registered ? [customerId] : await payableCustomerIds(trx, customerId), now);
  const first = sales[0];
  const cards = registered ? [] : await savedCards(trx, customerId);
  const shape: CartShape = {
    isShared: first?.paymentType === PaymentType.Shared,
    withRetention: first?.paymentType === PaymentType.Shared && first.withRetention,
    pendingAllowed: club.pending_payment_allowed,
    customerKnown: true,
    hasSavedCard: cards.length > 0,
  };
  // The owner's retention lines (their share and one per free place, as prebook writes them) are one
  // guarantee of one booking: they go together, never with anything else.
  if (shape.withRetention && (lines.length > 0 || !oneRetentionBooking(sales))) throw new Refusal('shop.sharedNotMixed');

  // Transport, when a product needs one.
  let shipping: Parameters<typeof insertOrderSale>[1]['shipping'] = null;
  if (lines.some((line) => line.product.transportRequired)) {
    if (input.shopTransportId === null) throw new Refusal('shop.transportRequired');
    const transport = (await activeTransports(trx)).find((candidate) => candidate.id === input.shopTransportId);
    if (!transport) throw new Refusal('shop.transportUnknown', { id: input.shopTransportId });
    shipping = {
      transportId: transport.id,
      product: { id: transport.productId, name: transport.productName, gross: transport.gross, net: transport.net, taxPercent: transport.taxPercent },
    };
  }

  // The promo code, its row locked so its last use goes to one checkout.
  const code = input.promoCode?.trim() ?? '';
  let promoCodeId: number | null = null;
  let discounts = lines.map(() => ({ discount: 0, netDiscount: 0 }));
  if (code !== '') {
    const promo = await findPromo(trx, code, customerId, { lock: true });
    discounts = applyPromo(
      promo,
      lines.map((line) => ({ productId: line.product.id, gross: line.gross, net: line.net, taxPercent: line.product.taxPercent, kind: line.product.kind })),
      now,
      code,
      club.time_zone,
    ).lines;
    promoCodeId = promo!.id;
  }

  // Stock: each product's units taken in one conditional UPDATE, products in ascending id (the lock order).
  // Short of units, the orders that held some past their payment deadline give them back first.
  const units = unitsByProduct(lines.map((line) => ({ productId: line.product.id, units: line.units })));
  for (const productId of [...units.keys()].sort((a, b) => a - b)) {
    const wanted = units.get(productId)!;
    if (await takeStock(trx, productId, wanted)) continue;
    if ((await lapseOverdueOrders(trx, now, { productId })).length > 0 && (await takeStock(trx, productId, wanted))) continue;
    const [shortage] = await stockShortages(trx, [{ productId, units: wanted }], now);
    throw new Refusal('shop.outOfStock', { product: products.get(productId)!.name, available: shortage?.available ?? 0 });
  }

  const payable: PayableSale[] = sales.map((sale) => ({ id: sale.id, title: sale.title, pending: sale.pending, bookings: sale.bookings, products: false }));
  if (lines.length > 0) {
    const order = await insertOrderSale(trx, {
      customerId,
      title: lines.map((line) => (line.units > 1 ? `${line.units} × ${line.product.name}` : line.product.name)).join(', '),
      lines: lines.map((line, index) => ({
        product: line.product,
        units: line.units,
        discount: discounts[index]!.discount,
        netDiscount: discounts[index]!.netDiscount,
        customerId: line.sent.customerId ?? customerId!,
        stockParentId: line.sent.stockParentId ?? null,
        stockParentName: line.sent.stockParentName ?? null,
        stockDetail: line.sent.stockDetail ?? null,
      })),
      shipping,
      promoCodeId,
      deliveryAddress: input.address,
      origin: input.origin,
      at: now,
    });
    payable.unshift({ id: order.id, title: order.number, pending: order.total, bookings: [], products: true });
  }
  const total: Cents = payable.reduce((sum, sale) => sum + sale.pending, 0);

  // A shared payment without retention keeps a saved card as guarantee (spec 3 §4.3). A customer who has none
  // and owes nothing by card now (a free share, or a voucher to pay it with) saves one first: a method that
  // can set a card up without charging it answers its set-up, and nothing of this checkout is kept.
  const cardToSave = shape.isShared && !shape.withRetention && !shape.hasSavedCard && registered === null && (total === 0 || input.voucherId !== null);

  // The payment type takes the money (or says it is owed at the club).
  let method = null;
  if (total > 0 || (cardToSave && input.paymentMethodId !== null)) {
    if (input.paymentMethodId === null) throw new Refusal('shop.paymentMethodRequired');
    method = (await activePaymentMethods(trx)).find((candidate) => candidate.id === input.paymentMethodId) ?? null;
    if (!method) throw new Refusal('shop.paymentMethodUnknown', { id: input.paymentMethodId });
    const savedCard = input.tokenId !== null && cards.some((card) => String(card.id) === String(input.tokenId) && card.paymentMethodId === method!.id);
    if (!methodAllowed(method, shape, savedCard)) {
      if (input.voucherId !== null && shape.isShared) throw new Refusal(shape.withRetention ? 'shop.voucherShared' : 'shop.voucherNeedsCard');
      throw new Refusal('shop.paymentMethodNotAllowed', { method: method.name });
    }
  }
  // From the provider's first call on, this transaction is not run again (inTransaction): a second run
  // would call the provider a second time, for a card maybe already charged.
  if (method && !DATABASE_ONLY_TYPES.includes(method.type)) noRetryAfterThis(trx);
  const setupCard = cardToSave && method ? paymentTypeFor(method.type)?.setupCard : undefined;
  if (setupCard)
    throw new CardSetUp({
      saleIds: [],
      paid: false,
      errorMsg: null,
      ...(await setupCard({ trx, payments, now, club, customerId, method: method!, sales: payable, total, voucherId: null, tokenId: null, saveCard: true })),
    });
  const module = paymentTypeFor(total > 0 && method ? method.type : 'free');
  if (!module) throw new Refusal('shop.providerNotAvailable', { method: method?.name ?? '' });
  const outcome = await module.start({
    trx,
    payments,
    now,
    club,
    customerId,
    method,
    sales: payable,
    total,
    voucherId: input.voucherId,
    tokenId: input.tokenId,
    saveCard: input.saveCard,
  });
  const saleIds = payable.map((sale) => sale.id);
  const model: CheckoutModel = { saleIds, paid: outcome.kind !== 'provider', errorMsg: null };
  if (outcome.kind === 'provider') {
    await checkOutSales(trx, saleIds, { groupId: randomUUID(), paymentMethodId: method?.id ?? null, voucherId: null, paid: false, at: now, language: deps.language });
    Object.assign(model, outcome.model);
    // The order goes on at the provider: it keeps its units until the payment deadline, and no longer.
    const order = payable.find((sale) => sale.products);
    if (order && outcome.model.paid !== true) await reserveUntilDeadline(trx, order.id, units, now, club);
  } else {
    const paid = outcome.kind === 'paid';
    await checkOutSales(trx, saleIds, {
      groupId: randomUUID(),
      paymentMethodId: method?.id ?? null,
      voucherId: paid ? outcome.voucherId : null,
      paid,
      at: now,
      language: deps.language,
    });
    await confirmBookingsOfSales(trx, saleIds, { settled: paid });
    if (paid) {
      // An order paid from the debts page while its provider payment was still open: its units stay sold.
      await keepReservedStock(trx, saleIds);
      await creditVoucherCampaigns(trx, saleIds, customerId, now);
      await startBoughtMemberships(trx, saleIds, now);
    }
  }
  if (registered) model.login = await deps.login(registered);
  return { model, fresh: true, customerId, registered, total, deferred: outcome.kind === 'deferred' };
}

/** Payment types the checkout settles in its own database: everything else calls a provider. */
const DATABASE_ONLY_TYPES: PaymentMethodType[] = [PaymentMethodType.Pending, PaymentMethodType.MoneyVoucher, PaymentMethodType.SessionsVoucher, PaymentMethodType.HoursVoucher];

/**
 * An order handed to a provider: it lapses at the club's shop payment deadline unless paid by then, and the
 * units it took from stock are recorded as reserved until then (given back when it fails or lapses).
 */
async function reserveUntilDeadline(trx: Transaction<DB>, saleId: number, units: Map<number, number>, now: Date, club: Club): Promise<void> {
  await setOrderDeadline(trx, saleId, new Date(now.getTime() + club.shop_payment_deadline_mins * 60_000));
  const managed = await stockManaged(trx, [...units.keys()]);
  await reserveStock(trx, saleId, new Map([...units].filter(([productId]) => managed.has(productId))));
}
