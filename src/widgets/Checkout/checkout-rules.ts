import type { components } from '../../generated/api';
import { paymentProviderFor } from '../payment-providers/registry';
import type { Message } from '../../i18n/message';

type Schemas = components['schemas'];
export type CheckoutInfo = Schemas['CheckoutInfo'];
export type PaymentMethod = Schemas['PaymentMethod'];

/** The delivery and registration fields of the checkout (doc 3 §3, Checkout info). */
export const ADDRESS_FIELDS = ['name', 'surname', 'addressLine1', 'city', 'town', 'country', 'postalCode', 'email', 'phone'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
export type CheckoutForm = Record<AddressField | 'password' | 'password2', string> & { okRss: boolean; acceptConditions: boolean };

export const EMPTY_FORM: CheckoutForm = {
  name: '',
  surname: '',
  addressLine1: '',
  city: '',
  town: '',
  country: '',
  postalCode: '',
  email: '',
  phone: '',
  password: '',
  password2: '',
  okRss: false,
  acceptConditions: false,
};

/** Where each validation text of doc 3 §5.1 is shown. */
export type ProblemPlace = AddressField | 'password' | 'password2' | 'cart' | 'transport' | 'method' | 'legal' | 'coupon' | 'login';
export type Problems = Partial<Record<ProblemPlace, Message>>;

export interface CheckoutState {
  loggedIn: boolean;
  cartEmpty: boolean;
  hasSales: boolean;
  transportRequired: boolean;
  transportId: number | null;
  form: CheckoutForm;
  /** The chosen method (a saved card too), or null. */
  method: PaymentMethod | null;
  /** A voucher was chosen to pay with: no payment method needed. */
  voucherChosen: boolean;
  free: boolean;
  isSharedPayment: boolean;
  couponTyped: string;
  couponApplied: string | null;
}

/** Every check of doc 3 §5.1, each with its message in its place; empty when the checkout may go on. */
export function checkoutProblems(state: CheckoutState): Problems {
  const problems: Problems = {};
  if (state.cartEmpty) problems.cart = { key: 'checkout.emptyBasket' };
  if (!state.loggedIn && state.hasSales) problems.login = { key: 'checkout.loginOrRegister' };
  if (!state.loggedIn || state.transportRequired) {
    for (const field of ADDRESS_FIELDS) if (!state.form[field].trim()) problems[field] = { key: 'checkout.requiredFields' };
  }
  if (!state.loggedIn) {
    if (!state.form.password) problems.password = { key: 'checkout.requiredFields' };
    else if (state.form.password !== state.form.password2) problems.password2 = { key: 'checkout.passwordMismatch' };
  }
  if (state.transportRequired && state.transportId === null) problems.transport = { key: 'checkout.selectTransport' };
  if (!state.voucherChosen) {
    if (state.method === null && !state.free) problems.method = { key: state.isSharedPayment ? 'checkout.sharedGuarantee' : 'checkout.selectPaymentMethod' };
    else if (state.method && state.isSharedPayment && state.method.paymentDeadline?.isSharedPaymentAllowed === false) problems.method = { key: 'checkout.sharedDeadline' };
  }
  if (!state.form.acceptConditions) problems.legal = { key: 'checkout.acceptLegal' };
  const typed = state.couponTyped.trim();
  if (typed && typed !== state.couponApplied) problems.coupon = { key: 'checkout.pressApplyCoupon' };
  return problems;
}

/**
 * Whether the save-card box is ticked and locked: a provider that pays only with a registered card (Transbank's Oneclick, doc 3 §4.3),
 * a method that must save the card, or a shared payment that needs one as guarantee.
 */
export function saveCardForced(method: PaymentMethod, sharedNeedsCard: boolean): boolean {
  return paymentProviderFor(method.type)?.alwaysSavesCard === true || method.forceSaveCreditCard === true || sharedNeedsCard;
}

/** Whether the checkout offers to save the card of this method (a saved card is saved already). */
export function offersSaveCard(method: PaymentMethod | null, sharedNeedsCard: boolean): method is PaymentMethod {
  return method !== null && method.tokenId == null && (method.allowTokenization === true || saveCardForced(method, sharedNeedsCard));
}

/** A method's key in the radio group: a saved card is its method plus its token. */
export function methodKey(method: PaymentMethod): string {
  return method.tokenId == null ? `m${method.id}` : `m${method.id}-t${method.tokenId}`;
}
