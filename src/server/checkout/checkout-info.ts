import type { Kysely } from 'kysely';
import { PaymentType } from '../booking-engine/payment';
import type { components } from '../../generated/api';
import { fromCents } from '../../domain/money';
import type { DB } from '../db/schema';
import type { Club } from '../repositories/club';
import { money } from '../documents/format';
import { activePaymentMethods, activeTransports, findCartProducts } from '../repositories/checkout';
import { findCartSales } from '../repositories/sales';
import { checkoutCustomerData } from '../repositories/customers';
import { savedCards } from '../repositories/card-tokens';
import { usableVouchers } from '../repositories/vouchers';
import { methodAllowed, isVoucherType, takesCurrency, savedCardMethods, voucherBlock, type CartShape } from './cart-rules';
import { VOUCHER_KIND_OF } from './payment-types/vouchers';
import type { MessageKey } from '../i18n/messages';

type CheckoutInfo = components['schemas']['CheckoutInfo'];
type PaymentMethodAnswer = components['schemas']['PaymentMethod'];

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
    activePaymentMethods(db).then((all) => all.filter((method) => takesCurrency(method.type, club.currency_code))),
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
  const paymentDeadline = (sharing: boolean) => (deadline ? { date: deadline.toISOString(), isSharedPaymentAllowed: sharing } : null);
  const answer = (method: (typeof methods)[number]): PaymentMethodAnswer => ({
    id: method.id,
    type: method.type,
    name: method.name,
    description: method.description,
    tokenId: null,
    allowTokenization: method.allowTokenization,
    forceSaveCreditCard: method.forceSaveCreditCard || (shape.isShared && !shape.withRetention),
    paymentDeadline: paymentDeadline(method.allowTokenization),
    publicSettings: method.publicConfig,
  });
  const paymentMethods: PaymentMethodAnswer[] = [
    ...savedCardMethods(cards, methods)
      .filter(({ method }) => methodAllowed(method, shape, true))
      .map(({ card, method }) => ({
        ...answer(method),
        name: `${card.brand ?? method.name} •••• ${card.cardEnding}`,
        tokenId: card.id,
        forceSaveCreditCard: false,
        paymentDeadline: paymentDeadline(true),
      })),
    ...methods.filter((method) => !isVoucherType(method.type) && methodAllowed(method, shape)).map(answer),
  ];
  const block = voucherBlock(shape);
  const voucherMethod = (kind: string) => methods.find((method) => VOUCHER_KIND_OF[method.type] === kind);
  const optionsFor = (bookingSale: boolean) =>
    block
      ? []
      : vouchers.flatMap((voucher) => {
          const method = voucherMethod(voucher.kind);
          if (!method || (voucher.kind !== 'Money' && !bookingSale)) return [];
          // A money voucher's balance as the club writes money ("49,50 €"); sessions and hours stay counts.
          const balance = voucher.kind === 'Money' ? money(club, voucher.balance) : String(voucher.balance);
          return [{ id: method.id, name: `${voucher.name} (${balance})`, voucher: { id: voucher.id } }];
        });
  const entries = [
    ...(productIds.length > 0 ? [{ saleId: null, vouchers: optionsFor(false) }] : []),
    ...sales.map((sale) => ({ saleId: sale.id, vouchers: optionsFor(sale.bookings.length > 0) })),
  ].filter((entry) => entry.vouchers.length > 0);
  const needsTransport = [...products.values()].some((product) => product.transportRequired);
  const config = (type: number, key: string) => {
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
    payPalId: (config(9, 'clientId') as string | null) ?? null,
    netPayPublicKey: (config(10, 'publicKey') as string | null) ?? null,
    netPayProdMode: (config(10, 'prodMode') as boolean | null) ?? null,
    isSharedPayment: shape.isShared,
    withRetention: shape.withRetention,
    allowVouchers: { allowed: block === null, reason: block ? t(block) : null },
  };
}
