import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { envelope } from '../../api/client';
import { useAction } from '../../api/use-action';
import { CRASH, MessageError } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import type { CheckoutResult } from '../payment-providers/provider-widget';
import { handsOverToProvider } from '../payment-providers/registry';
import { sendCheckout } from './checkout-actions';
import { checkoutRequest, promoBody } from './checkout-bodies';
import { hasProviderStep, payStep, paymentChoices } from './checkout-choices';
import { checkoutFlow, chosenMethodKey, draftOf, preselectedMethodKey, startFlow, voucherOptions, type FlowAction } from './checkout-flow';
import { checkoutToResume, forgetStoredCheckout, savedCardReturn, storeCheckout } from './checkout-resume';
import { ADDRESS_FIELDS, EMPTY_FORM, checkoutProblems, methodKey, type CheckoutForm, type CheckoutInfo } from './checkout-rules';
import { checkoutTotals } from './checkout-totals';
import { lastMethodKey, rememberMethodKey } from './last-method';
import type { PayRequest, PaymentEvent } from './payment-flow';

/**
 * The checkout screen's flow (checkout-flow.ts, payment-flow.ts) with what its buttons send through useAction (doc 3
 * §4.3, §5.1); `checkout` goes once each time the payment enters `paying`.
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
      resume,
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

  const payment = (event: PaymentEvent) => dispatch({ type: 'payment', event });

  /** What `checkout` sends: the page as it is, with the provider's token. */
  const send = ({ tokenId, extra, kept }: PayRequest) =>
    sendCheckout(
      root.client,
      checkoutRequest({
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
      }),
    );

  // Pay is one action: busy while the checkout runs (a double click sends it once) and while what follows it runs.
  const checkout = useAction(root, send, {
    invalidates: ['getCustomerOrders'],
    refused: (result) => {
      const model = modelOf(result);
      // The provider declined the card inside checkout (a saved card, NetPay, Authorize.Net): nothing was confirmed.
      if (model.paid === false) {
        payment({ type: 'declined' });
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
      if (handsOverToProvider(model)) {
        if (!method || !hasProviderStep(method)) throw new MessageError({ key: 'checkout.methodNotAvailable' });
        // The step may leave the page (a card set-up comes back to /checkout?stripe_token=): the page is kept for its return.
        storeCheckout(cart.guid, draftOf(flow, chosenKey, savesCard));
        payment({ type: 'handedOver', method, result: model });
        return;
      }
      if (!flow.voucher) rememberMethodKey(root.storage, session.customerId, chosenKey);
      payment({ type: 'paid', review: model.paid === false });
      cart.clear();
      // Placed but not paid, with nothing left to do at the provider: the payment is held for review.
      navigate(model.paid === false ? '/cz/ok?payment=review' : '/cz/ok');
    },
  });

  // The payment entered `paying` (Pay, a provider's token, a finished registration): `checkout` goes, once per entry.
  // Refused or failed, the payment is back on the page, where Pay works again.
  const sendOnce = useEffectEvent(async (request: PayRequest) => {
    if (!(await checkout.run(request))) payment({ type: 'refused' });
  });
  useEffect(() => {
    if (flow.payment.phase === 'paying') void sendOnce(flow.payment.request);
  }, [flow.payment]);

  const pay = () => {
    if (flow.payment.phase === 'paying' || checkout.busy) return;
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
    if (step === 'unavailable') checkout.refuse({ key: 'checkout.methodNotAvailable' });
    if (step === 'collectAway' && method) storeCheckout(cart.guid, draftOf(flow, methodKey(method), savesCard));
    payment({ type: 'pay', step, method });
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
    busy: flow.payment.phase === 'paying' || checkout.busy,
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
    /** A provider's card token, collected in the portal: the checkout goes on with it. */
    onToken: (tokenId: string, extra?: Record<string, string>) => payment({ type: 'token', tokenId, extra }),
    /** Back from a provider's card registration (Transbank): its saved card pays, with what the provider keeps of the return. */
    onResumed: (tokenId: string, kept?: Record<string, string>) => payment({ type: 'resumed', tokenId, kept }),
    onCancelStage: () => payment({ type: 'closed' }),
    onStageFailure: (message: string) => {
      payment({ type: 'failed' });
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
