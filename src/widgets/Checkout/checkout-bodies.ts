import type { components, operations } from '../../generated/api';
import { ADDRESS_FIELDS, type CheckoutForm, type PaymentMethod } from './checkout-rules';
import type { AppliedCoupon } from './checkout-resume';
import type { VoucherChoice } from './checkout-flow';
import { ORIGIN_WEB } from '../../domain/enums';

type Schemas = components['schemas'];
type VisitorCheckoutBody = operations['checkout']['requestBody']['content']['application/json'];
type CustomerCheckoutBody = operations['checkoutCustomer']['requestBody']['content']['application/json'];

/** Origin CZ_Web (doc 3, enumerations). */

/** What the page knows when Pay (or a provider's token) sends the checkout. */
export interface CheckoutInput {
  customerId: number | null;
  form: CheckoutForm;
  saleItems: Schemas['SaleItem'][];
  saleIds: number[];
  guid: string;
  method: PaymentMethod | null;
  voucher: VoucherChoice | null;
  coupon: AppliedCoupon | null;
  transportId: number | null;
  savesCard: boolean;
  /** A provider's token for a card entered in the portal (NetPay, Authorize.Net, Transbank's saved card). */
  tokenId: string | number | null;
  /** The provider's data that goes with that token and is never stored (tpvOnlineNotPersitedInfo). */
  extra?: Record<string, string>;
  /** The provider's data kept with the payment attempt (tpvOnlineInfoTemp): Transbank's return, the registration it finished. */
  kept?: Record<string, string>;
}

export type CheckoutRequest = { path: '/api/shop/checkout-customer'; body: CustomerCheckoutBody } | { path: '/api/shop/checkout'; body: VisitorCheckoutBody };

/**
 * shop/checkout-customer for a logged-in customer, shop/checkout for a visitor who signs up with it (doc 3 §7). The
 * cart guid makes a double submit one sale.
 */
export function checkoutRequest(input: CheckoutInput): CheckoutRequest {
  const { voucher, method } = input;
  const common = {
    ...(input.saleItems.length > 0 ? { saleItems: input.saleItems } : {}),
    saleIds: input.saleIds,
    paymentMethodId: voucher ? voucher.methodId : (method?.id ?? null),
    tokenId: input.tokenId ?? (voucher ? null : (method?.tokenId ?? null)),
    voucherId: voucher?.voucherId ?? null,
    promoCode: input.coupon?.code ?? null,
    shopTransportId: input.transportId,
    saveCreditCard: method ? input.savesCard : null,
    guid: input.guid,
    tpvOnlineInfoTemp: input.kept ?? null,
    tpvOnlineNotPersitedInfo: input.extra ?? null,
    origin: ORIGIN_WEB,
  };
  if (input.customerId === null) return { path: '/api/shop/checkout', body: { ...common, customer: newCustomerOf(input.form) } };
  const customer = {
    id: input.customerId,
    ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, input.form[field].trim() || null])),
    okRss: input.form.okRss,
    acceptConditions: input.form.acceptConditions,
  };
  return { path: '/api/shop/checkout-customer', body: { ...common, customerId: input.customerId, customer } };
}

/** A new customer signs up with the checkout: the form's rules (all address fields, the conditions accepted) already passed. */
function newCustomerOf(form: CheckoutForm) {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, form[field].trim()])) as Record<(typeof ADDRESS_FIELDS)[number], string>;
  return { ...address, id: null, password: form.password, okRss: form.okRss, acceptConditions: true as const };
}

/** promos/validate: the typed code for this cart and customer (0 for a visitor). */
export function promoBody(code: string, customerId: number | null, saleItems: Schemas['SaleItem'][], saleIds: number[]) {
  return { code, customerId: customerId ?? 0, saleItems, saleIds };
}
