import type { Kysely } from 'kysely';
import { inTransaction } from '../../db/database';
import type { DB, JsonObject } from '../../db/schema';
import { Refusal } from '../../http/refusal';
import { claimCheckout, findCheckoutResult, storeCheckoutResult } from '../../repositories/checkout';
import type { CheckoutModel } from '../payment-types/payment-type';
import type { PayableSale } from '../payment-types';
import { payer } from './payer';
import { readCart } from './cart';
import { writeOrder } from './order';
import { CardSetUp, pay } from './pay';
import type { CheckoutDeps, CheckoutDone, CheckoutInput, CheckoutStep } from './types';

/**
 * The checkout, its steps (payer, cart, order, pay) in one transaction: any refusal throws Refusal and rolls
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
    const done = await checkoutInTransaction({ trx, input, deps });
    if (input.guid) await storeCheckoutResult(trx, input.guid, done.customerId, { model: done.model, customerId: done.customerId, caller } as unknown as JsonObject);
    return done;
  });
}

/** Who sent a checkout: the signed-in customer, or the visitor by the e-mail they register with. */
function checkoutCaller(input: CheckoutInput): string {
  return input.customerId !== null ? `customer:${input.customerId}` : `visitor:${(input.visitor?.email ?? '').trim().toLowerCase()}`;
}

/** The steps of a checkout, in its transaction. */
async function checkoutInTransaction(step: CheckoutStep): Promise<CheckoutDone> {
  const { customerId, registered } = await payer(step);
  const cart = await readCart(step, customerId, registered !== null);
  const { order, units } = await writeOrder(step, cart, customerId);
  const payable: PayableSale[] = cart.sales.map((sale) => ({ id: sale.id, title: sale.title, pending: sale.pending, bookings: sale.bookings, products: false }));
  if (order) payable.unshift(order);
  const { model, total, deferred } = await pay(step, { customerId, payable, shape: cart.shape, cards: cart.cards, units, registering: registered !== null });
  if (registered) model.login = await step.deps.login(registered);
  return { model, fresh: true, customerId, registered, total, deferred };
}
