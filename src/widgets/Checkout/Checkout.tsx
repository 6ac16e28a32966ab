import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { envelope } from '../../api/client';
import { fromCents, shownAmount, toCents } from '../../domain/money';
import { CRASH, failureMessage, useMessageText, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button, buttonClass } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { BagIcon } from '../../ui/Icon/icons';
import { Field, Fieldset, PasswordInput } from '../../ui/Field/Field';
import { Money } from '../../ui/Format/Format';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import type { CheckoutResult } from '../payment-providers/provider-widget';
import { CartLines } from '../shell-cart/CartLines';
import {
  ADDRESS_FIELDS,
  EMPTY_FORM,
  checkoutProblems,
  methodKey,
  needsProviderStep,
  offersSaveCard,
  saveCardForced,
  type CheckoutForm,
  type CheckoutInfo,
  type PaymentMethod,
  type ProblemPlace,
  type Problems,
} from './checkout-rules';
import { checkoutInfoQuery } from './checkout-queries';
import { checkoutToResume, forgetStoredCheckout, savedCardReturn, storeCheckout, type AppliedCoupon } from './checkout-resume';
import { collectsCard, collectsCardAway, hasProviderStep, ProviderStage, type ProviderStageState } from './ProviderStage';
import './Checkout.css';

const LegalTextLinks = lazy(() => import('../../sections/form/LegalTextLinks'));

/** Origin CZ_Web (doc 3, enumerations). */
const ORIGIN_WEB = 5 as const;

/**
 * /checkout (and the clean /taykus-shop-checkout, whose Back button is the clean layout's): delivery, transport,
 * summary, vouchers, methods, coupon, totals, legal, Pay (doc 3 §2.4, §4.3, §5.1).
 */
const Checkout = observer(function Checkout() {
  const root = useRootStore();
  const info = useQuery(checkoutInfoQuery(root), !root.cart.isEmpty);
  // A change of the cart asks again; the page keeps its form meanwhile, with the last answer.
  const last = useRef<CheckoutInfo | null>(null);
  if (info.status === 'ready') last.current = info.data;
  const failed = info.status === 'failed' ? info.error : null;
  useEffect(() => {
    // A failed checkout-info is only logged (doc 3 §8): the page still shows, with no methods.
    if (failed !== null) console.warn('Could not load the checkout info', failed);
  }, [failed]);
  if (root.cart.isEmpty) return <EmptyCheckout />;
  if (info.status === 'loading' && last.current === null) return <Skeleton kind="card" />;
  return <CheckoutPage info={last.current ?? {}} />;
});

export default Checkout;

/** An empty cart has nothing to pay: the spec's "Your basket is empty!" and the way back to the shop, no form and no Pay at 0. */
function EmptyCheckout() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('checkout.emptyBasket')}
      icon={<BagIcon size={28} />}
      action={
        <Link to="/shop" className={buttonClass('primary')}>
          {t('cart.continueShopping')}
        </Link>
      }
    />
  );
}

const CheckoutPage = observer(function CheckoutPage({ info }: { info: CheckoutInfo }) {
  const { t } = useTranslation();
  const text = useMessageText();
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
  const [voucher, setVoucher] = useState<{ methodId: number; voucherId: number } | null>(null);
  const [couponTyped, setCouponTyped] = useState(restored?.couponTyped ?? '');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(restored?.coupon ?? null);
  const [couponNote, setCouponNote] = useState<Message | null>(null);
  const [saveCard, setSaveCard] = useState(resume?.stored.saveCard ?? false);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<Message | null>(null);
  const [stage, setStage] = useState<ProviderStageState | null>(() => (resume ? { kind: 'resume', method: resume.method, query: resume.query } : null));
  const [busy, setBusy] = useState(false);
  const paying = useRef(false);

  const methods = info.paymentMethods ?? [];
  const savedCards = methods.filter((method) => method.tokenId != null);
  const plainMethods = methods.filter((method) => method.tokenId == null);
  const method = methods.find((candidate) => methodKey(candidate) === chosenKey) ?? null;
  const transports = info.transports ?? [];
  const transport = transports.find((candidate) => candidate.id === transportId) ?? null;
  const transportRequired = cart.transportRequired;
  const voucherEntries = (info.vouchers ?? []).filter((entry) => (entry.vouchers ?? []).length > 0);

  const subtotalCents = toCents(cart.total);
  const transportCents = transport ? toCents(shownAmount(transport.product?.grossPrice, transport.product?.netPrice, withTaxes) ?? 0) : 0;
  const discountCents = coupon ? toCents(withTaxes === false ? coupon.netDiscount : coupon.discount) : 0;
  const totalCents = Math.max(0, subtotalCents + transportCents - discountCents);
  const free = totalCents === 0 && !methods.some((candidate) => candidate.forceSaveCreditCard);

  const sharedNeedsCard = info.isSharedPayment === true && info.withRetention !== true;
  const savesCard = method !== null && method.tokenId == null && (saveCardForced(method, sharedNeedsCard) || saveCard);

  useEffect(() => {
    // The return is used once: a reload of the page must not finish the registration again.
    if (!resume && !cardReturn) return;
    forgetStoredCheckout();
    navigate(location.pathname, { replace: true });
  }, [resume, cardReturn, navigate, location.pathname]);

  const set = (field: keyof CheckoutForm, value: string | boolean) => setForm((current) => ({ ...current, [field]: value }));
  const problem = (place: ProblemPlace) => (problems[place] ? text(problems[place]) : undefined);

  const applyCoupon = async () => {
    const code = couponTyped.trim();
    setCouponNote(null);
    setCoupon(null);
    if (!code) return;
    try {
      const answer = envelope(
        await root.client.POST('/api/promos/validate', { body: { code, customerId: session.customerId ?? 0, saleItems: cart.saleItems, saleIds: cart.saleIds } }),
      );
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

  /** Sends the checkout once; a double click or a retry carries the same cart guid, so the server makes one sale. */
  const submit = async (tokenId: string | number | null, extra?: Record<string, string>) => {
    const paymentMethodId = voucher ? voucher.methodId : (method?.id ?? null);
    const customer = {
      id: session.customerId,
      ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, form[field].trim() || null])),
      okRss: form.okRss,
      acceptConditions: form.acceptConditions,
    };
    const common = {
      ...(cart.saleItems.length > 0 ? { saleItems: cart.saleItems } : {}),
      saleIds: cart.saleIds,
      paymentMethodId,
      tokenId: tokenId ?? (voucher ? null : (method?.tokenId ?? null)),
      voucherId: voucher?.voucherId ?? null,
      promoCode: coupon?.code ?? null,
      shopTransportId: transport?.id ?? null,
      saveCreditCard: method ? savesCard : null,
      guid: cart.guid,
      tpvOnlineNotPersitedInfo: extra ?? null,
      origin: ORIGIN_WEB,
    };
    const customerId = session.customerId;
    const result =
      customerId !== null
        ? await root.client.POST('/api/shop/checkout-customer', { body: { ...common, customerId, customer } })
        : await root.client.POST('/api/shop/checkout', { body: { ...common, customer: newCustomerOf(form) } });
    const answer = envelope(result);
    const model: CheckoutResult = answer.model ?? {};
    if (answer.ok !== true) {
      // The provider declined the card inside checkout (a saved card, NetPay, Authorize.Net): nothing was confirmed.
      if (model.paid === false) {
        navigate('/cz/ko');
        return;
      }
      const message = model.errorMsg || answer.errorMsg || '';
      setFailure(message ? { text: message } : CRASH);
      return;
    }
    if (model.login) session.startSession(model.login);
    root.queries.invalidate('GET /api/shop/customer-orders');
    if (needsProviderStep(model)) {
      if (method && hasProviderStep(method)) setStage({ kind: 'step', method, result: model });
      else setFailure({ key: 'checkout.methodNotAvailable' });
      return;
    }
    cart.clear();
    // Placed but not paid, with nothing left to do at the provider: the payment is held for review.
    navigate(model.paid === false ? '/cz/ok?payment=review' : '/cz/ok');
  };

  const pay = async () => {
    if (paying.current) return;
    setFailure(null);
    const found = checkoutProblems({
      loggedIn,
      cartEmpty: cart.isEmpty,
      hasSales: cart.sales.length > 0,
      transportRequired,
      transportId,
      form,
      method,
      voucherChosen: voucher !== null,
      free,
      isSharedPayment: info.isSharedPayment === true,
      couponTyped,
      couponApplied: coupon?.code ?? null,
    });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (!voucher && method && !free) {
      if (collectsCard(method)) {
        if (collectsCardAway(method)) storeCheckout({ methodKey: methodKey(method), transportId, couponTyped, coupon, saveCard: savesCard, form });
        setStage({ kind: 'collect', method });
        return;
      }
      const finishesHere = method.tokenId != null || method.type === 5;
      if (!finishesHere && !hasProviderStep(method)) {
        setFailure({ key: 'checkout.methodNotAvailable' });
        return;
      }
    }
    await run(() => submit(null));
  };

  const run = async (action: () => Promise<void>) => {
    paying.current = true;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      paying.current = false;
      setBusy(false);
    }
  };

  const problemCount = Object.keys(problems).length;
  const addressNeeded = !loggedIn || transportRequired;

  return (
    <div className="checkout">
      <h1 className="checkout__title">{t('checkout.title')}</h1>
      {problemCount > 0 ? (
        <p className="checkout__summary-error" role="alert">
          {t('checkout.fixProblems', { count: problemCount })}
        </p>
      ) : null}
      <div className="checkout__columns">
        <div className="checkout__main">
          <Card title={t('checkout.delivery')}>
            {problems.login ? (
              <p className="checkout__error" role="alert">
                {problem('login')}
              </p>
            ) : null}
            {addressNeeded ? null : <p className="checkout__hint">{t('checkout.deliveryOptional')}</p>}
            <div className="checkout__fields">
              {ADDRESS_FIELDS.map((field) => (
                <Field key={field} label={t(`fields.${field}`)} required={addressNeeded} error={problem(field)} width={field === 'postalCode' ? 'sm' : 'full'}>
                  <input
                    className="cz-input"
                    type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                    autoComplete={AUTOCOMPLETE[field]}
                    value={form[field]}
                    onChange={(event) => set(field, event.target.value)}
                  />
                </Field>
              ))}
            </div>
          </Card>
          {loggedIn ? null : (
            <Card title={t('checkout.account')}>
              <p className="checkout__hint">{t('checkout.accountHint')}</p>
              <div className="checkout__fields">
                <Field label={t('fields.password')} required width="full">
                  <PasswordInput autoComplete="new-password" value={form.password} onChange={(event) => set('password', event.target.value)} />
                </Field>
                <Field label={t('fields.repeatPassword')} required error={problem('password2')} width="full">
                  <PasswordInput autoComplete="new-password" value={form.password2} onChange={(event) => set('password2', event.target.value)} />
                </Field>
              </div>
              <label className="checkout__check">
                <input type="checkbox" checked={form.okRss} onChange={(event) => set('okRss', event.target.checked)} /> {t('fields.okRss')}
              </label>
            </Card>
          )}
          {transportRequired ? (
            <Card title={t('checkout.transport')}>
              <Choices legend={t('checkout.transport')} error={problem('transport')}>
                {transports.map((candidate) => (
                  <label key={candidate.id} className="checkout__choice">
                    <input type="radio" name="transport" checked={candidate.id === transportId} onChange={() => setTransportId(candidate.id)} />
                    <span>
                      {candidate.name}
                      {candidate.deliveryTime ? <span className="checkout__meta"> · {candidate.deliveryTime}</span> : null}
                    </span>
                    <Money value={shownAmount(candidate.product?.grossPrice, candidate.product?.netPrice, withTaxes) ?? 0} />
                  </label>
                ))}
              </Choices>
            </Card>
          ) : null}
          <Card title={t('checkout.payment')}>
            {voucherEntries.length > 0 ? (
              <Choices legend={t('checkout.vouchers')}>
                <label className="checkout__choice">
                  <input type="radio" name="voucher" checked={voucher === null} onChange={() => setVoucher(null)} />
                  <span>{t('checkout.noVoucher')}</span>
                </label>
                {voucherEntries.flatMap((entry) =>
                  (entry.vouchers ?? []).map((option) => (
                    <label key={`${entry.saleId ?? 'p'}-${option.voucher?.id}`} className="checkout__choice">
                      <input
                        type="radio"
                        name="voucher"
                        checked={voucher?.voucherId === option.voucher?.id}
                        onChange={() => {
                          const voucherId = option.voucher?.id;
                          setVoucher(voucherId === undefined ? null : { methodId: option.id ?? 0, voucherId });
                        }}
                      />
                      <span>{option.name}</span>
                    </label>
                  )),
                )}
              </Choices>
            ) : info.allowVouchers?.allowed === false && info.allowVouchers.reason ? (
              <p className="checkout__hint">{info.allowVouchers.reason}</p>
            ) : null}
            {voucher ? null : (
              <>
                {savedCards.length > 0 ? (
                  <Choices legend={t('checkout.savedCards')}>
                    {savedCards.map((card) => (
                      <MethodChoice key={methodKey(card)} method={card} chosen={chosenKey} onChoose={setChosenKey} />
                    ))}
                  </Choices>
                ) : null}
                <Choices legend={t('checkout.paymentMethods')} error={problem('method')}>
                  {plainMethods.length === 0 && savedCards.length === 0 && !cart.isEmpty && !free ? <p className="checkout__hint">{t('checkout.noMethods')}</p> : null}
                  {plainMethods.map((candidate) => (
                    <MethodChoice key={methodKey(candidate)} method={candidate} chosen={chosenKey} onChoose={setChosenKey} />
                  ))}
                </Choices>
                {offersSaveCard(method, sharedNeedsCard) ? (
                  <label className="checkout__check">
                    <input type="checkbox" checked={savesCard} disabled={saveCardForced(method, sharedNeedsCard)} onChange={(event) => setSaveCard(event.target.checked)} />{' '}
                    {t('checkout.saveCard')}
                  </label>
                ) : null}
              </>
            )}
          </Card>
        </div>
        <div className="checkout__side">
          <Card title={t('checkout.summary')}>
            <CartLines />
            {problems.cart ? (
              <p className="checkout__error" role="alert">
                {problem('cart')}
              </p>
            ) : null}
            <div className="checkout__coupon">
              <Field label={t('checkout.coupon')} error={problem('coupon')} help={couponNote ? text(couponNote) : undefined} width="full">
                <input
                  className="cz-input"
                  value={couponTyped}
                  autoComplete="off"
                  onChange={(event) => {
                    setCouponTyped(event.target.value);
                    if (coupon && event.target.value.trim() !== coupon.code) {
                      setCoupon(null);
                      setCouponNote(null);
                    }
                  }}
                />
              </Field>
              <Button onClick={() => void applyCoupon()}>{t('checkout.applyCoupon')}</Button>
            </div>
            <dl className="checkout__totals">
              <dt>{t('checkout.subtotal')}</dt>
              <dd>
                <Money value={fromCents(subtotalCents)} />
              </dd>
              {transport ? (
                <>
                  <dt>{t('checkout.transportCost')}</dt>
                  <dd>
                    <Money value={fromCents(transportCents)} />
                  </dd>
                </>
              ) : null}
              {coupon ? (
                <>
                  <dt>{t('checkout.discount')}</dt>
                  <dd>
                    − <Money value={fromCents(discountCents)} />
                  </dd>
                </>
              ) : null}
              <dt className="checkout__total">{t('checkout.total')}</dt>
              <dd className="checkout__total">
                <Money value={fromCents(totalCents)} />
              </dd>
            </dl>
            <div className="checkout__legal">
              <label className="checkout__check">
                <input
                  type="checkbox"
                  checked={form.acceptConditions}
                  aria-invalid={problems.legal ? true : undefined}
                  aria-describedby={problems.legal ? 'checkout-legal-error' : undefined}
                  onChange={(event) => set('acceptConditions', event.target.checked)}
                />{' '}
                {t('fields.acceptConditions')}
              </label>
              <Suspense fallback={null}>
                <LegalTextLinks />
              </Suspense>
              {problems.legal ? (
                <p id="checkout-legal-error" className="checkout__error">
                  {problem('legal')}
                </p>
              ) : null}
            </div>
            {failure ? (
              <p className="checkout__error" role="alert">
                {text(failure)}
              </p>
            ) : null}
            {stage ? (
              <ProviderStage
                stage={stage}
                currency={info.currency ?? 'EUR'}
                onToken={(tokenId, extra) => {
                  setStage(null);
                  void run(() => submit(tokenId, extra));
                }}
                onCancel={() => setStage(null)}
                onFailure={(message) => {
                  setStage(null);
                  setFailure({ text: message });
                }}
              />
            ) : null}
            <Button variant="primary" block busy={busy} onClick={() => void pay()}>
              {t('checkout.pay')}
            </Button>
          </Card>
        </div>
      </div>
    </div>
  );
});

/** A new customer signs up with the checkout: the form's rules (all address fields, the conditions accepted) already passed. */
function newCustomerOf(form: CheckoutForm) {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, form[field].trim()])) as Record<(typeof ADDRESS_FIELDS)[number], string>;
  return { ...address, id: null, password: form.password, okRss: form.okRss, acceptConditions: true as const };
}

const AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  name: 'given-name',
  surname: 'family-name',
  addressLine1: 'address-line1',
  city: 'address-level2',
  town: 'address-level3',
  country: 'country-name',
  postalCode: 'postal-code',
  email: 'email',
  phone: 'tel',
};

function prefill(info: CheckoutInfo): Partial<CheckoutForm> {
  const values: Partial<CheckoutForm> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = info[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

function Choices({ legend, error, children }: { legend: string; error?: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} className="checkout__choices">
      {children}
      {error ? (
        <p className="checkout__error" role="alert">
          {error}
        </p>
      ) : null}
    </Fieldset>
  );
}

function MethodChoice({ method, chosen, onChoose }: { method: PaymentMethod; chosen: string | null; onChoose(key: string): void }) {
  const key = methodKey(method);
  return (
    <label className="checkout__choice">
      <input type="radio" name="payment-method" checked={chosen === key} onChange={() => onChoose(key)} />
      <span>
        {method.name}
        {method.description ? <span className="checkout__meta"> · {method.description}</span> : null}
      </span>
    </label>
  );
}
