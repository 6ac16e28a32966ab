import { shownAmount, toCents, type Cents } from '../../domain/money';
import type { AppliedCoupon } from './checkout-resume';
import type { CheckoutInfo, PaymentMethod } from './checkout-rules';

type Transport = NonNullable<CheckoutInfo['transports']>[number];

export interface CheckoutTotals {
  subtotal: Cents;
  transport: Cents;
  discount: Cents;
  total: Cents;
  /** Nothing to pay and no method must save a card: Pay needs no payment method (doc 3 §4.3). */
  free: boolean;
}

/**
 * The totals the page shows and checks, in exact cents: the cart, the chosen transport and the applied coupon, each
 * gross or net as the club shows prices (PriceWithTaxes); never below 0.
 */
export function checkoutTotals(input: {
  cartTotal: number;
  transport: Transport | null;
  coupon: AppliedCoupon | null;
  withTaxes: boolean | null | undefined;
  methods: readonly PaymentMethod[];
}): CheckoutTotals {
  const subtotal = toCents(input.cartTotal);
  const transport = input.transport ? toCents(shownAmount(input.transport.product?.grossPrice, input.transport.product?.netPrice, input.withTaxes) ?? 0) : 0;
  const discount = input.coupon ? toCents(input.withTaxes === false ? input.coupon.netDiscount : input.coupon.discount) : 0;
  const total = Math.max(0, subtotal + transport - discount);
  return { subtotal, transport, discount, total, free: total === 0 && !input.methods.some((method) => method.forceSaveCreditCard) };
}
