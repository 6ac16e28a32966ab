import { useEffect, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { envelope } from '../../api/client';
import { useAction } from '../../api/use-action';
import { CRASH, MessageError } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import type { CheckoutResult } from '../payment-providers/provider-widget';
import { checkoutRequest, promoBody } from './checkout-bodies';
import { hasProviderStep, payStep, paymentChoices } from './checkout-choices';
import { checkoutFlow, chosenMethodKey, draftOf, preselectedMethodKey, startFlow, voucherOptions, type FlowAction } from './checkout-flow';
import { checkoutToResume, forgetStoredCheckout, savedCardReturn, storeCheckout } from './checkout-resume';
import { ADDRESS_FIELDS, EMPTY_FORM, checkoutProblems, methodKey, needsProviderStep, type CheckoutForm, type CheckoutInfo } from './checkout-rules';
import { checkoutTotals } from './checkout-totals';
import { lastMethodKey, rememberMethodKey } from './last-method';

/**
 * The checkout screen's flow (checkout-flow.ts) with what its buttons send (doc 3 §4.3, §5.1): the coupon check,
 * Pay through useAction, and the provider stage. The page only renders what this answers.
 */
export function useCheckout(info: CheckoutInfo) {
  const root = useRootStore();
  const { cart, session } = root;
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = session.loggedIn && session.customerId !== null;
  const withTaxes = root.settings.settings?.PriceWithTaxes;
  const shipping = cart.transportRequired;
  const methods = info.paymentMethods ?? [];

  // Back from a provider's card registration (Transbank): the page starts where it was left, and goes on.
  const [resume] = useState(() => checkoutToResume(location.search, methods, cart.guid));
  // Back from a Stripe card set-up (?stripe_token=): the card it saved is chosen, the page as it was left.
  const [cardReturn] = useState(() => (resume ? null : savedCardReturn(location.search, methods, cart.guid)));
  const [lastUsed] = useState(() => lastMethodKey(root.storage, session.customerId));
  const [flow, dispatch] = useReducer(checkoutFlow, null, () =>
    startFlow({
      form: { ...EMPTY_FORM, ...prefill(info) },
      loggedIn,
      shipping,
      draft: resume?.stored ?? cardReturn?.stored,
      chosenKey: cardReturn ? methodKey(cardReturn.card) : null,
      stage: resume ? { kind: 'resume', method: resume.method, query: resume.query } : null,
    }),
  );

  const transports = info.transports ?? [];
  const transport = transports.find((candidate) => candidate.id === flow.transportId) ?? null;
  const totals = checkoutTotals({ cartTotal: cart.total, transport, coupon: flow.coupon, withTaxes, methods });
  const preselected = preselectedMethodKey(methods, { lastUsedKey: lastUsed, free: totals.free, isSharedPayment: info.isSharedPayment === true });
  const chosenKey = chosenMethodKey(flow, methods, preselected);
  const choices = paymentChoices(info, chosenKey, flow.saveCard);
  const { method, savesCard } = choices;

  useEffect(() => {
    // The return is used once: a reload of the page must not finish the registration again.
    if (!resume && !cardReturn) return;
    forgetStoredCheckout();
    navigate(location.pathname, { replace: true });
  }, [resume, cardReturn, navigate, location.pathname]);

  // promos/validate is a check, not a write; useAction still keeps Apply busy and sends one check per tap.
  const couponCheck = useAction(
    root,
    (code: string) => (code ? root.client.POST('/api/promos/validate', { body: promoBody(code, session.customerId, cart.saleItems, cart.saleIds) }) : Promise.resolve(null)),
    {
      done: (answer, _result, code) => {
        const data = answer.data;
        if (typeof data?.discount !== 'number') return void dispatch({ type: 'couponChecked', coupon: null, note: { key: 'checkout.codeNotValid' } });
        const coupon = { code, discount: data.discount, netDiscount: data.netDiscount ?? data.discount, discountedTaxes: data.discountedTaxes ?? 0 };
        dispatch({ type: 'couponChecked', coupon, note: { key: 'checkout.discountApplied' } });
      },
      refused: (result) => {
        const answer = envelope(result);
        const errorMsg = 'errorMsg' in answer ? answer.errorMsg : null;
        dispatch({ type: 'couponChecked', coupon: null, note: errorMsg ? { text: errorMsg } : { key: 'checkout.codeNotValid' } });
      },
    },
  );

  /** Sends the checkout; a retry carries the same cart guid, so the server makes one sale. */
  const send = (tokenId: string | number | null, extra?: Record<string, string>, kept?: Record<string, string>) => {
    const request = checkoutRequest({
      customerId: session.customerId,
      form: flow.form,
      saleItems: cart.saleItems,
      saleIds: cart.saleIds,
      guid: cart.guid,
      method,
      voucher: flow.voucher,
      coupon: flow.coupon,
      transportId: transport?.id ?? null,
      savesCard,
      tokenId,
      extra,
      kept,
    });
    return request.path === '/api/shop/checkout-customer' ? root.client.POST(request.path, { body: request.body }) : root.client.POST(request.path, { body: request.body });
  };

  // Pay is one action: busy while the checkout runs (a double click sends it once) and while what follows it runs.
  const checkout = useAction(root, send, {
    invalidates: ['getCustomerOrders'],
    refused: (result) => {
      const model = modelOf(result);
      // The provider declined the card inside checkout (a saved card, NetPay, Authorize.Net): nothing was confirmed.
      if (model.paid === false) {
        navigate('/cz/ko');
        return null;
      }
      const answer = envelope(result);
      const message = model.errorMsg || ('errorMsg' in answer ? answer.errorMsg : '') || '';
      return message ? { text: message } : CRASH;
    },
    done: (_answer, result) => {
      const model = modelOf(result);
      if (model.login) session.startSession(model.login);
      if (needsProviderStep(model)) {
        if (!method || !hasProviderStep(method)) throw new MessageError({ key: 'checkout.methodNotAvailable' });
        // The step may leave the page (a card set-up comes back to /checkout?stripe_token=): the page is kept for its return.
        storeCheckout(cart.guid, draftOf(flow, chosenKey, savesCard));
        dispatch({ type: 'stage', stage: { kind: 'step', method, result: model } });
        return;
      }
      if (!flow.voucher) rememberMethodKey(root.storage, session.customerId, chosenKey);
      cart.clear();
      // Placed but not paid, with nothing left to do at the provider: the payment is held for review.
      navigate(model.paid === false ? '/cz/ok?payment=review' : '/cz/ok');
    },
  });

  const pay = async () => {
    if (checkout.busy) return;
    checkout.clear();
    const found = checkoutProblems({
      loggedIn,
      cartEmpty: cart.isEmpty,
      hasSales: cart.sales.length > 0,
      transportRequired: shipping,
      transportId: flow.transportId,
      form: flow.form,
      method,
      voucherChosen: flow.voucher !== null,
      free: totals.free,
      isSharedPayment: info.isSharedPayment === true,
      couponTyped: flow.couponTyped,
      couponApplied: flow.coupon?.code ?? null,
    });
    dispatch({ type: 'payChecked', problems: found });
    if (Object.keys(found).length > 0) return;
    const step = payStep(method, flow.voucher, totals.free);
    if (step === 'unavailable') return checkout.refuse({ key: 'checkout.methodNotAvailable' });
    if ((step === 'collect' || step === 'collectAway') && method) {
      if (step === 'collectAway') storeCheckout(cart.guid, draftOf(flow, methodKey(method), savesCard));
      dispatch({ type: 'stage', stage: { kind: 'collect', method } });
      return;
    }
    await checkout.run(null);
  };

  return {
    flow,
    dispatch: dispatch as (action: FlowAction) => void,
    loggedIn,
    shipping,
    withTaxes,
    transports,
    transport,
    chosenKey,
    vouchers: voucherOptions(info),
    choices,
    totals,
    applyCoupon: () => void couponCheck.run(flow.couponTyped.trim()),
    couponBusy: couponCheck.busy,
    failure: checkout.message,
    busy: checkout.busy,
    pay,
    /** Who pays, for a provider that asks (Razorpay's prefill, Mercado Pago's e-mail): the form's name, e-mail and phone. */
    payer: {
      name: [flow.form.name, flow.form.surname]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' '),
      email: flow.form.email.trim(),
      phone: flow.form.phone.trim(),
    },
    /** A provider's card token (collected in the portal or back from its page): the checkout goes on with it. */
    onToken: (tokenId: string, extra?: Record<string, string>) => {
      dispatch({ type: 'stage', stage: null });
      void checkout.run(tokenId, extra);
    },
    /** Back from a provider's card registration (Transbank): its saved card pays, with what the provider keeps of the return. */
    onResumed: (tokenId: string, kept?: Record<string, string>) => {
      dispatch({ type: 'stage', stage: null });
      void checkout.run(tokenId, undefined, kept);
    },
    onCancelStage: () => dispatch({ type: 'stage', stage: null }),
    onStageFailure: (message: string) => {
      dispatch({ type: 'stage', stage: null });
      checkout.refuse({ text: message });
    },
  };
}

export type CheckoutView = ReturnType<typeof useCheckout>;

/** The checkout's model (the sale, the provider's next step), whether the server took it or not. */
function modelOf<D, E>(result: { data?: D; error?: E }): CheckoutResult {
  const answer: unknown = envelope(result);
  const model = typeof answer === 'object' && answer !== null && 'model' in answer ? answer.model : null;
  return (model as CheckoutResult | null) ?? {};
}

/** The customer's record as checkout-info gives it: the details, and the conditions and newsletter as they answered them before. */
function prefill(info: CheckoutInfo): Partial<CheckoutForm> {
  const values: Partial<CheckoutForm> = { acceptConditions: info.acceptConditions === true, okRss: info.okRss === true };
  for (const field of ADDRESS_FIELDS) {
    const value = info[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}
