import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { envelope } from '../../api/client';
import { useAction } from '../../api/use-action';
import { CRASH, MessageError, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import type { CheckoutResult } from '../payment-providers/provider-widget';
import type { ProviderStageState } from './ProviderStage';
import { checkoutRequest, promoBody } from './checkout-bodies';
import { hasProviderStep, payStep, paymentChoices, type VoucherChoice } from './checkout-choices';
import { checkoutToResume, forgetStoredCheckout, savedCardReturn, storeCheckout, type AppliedCoupon } from './checkout-resume';
import { EMPTY_FORM, checkoutProblems, methodKey, needsProviderStep, ADDRESS_FIELDS, type CheckoutForm, type CheckoutInfo, type Problems } from './checkout-rules';
import { checkoutTotals } from './checkout-totals';

/**
 * The checkout page's state and what its buttons do (doc 3 §4.3, §5.1): the form, the choices, the coupon, the
 * provider stage, and Pay. The page only renders what this answers.
 */
export function useCheckout(info: CheckoutInfo) {
  const root = useRootStore();
  const { cart, session } = root;
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = session.loggedIn && session.customerId !== null;
  const withTaxes = root.settings.settings?.PriceWithTaxes;

  // Back from a provider's card registration (Transbank): the page starts where it was left, and goes on.
  const [resume] = useState(() => checkoutToResume(location.search, info.paymentMethods ?? []));
  // Back from a Stripe card set-up (?stripe_token=): the card it saved is chosen, the page as it was left.
  const [cardReturn] = useState(() => (resume ? null : savedCardReturn(location.search, info.paymentMethods ?? [])));
  const restored = resume?.stored ?? cardReturn?.stored ?? null;
  const [form, setForm] = useState<CheckoutForm>(() => restored?.form ?? { ...EMPTY_FORM, ...prefill(info) });
  const [transportId, setTransportId] = useState<number | null>(restored?.transportId ?? null);
  const [chosenKey, setChosenKey] = useState<string | null>(cardReturn ? methodKey(cardReturn.card) : (resume?.stored.methodKey ?? null));
  const [voucher, setVoucher] = useState<VoucherChoice | null>(null);
  const [couponTyped, setCouponTyped] = useState(restored?.couponTyped ?? '');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(restored?.coupon ?? null);
  const [couponNote, setCouponNote] = useState<Message | null>(null);
  const [saveCard, setSaveCard] = useState(resume?.stored.saveCard ?? false);
  const [problems, setProblems] = useState<Problems>({});
  const [stage, setStage] = useState<ProviderStageState | null>(() => (resume ? { kind: 'resume', method: resume.method, query: resume.query } : null));

  const choices = paymentChoices(info, chosenKey, saveCard);
  const { method, savesCard } = choices;
  const transports = info.transports ?? [];
  const transport = transports.find((candidate) => candidate.id === transportId) ?? null;
  const totals = checkoutTotals({ cartTotal: cart.total, transport, coupon, withTaxes, methods: info.paymentMethods ?? [] });

  useEffect(() => {
    // The return is used once: a reload of the page must not finish the registration again.
    if (!resume && !cardReturn) return;
    forgetStoredCheckout();
    navigate(location.pathname, { replace: true });
  }, [resume, cardReturn, navigate, location.pathname]);

  const setField = (field: keyof CheckoutForm, value: string | boolean) => setForm((current) => ({ ...current, [field]: value }));

  const typeCoupon = (typed: string) => {
    setCouponTyped(typed);
    if (coupon && typed.trim() !== coupon.code) {
      setCoupon(null);
      setCouponNote(null);
    }
  };

  const applyCoupon = async () => {
    const code = couponTyped.trim();
    setCouponNote(null);
    setCoupon(null);
    if (!code) return;
    try {
      const answer = envelope(await root.client.POST('/api/promos/validate', { body: promoBody(code, session.customerId, cart.saleItems, cart.saleIds) }));
      const data = answer.ok === true ? answer.data : null;
      if (typeof data?.discount !== 'number') {
        setCouponNote(answer.errorMsg ? { text: answer.errorMsg } : { key: 'checkout.codeNotValid' });
        return;
      }
      setCoupon({ code, discount: data.discount, netDiscount: data.netDiscount ?? data.discount, discountedTaxes: data.discountedTaxes ?? 0 });
      setCouponNote({ key: 'checkout.discountApplied' });
      setProblems(({ coupon: _applied, ...rest }) => rest);
    } catch (error) {
      console.error(error);
      setCouponNote({ key: 'checkout.codeNotValid' });
    }
  };

  /** The checkout's model (the sale, the provider's next step), whether the server took it or not. */
  const modelOf = (result: Awaited<ReturnType<typeof send>>): CheckoutResult => {
    const answer = envelope(result);
    return ('model' in answer ? answer.model : null) ?? {};
  };

  /** Sends the checkout; a retry carries the same cart guid, so the server makes one sale. */
  const send = (tokenId: string | number | null, extra?: Record<string, string>) => {
    const request = checkoutRequest({
      customerId: session.customerId,
      form,
      saleItems: cart.saleItems,
      saleIds: cart.saleIds,
      guid: cart.guid,
      method,
      voucher,
      coupon,
      transportId: transport?.id ?? null,
      savesCard,
      tokenId,
      extra,
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
        setStage({ kind: 'step', method, result: model });
        return;
      }
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
      transportRequired: cart.transportRequired,
      transportId,
      form,
      method,
      voucherChosen: voucher !== null,
      free: totals.free,
      isSharedPayment: info.isSharedPayment === true,
      couponTyped,
      couponApplied: coupon?.code ?? null,
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const step = payStep(method, voucher, totals.free);
    if (step === 'unavailable') return checkout.refuse({ key: 'checkout.methodNotAvailable' });
    if ((step === 'collect' || step === 'collectAway') && method) {
      if (step === 'collectAway') storeCheckout({ methodKey: methodKey(method), transportId, couponTyped, coupon, saveCard: savesCard, form });
      setStage({ kind: 'collect', method });
      return;
    }
    await checkout.run(null);
  };

  return {
    loggedIn,
    withTaxes,
    form,
    setField,
    transports,
    transportId,
    setTransportId,
    chosenKey,
    setChosenKey,
    voucher,
    setVoucher,
    couponTyped,
    typeCoupon,
    coupon,
    couponNote,
    applyCoupon,
    setSaveCard,
    choices,
    totals,
    transport,
    problems,
    failure: checkout.message,
    stage,
    busy: checkout.busy,
    pay,
    /** Who pays, for a provider that asks (Razorpay's prefill, Mercado Pago's e-mail): the form's name, e-mail and phone. */
    payer: {
      name: [form.name, form.surname]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' '),
      email: form.email.trim(),
      phone: form.phone.trim(),
    },
    /** A provider's card token (collected in the portal or back from its page): the checkout goes on with it. */
    onToken: (tokenId: string, extra?: Record<string, string>) => {
      setStage(null);
      void checkout.run(tokenId, extra);
    },
    onCancelStage: () => setStage(null),
    onStageFailure: (message: string) => {
      setStage(null);
      checkout.refuse({ text: message });
    },
  };
}

function prefill(info: CheckoutInfo): Partial<CheckoutForm> {
  const values: Partial<CheckoutForm> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = info[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}
