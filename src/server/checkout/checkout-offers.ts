import type { components } from '../../generated/api';
import { money } from '../documents/format';
import type { activePaymentMethods } from '../repositories/checkout';
import type { Club } from '../repositories/club';
import type { savedCards } from '../repositories/card-tokens';
import type { findCartSales } from '../repositories/sales';
import type { usableVouchers } from '../repositories/vouchers';
import { isVoucherType, methodAllowed, savedCardMethods, type CartShape } from './cart-rules';
import { VOUCHER_KIND_OF } from './payment-types/vouchers';

// What the checkout offers a cart to pay with: its payment methods (saved cards first) and its vouchers per sale.

type PaymentMethodAnswer = components['schemas']['PaymentMethod'];
type Method = Awaited<ReturnType<typeof activePaymentMethods>>[number];
type Card = Awaited<ReturnType<typeof savedCards>>[number];

/** The methods the cart's shape allows, each saved card as a method of its own, with the cart's payment deadline. */
export function paymentMethodAnswers(methods: Method[], cards: Card[], shape: CartShape, deadline: Date | null): PaymentMethodAnswer[] {
  const paymentDeadline = (sharing: boolean) => (deadline ? { date: deadline.toISOString(), isSharedPaymentAllowed: sharing } : null);
  const answer = (method: Method): PaymentMethodAnswer => ({
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
  return [
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
}

/** The vouchers the customer may use, per sale of the cart (and for its products): only money vouchers pay for products. */
export function voucherEntries(
  club: Club,
  methods: Method[],
  vouchers: Awaited<ReturnType<typeof usableVouchers>>,
  withProducts: boolean,
  sales: Awaited<ReturnType<typeof findCartSales>>,
) {
  const voucherMethod = (kind: string) => methods.find((method) => VOUCHER_KIND_OF[method.type] === kind);
  const optionsFor = (bookingSale: boolean) =>
    vouchers.flatMap((voucher) => {
      const method = voucherMethod(voucher.kind);
      if (!method || (voucher.kind !== 'Money' && !bookingSale)) return [];
      // A money voucher's balance as the club writes money ("49,50 €"); sessions and hours stay counts.
      const balance = voucher.kind === 'Money' ? money(club, voucher.balance) : String(voucher.balance);
      return [{ id: method.id, name: `${voucher.name} (${balance})`, voucher: { id: voucher.id } }];
    });
  return [
    ...(withProducts ? [{ saleId: null, vouchers: optionsFor(false) }] : []),
    ...sales.map((sale) => ({ saleId: sale.id, vouchers: optionsFor(sale.bookings.length > 0) })),
  ].filter((entry) => entry.vouchers.length > 0);
}
