import { defineHandlers } from '../handler';
import { currentClub } from '../../repositories/club';
import { listDebts } from '../../repositories/debts';
import { stockShortages } from '../../repositories/stock';
import { findCartProducts } from '../../repositories/checkout';
import { findPromo } from '../../repositories/promos';
import { checkoutInfo } from '../../checkout/checkout-info';
import { applyPromo } from '../../checkout/promo';
import { priceCartLines } from '../../checkout/cart';
import { Refusal, refusalsCarry } from '../../http/refusal';
import { fromCents } from '../../../domain/money';
import { hashPassword } from '../../identity/password';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../../identity/password-policy';
import { answerCheckout, checkoutInput } from './checkout';

/** The customer a body names, when it is a real one (visitors send none, 0 or -1). */
const knownCustomer = (id: number | null | undefined) => (typeof id === 'number' && id > 0 ? id : null);

export const handlers = defineHandlers({
  async getPendingSales({ params }, request) {
    return { ok: true, data: await listDebts(request.server.db, params.customerId, request.server.clock.now()) };
  },

  async getPaymentModeSettings(_input, request) {
    const club = await currentClub(request.server.db);
    return {
      pendingPaymentAllowed: club.pending_payment_allowed,
      sharedPaymentAllowed: club.shared_payment_allowed,
      sharedPaymentWithRetention: club.shared_payment_with_retention,
      fullPaymentAllowedWithSpecialPrices: club.full_payment_allowed_with_special_prices,
    };
  },

  /** Before an add or an increment: enough units of every product with stock (the sale itself takes them atomically). */
  async checkStock({ body }, request) {
    const [shortage] = await stockShortages(request.server.db, body.saleItemsDto, request.server.clock.now());
    if (!shortage) return { ok: true, error: null };
    const error =
      shortage.name === null
        ? request.t('shop.productUnavailable', { id: shortage.productId })
        : request.t('shop.outOfStock', { product: shortage.name, available: shortage.available });
    return { ok: false, error, errorMsg: error };
  },

  async getCheckoutInfo({ body }, request) {
    const { db, clock } = request.server;
    return { ok: true, model: await checkoutInfo(db, await currentClub(db), body, null, clock.now(), (key) => request.t(key)) };
  },

  async getCustomerCheckoutInfo({ body }, request) {
    const { db, clock } = request.server;
    return { ok: true, model: await checkoutInfo(db, await currentClub(db), body, body.customerId, clock.now(), (key) => request.t(key)) };
  },

  async validatePromoCode({ body }, request) {
    const { db, clock, clubReads } = request.server;
    refusalsCarry(request, () => ({ data: null }));
    const items = body.saleItems ?? [];
    const lines = priceCartLines(items, await findCartProducts(db, [...new Set(items.map((item) => item.productId))]));
    const promo = await findPromo(db, body.code, knownCustomer(body.customerId));
    const applied = applyPromo(
      promo,
      lines.map((line) => ({ productId: line.product.id, gross: line.gross, net: line.net, taxPercent: line.product.taxPercent, kind: line.product.kind })),
      clock.now(),
      body.code,
      (await clubReads.bookingSettings()).time_zone,
    );
    // The net discount the order will state and its invoice add up to: the one money rule (domain/taxes.ts).
    return {
      ok: true,
      data: {
        discount: fromCents(applied.discount),
        netDiscount: fromCents(applied.netDiscount),
        discountedTaxes: fromCents(applied.discount - applied.netDiscount),
        discountType: promo!.discountType,
      },
    };
  },

  async checkout({ body, customer }, request) {
    // A signed-in caller paying through the visitors' call pays as themself.
    if (customer) return answerCheckout(request, checkoutInput(body, customer.customerId, null));
    const problem = passwordProblem(body.customer.password);
    if (problem) {
      refusalsCarry(request, (errorMsg) => ({ model: { errorMsg } }));
      throw new Refusal(problem, { min: MIN_PASSWORD_LENGTH });
    }
    const visitor = {
      email: body.customer.email.trim(),
      passwordHash: await hashPassword(body.customer.password),
      name: body.customer.name.trim(),
      surname: body.customer.surname.trim(),
      phone: body.customer.phone.trim() || null,
      okRss: body.customer.okRss === true,
      acceptConditions: body.customer.acceptConditions,
    };
    return answerCheckout(request, checkoutInput(body, null, visitor));
  },

  async checkoutCustomer({ body }, request) {
    if (body.customer?.id != null && body.customer.id !== body.customerId) {
      refusalsCarry(request, (errorMsg) => ({ model: { errorMsg } }));
      throw new Refusal('shop.customerMismatch', { id: body.customerId });
    }
    return answerCheckout(request, checkoutInput(body, body.customerId, null));
  },
});
