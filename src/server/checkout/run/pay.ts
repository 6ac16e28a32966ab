import { randomUUID } from 'node:crypto';
import { noRetryAfterThis } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { activePaymentMethods } from '../../repositories/checkout';
import { checkOutSales } from '../../repositories/sales';
import { creditVoucherCampaigns } from '../../repositories/vouchers';
import { confirmBookingsOfSales } from '../../repositories/booking-payments';
import { startBoughtMemberships } from '../../repositories/fees';
import { keepReservedStock } from '../../repositories/stock';
import { CLUB_OWN_TYPES } from '../../payments/providers';
import { methodAllowed, type CartShape } from '../cart-rules';
import { paymentTypeFor, type PayableSale } from '../payment-types';
import type { CheckoutModel } from '../payment-types/payment-type';
import { reserveUntilDeadline } from './order';
import type { CheckoutStep } from './types';

/** The answer of a checkout that must save a card before it can go on: thrown to roll its transaction back. */
export class CardSetUp extends Error {
  constructor(readonly model: CheckoutModel) {
    super('card set-up first');
  }
}

type Method = Awaited<ReturnType<typeof activePaymentMethods>>[number];

/** Step 4: the payment method chosen, when money is owed or a card is to be saved: active and allowed for this cart. */
async function chooseMethod({ trx, input }: CheckoutStep, shape: CartShape, cards: Array<{ id: number; paymentMethodId: number }>, needed: boolean): Promise<Method | null> {
  if (!needed) return null;
  if (input.paymentMethodId === null) throw new Refusal('shop.paymentMethodRequired');
  const method = (await activePaymentMethods(trx)).find((candidate) => candidate.id === input.paymentMethodId);
  if (!method) throw new Refusal('shop.paymentMethodUnknown', { id: input.paymentMethodId });
  const savedCard = input.tokenId !== null && cards.some((card) => String(card.id) === String(input.tokenId) && card.paymentMethodId === method.id);
  if (methodAllowed(method, shape, savedCard)) return method;
  if (input.voucherId !== null && shape.isShared) throw new Refusal(shape.withRetention ? 'shop.voucherShared' : 'shop.voucherNeedsCard');
  throw new Refusal('shop.paymentMethodNotAllowed', { method: method.name });
}

export interface ToPay {
  customerId: number;
  payable: PayableSale[];
  shape: CartShape;
  cards: Array<{ id: number; paymentMethodId: number }>;
  units: Map<number, number>;
  registering: boolean;
}

/**
 * Step 5: the payment type takes the money (or says it is owed at the club) and the sales are settled. A
 * shared payment without retention keeps a saved card as guarantee (spec 3 §4.3): a customer who has none and
 * owes nothing by card now (a free share, or a voucher to pay it with) saves one first, and nothing of this
 * checkout is kept (CardSetUp rolls it back).
 */
export async function pay(
  step: CheckoutStep,
  { customerId, payable, shape, cards, units, registering }: ToPay,
): Promise<{ model: CheckoutModel; total: number; deferred: boolean }> {
  const { trx, input, deps } = step;
  const { now, club, payments } = deps;
  const total = payable.reduce((sum, sale) => sum + sale.pending, 0);
  const cardToSave = shape.isShared && !shape.withRetention && !shape.hasSavedCard && !registering && (total === 0 || input.voucherId !== null);
  const method = await chooseMethod(step, shape, cards, total > 0 || (cardToSave && input.paymentMethodId !== null));
  // The club's own types settle in this database; from a provider's first call on, this transaction is not run
  // again (inTransaction): a second run would call the provider a second time, for a card maybe already charged.
  if (method && !CLUB_OWN_TYPES.includes(method.type)) noRetryAfterThis(trx);
  const context = { trx, payments, now, club, customerId, method, sales: payable, total };
  const setupCard = cardToSave && method ? paymentTypeFor(method.type)?.setupCard : undefined;
  if (setupCard)
    throw new CardSetUp({ saleIds: [], paid: false, errorMsg: null, ...(await setupCard({ ...context, method: method!, voucherId: null, tokenId: null, saveCard: true })) });
  const module = paymentTypeFor(total > 0 && method ? method.type : 'free');
  if (!module) throw new Refusal('shop.providerNotAvailable', { method: method?.name ?? '' });
  const outcome = await module.start({ ...context, voucherId: input.voucherId, tokenId: input.tokenId, saveCard: input.saveCard });
  const saleIds = payable.map((sale) => sale.id);
  const model: CheckoutModel = { saleIds, paid: outcome.kind !== 'provider', errorMsg: null };
  const paid = outcome.kind === 'paid';
  const voucherId = outcome.kind === 'paid' ? outcome.voucherId : null;
  await checkOutSales(trx, saleIds, { groupId: randomUUID(), paymentMethodId: method?.id ?? null, voucherId, paid, at: now, language: deps.language });
  if (outcome.kind === 'provider') {
    Object.assign(model, outcome.model);
    // The order goes on at the provider: it keeps its units until the payment deadline, and no longer.
    const order = payable.find((sale) => sale.products);
    if (order && outcome.model.paid !== true) await reserveUntilDeadline(trx, order.id, units, now, club);
    return { model, total, deferred: false };
  }
  await confirmBookingsOfSales(trx, saleIds, { settled: paid });
  if (paid) {
    // An order paid from the debts page while its provider payment was still open: its units stay sold.
    await keepReservedStock(trx, saleIds);
    await creditVoucherCampaigns(trx, saleIds, customerId, now);
    await startBoughtMemberships(trx, saleIds, now);
  }
  return { model, total, deferred: outcome.kind === 'deferred' };
}
