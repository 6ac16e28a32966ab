import type { Kysely } from 'kysely';
import { PaymentType } from '../booking-engine/payment';
import type { components } from '../../generated/api';
import { fromCents } from '../../domain/money';
import { PaymentMethodType, type DB } from '../db/schema';
import type { Club } from '../repositories/club';
import { activePaymentMethods, activeTransports, findCartProducts } from '../repositories/checkout';
import { findCartSales } from '../repositories/sales';
import { checkoutCustomerData } from '../repositories/customers';
import { savedCards } from '../repositories/card-tokens';
import { usableVouchers } from '../repositories/vouchers';
import { knownMethodType } from '../payments/providers';
import { takesCurrency, voucherBlock, type CartShape } from './cart-rules';
import { paymentMethodAnswers, voucherEntries } from './checkout-offers';
import type { MessageKey } from '../i18n/messages';

type CheckoutInfo = components['schemas']['CheckoutInfo'];

export interface CartRequest {
  saleItems?: Array<{ productId: number }>;
  saleIds?: number[];
}

/** The checkout page's data for a cart: customer fields, the methods allowed for it, vouchers per sale, transports, currency and deadlines. */
export async function checkoutInfo(db: Kysely<DB>, club: Club, cart: CartRequest, customerId: number | null, now: Date, t: (key: MessageKey) => string): Promise<CheckoutInfo> {
  const productIds = [...new Set((cart.saleItems ?? []).map((item) => item.productId))];
  const [products, cartSales, methods, transports, customer, cards, vouchers] = await Promise.all([
    findCartProducts(db, productIds),
    findCartSales(db, cart.saleIds ?? []),
    activePaymentMethods(db).then((all) => all.filter((method) => knownMethodType(method.type) && takesCurrency(method.type, club.currency_code))),
    activeTransports(db),
    customerId === null ? undefined : checkoutCustomerData(db, customerId),
    customerId === null ? [] : savedCards(db, customerId),
    customerId === null ? [] : usableVouchers(db, customerId, now),
  ]);
  // A customer's cart holds only their own sales: another customer's sale id tells nothing (deadline, vouchers).
  const sales = customerId === null ? cartSales : cartSales.filter((sale) => sale.customerId === customerId);
  const first = sales[0];
  const shape: CartShape = {
    isShared: first?.paymentType === PaymentType.Shared,
    withRetention: first?.paymentType === PaymentType.Shared && first.withRetention,
    pendingAllowed: club.pending_payment_allowed,
    customerKnown: customerId !== null,
    hasSavedCard: cards.length > 0,
  };
  const deadlines = sales.flatMap((sale) => (sale.paymentDeadline ? [sale.paymentDeadline] : []));
  const deadline = deadlines.length > 0 ? new Date(Math.min(...deadlines.map((date) => date.getTime()))) : null;
  const paymentMethods = paymentMethodAnswers(methods, cards, shape, deadline);
  const block = voucherBlock(shape);
  const entries = block ? [] : voucherEntries(club, methods, vouchers, productIds.length > 0, sales);
  const needsTransport = [...products.values()].some((product) => product.transportRequired);
  // The spec's legacy fields of PayPal and NetPay; every other provider's portal widget reads its method's publicConfig.
  const config = (type: PaymentMethodType, key: string) => {
    const value = methods.find((method) => method.type === type)?.publicConfig[key];
    return value === undefined || value === null ? null : value;
  };
  return {
    name: customer?.name ?? null,
    surname: customer?.surname ?? null,
    addressLine1: customer?.address_line1 ?? null,
    city: customer?.city ?? null,
    town: customer?.town ?? null,
    country: customer?.country ?? null,
    postalCode: customer?.postal_code ?? null,
    email: customer?.email ?? null,
    phone: customer?.phone ?? null,
    okRss: customer?.ok_rss ?? null,
    acceptConditions: customer?.accept_conditions ?? null,
    paymentMethods,
    vouchers: entries,
    transports: needsTransport
      ? transports.map((transport) => ({
          id: transport.id,
          name: transport.name,
          deliveryTime: transport.deliveryTime,
          logo: transport.logo,
          product: { grossPrice: fromCents(transport.gross), netPrice: fromCents(transport.net) },
        }))
      : [],
    currency: club.currency_code,
    payPalId: (config(PaymentMethodType.PayPal, 'clientId') as string | null) ?? null,
    netPayPublicKey: (config(PaymentMethodType.NetPay, 'publicKey') as string | null) ?? null,
    netPayProdMode: (config(PaymentMethodType.NetPay, 'prodMode') as boolean | null) ?? null,
    isSharedPayment: shape.isShared,
    withRetention: shape.withRetention,
    allowVouchers: { allowed: block === null, reason: block ? t(block) : null },
  };
}
