import type { Message } from '../../i18n/message';
import type { PaymentMethod } from '../payment-providers/provider-widget';
import type { AppliedCoupon } from './checkout-resume';
import { ADDRESS_FIELDS, methodKey, type CheckoutForm, type CheckoutInfo, type ProblemPlace, type Problems } from './checkout-rules';
import { paymentFlow, REVIEWING, type PaymentEvent, type PaymentState } from './payment-flow';

// The checkout screen's flow as one pure model, so it is tested without React; the widget renders from it and
// `checkout` itself goes through useAction.

/** A voucher chosen to pay with: its payment method and the voucher. */
export interface VoucherChoice {
  methodId: number;
  voucherId: number;
}

export interface CheckoutFlow {
  form: CheckoutForm;
  /** The player opened the details (Change), or they opened because something is missing. */
  detailsOpen: boolean;
  transportId: number | null;
  /** The method the player tapped; null keeps the preselected one (`preselectedMethodKey`). */
  chosenKey: string | null;
  voucher: VoucherChoice | null;
  vouchersOpen: boolean;
  saveCard: boolean;
  couponTyped: string;
  coupon: AppliedCoupon | null;
  couponNote: Message | null;
  problems: Problems;
  /** Counts the Pay taps that found something missing: each one brings the first problem to the player. */
  refusedPays: number;
  payment: PaymentState;
}

export type FlowAction =
  | { type: 'field'; field: keyof CheckoutForm; value: string | boolean }
  | { type: 'details'; open: boolean }
  | { type: 'transport'; id: number }
  | { type: 'method'; key: string }
  | { type: 'voucher'; choice: VoucherChoice | null }
  | { type: 'vouchers'; open: boolean }
  | { type: 'saveCard'; on: boolean }
  | { type: 'couponTyped'; text: string }
  | { type: 'couponChecked'; coupon: AppliedCoupon | null; note: Message | null }
  | { type: 'payChecked'; problems: Problems }
  | { type: 'payment'; event: PaymentEvent };

/** The fields of the one-line summary: who pays and how to reach them. */
const CONTACT_FIELDS = ['name', 'surname', 'email', 'phone'] as const;

/** Where each problem is on screen, top to bottom: Pay brings the first of these to the player. */
export const PROBLEM_ORDER: readonly ProblemPlace[] = ['cart', 'coupon', 'login', ...ADDRESS_FIELDS, 'password', 'password2', 'transport', 'method', 'legal'];

const DETAIL_PLACES = new Set<ProblemPlace>(['login', 'password', 'password2', ...ADDRESS_FIELDS]);

/** Whether the details can fold to one line: the contact fields, and the address when something is shipped. */
export function detailsComplete(form: CheckoutForm, shipping: boolean): boolean {
  const needed = shipping ? ADDRESS_FIELDS : CONTACT_FIELDS;
  return needed.every((field) => form[field].trim() !== '');
}

/** The details' fields on screen: a visitor registers with all of them (doc 3 §5.1); a customer sees the address only to ship. */
export function detailFields(loggedIn: boolean, shipping: boolean): readonly (typeof ADDRESS_FIELDS)[number][] {
  return !loggedIn || shipping ? ADDRESS_FIELDS : CONTACT_FIELDS;
}

/** Whether the details show as a form: always for a visitor, else when opened or incomplete. */
export function detailsEditing(flow: CheckoutFlow, loggedIn: boolean, shipping: boolean): boolean {
  return !loggedIn || flow.detailsOpen || !detailsComplete(flow.form, shipping);
}

/**
 * What the page keeps while the browser is away at a provider (a card registration or set-up) and gives back on its
 * return: never the passwords.
 */
export interface CheckoutDraft {
  methodKey: string | null;
  transportId: number | null;
  couponTyped: string;
  coupon: AppliedCoupon | null;
  saveCard: boolean;
  form: CheckoutForm;
}

/** The draft of the flow as it is, with the method Pay uses. */
export function draftOf(flow: CheckoutFlow, methodKey: string | null, saveCard: boolean): CheckoutDraft {
  return {
    methodKey,
    transportId: flow.transportId,
    couponTyped: flow.couponTyped,
    coupon: flow.coupon,
    saveCard,
    form: { ...flow.form, password: '', password2: '' },
  };
}

export interface FlowStart {
  form: CheckoutForm;
  loggedIn: boolean;
  shipping: boolean;
  /** The page as it was left for a provider: it starts from it (its form, transport, coupon, method and tick). */
  draft?: CheckoutDraft | null;
  /** The method to open on instead of the draft's (the card a provider's set-up just saved). */
  chosenKey?: string | null;
  /** Back from the stored method's card registration (its return's query): the payment starts by finishing it. */
  resume?: { method: PaymentMethod; query: URLSearchParams } | null;
}

export function startFlow(start: FlowStart): CheckoutFlow {
  const { draft } = start;
  const form = draft?.form ?? start.form;
  return {
    form,
    detailsOpen: !start.loggedIn || !detailsComplete(form, start.shipping),
    transportId: draft?.transportId ?? null,
    chosenKey: start.chosenKey ?? draft?.methodKey ?? null,
    voucher: null,
    vouchersOpen: false,
    saveCard: draft?.saveCard ?? false,
    couponTyped: draft?.couponTyped ?? '',
    coupon: draft?.coupon ?? null,
    couponNote: null,
    problems: {},
    refusedPays: 0,
    payment: start.resume ? { phase: 'resuming', method: start.resume.method, query: start.resume.query } : REVIEWING,
  };
}

/** Drops one place's problem: the player acted on it. */
function without(problems: Problems, ...places: ProblemPlace[]): Problems {
  if (!places.some((place) => place in problems)) return problems;
  const rest = { ...problems };
  for (const place of places) delete rest[place];
  return rest;
}

export function checkoutFlow(flow: CheckoutFlow, action: FlowAction): CheckoutFlow {
  switch (action.type) {
    case 'field': {
      const place = action.field === 'acceptConditions' ? 'legal' : action.field === 'password' ? 'password2' : action.field;
      return { ...flow, form: { ...flow.form, [action.field]: action.value }, problems: without(flow.problems, place as ProblemPlace) };
    }
    case 'details':
      return { ...flow, detailsOpen: action.open };
    case 'transport':
      return { ...flow, transportId: action.id, problems: without(flow.problems, 'transport') };
    case 'method':
      return { ...flow, chosenKey: action.key, voucher: null, problems: without(flow.problems, 'method') };
    case 'voucher':
      return { ...flow, voucher: action.choice, vouchersOpen: flow.vouchersOpen || action.choice !== null, problems: without(flow.problems, 'method') };
    case 'vouchers':
      // Folding the vouchers away stops paying with one: what shows is what pays.
      return { ...flow, vouchersOpen: action.open, voucher: action.open ? flow.voucher : null };
    case 'saveCard':
      return { ...flow, saveCard: action.on };
    case 'couponTyped': {
      const keeps = flow.coupon !== null && action.text.trim() === flow.coupon.code;
      return { ...flow, couponTyped: action.text, coupon: keeps ? flow.coupon : null, couponNote: keeps ? flow.couponNote : null, problems: without(flow.problems, 'coupon') };
    }
    case 'couponChecked':
      return { ...flow, coupon: action.coupon, couponNote: action.note, problems: action.coupon ? without(flow.problems, 'coupon') : flow.problems };
    case 'payChecked': {
      const found = Object.keys(action.problems) as ProblemPlace[];
      if (found.length === 0) return { ...flow, problems: {} };
      // A missing detail must be on screen to be fixed: the details open.
      const opensDetails = found.some((place) => DETAIL_PLACES.has(place));
      return { ...flow, problems: action.problems, detailsOpen: flow.detailsOpen || opensDetails, refusedPays: flow.refusedPays + 1 };
    }
    case 'payment': {
      const payment = paymentFlow(flow.payment, action.event);
      return payment === flow.payment ? flow : { ...flow, payment };
    }
  }
}

/** The first problem on screen, top to bottom, or null. */
export function firstProblem(problems: Problems): ProblemPlace | null {
  return PROBLEM_ORDER.find((place) => problems[place] !== undefined) ?? null;
}

/** A voucher the player can pay with, listed once however many cart lines it could pay. */
export interface VoucherOption extends VoucherChoice {
  name: string;
}

export function voucherOptions(info: CheckoutInfo): VoucherOption[] {
  const seen = new Map<number, VoucherOption>();
  for (const entry of info.vouchers ?? []) {
    for (const option of entry.vouchers ?? []) {
      const voucherId = option.voucher?.id;
      if (voucherId == null || seen.has(voucherId)) continue;
      seen.set(voucherId, { voucherId, methodId: option.id ?? 0, name: option.name ?? '' });
    }
  }
  return [...seen.values()];
}

/**
 * The method Pay uses until the player taps another: the last one they paid with (the card a new-card payment
 * saved: the newest saved card of that method), else their newest saved card, else the club's first method; none
 * for a free total, and none a shared payment's deadline refuses. The server lists saved cards newest first.
 */
export function preselectedMethodKey(methods: readonly PaymentMethod[], options: { lastUsedKey: string | null; free: boolean; isSharedPayment: boolean }): string | null {
  if (options.free) return null;
  const usable = methods.filter((method) => !(options.isSharedPayment && method.paymentDeadline?.isSharedPaymentAllowed === false));
  const saved = usable.filter((method) => method.tokenId != null);
  const last = usable.find((method) => methodKey(method) === options.lastUsedKey);
  const savedOfLast = last && last.tokenId == null ? saved.find((card) => card.id === last.id) : undefined;
  const pick = savedOfLast ?? last ?? saved[0] ?? usable[0];
  return pick ? methodKey(pick) : null;
}

/** The method Pay uses: the player's tap while it is still offered, else the preselection. */
export function chosenMethodKey(flow: CheckoutFlow, methods: readonly PaymentMethod[], preselected: string | null): string | null {
  if (flow.voucher) return null;
  const offered = flow.chosenKey !== null && methods.some((method) => methodKey(method) === flow.chosenKey);
  return offered ? flow.chosenKey : preselected;
}
