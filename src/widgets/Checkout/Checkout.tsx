import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCents, shownAmount } from '../../domain/money';
import { useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Field, PasswordInput } from '../../ui/Field/Field';
import { Money } from '../../ui/Format/Format';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { CartLines } from '../shell-cart/CartLines';
import { ADDRESS_FIELDS, methodKey, offersSaveCard, saveCardForced, type CheckoutInfo, type ProblemPlace } from './checkout-rules';
import { checkoutInfoQuery } from './checkout-queries';
import { Choices, EmptyCheckout, MethodChoice } from './CheckoutParts';
import { ProviderStage } from './ProviderStage';
import { useCheckout } from './use-checkout';
import './Checkout.css';

const LegalTextLinks = lazy(() => import('../../sections/form/LegalTextLinks'));

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

/** The page: it renders the state of useCheckout and hands its buttons to it. */
const CheckoutPage = observer(function CheckoutPage({ info }: { info: CheckoutInfo }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { cart } = useRootStore();
  const checkout = useCheckout(info);
  const { form, problems, choices, totals, withTaxes, transport } = checkout;
  const { method, savedCards, plainMethods, voucherEntries, sharedNeedsCard, savesCard } = choices;
  const transportRequired = cart.transportRequired;
  const free = totals.free;
  const problem = (place: ProblemPlace) => (problems[place] ? text(problems[place]) : undefined);
  const set = checkout.setField;

  const problemCount = Object.keys(problems).length;
  const addressNeeded = !checkout.loggedIn || transportRequired;

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
          {checkout.loggedIn ? null : (
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
              <Choices legend={t('checkout.transport')} error={problem('transport')} legendRepeatsTitle>
                {checkout.transports.map((candidate) => (
                  <label key={candidate.id} className="checkout__choice">
                    <input type="radio" name="transport" checked={candidate.id === checkout.transportId} onChange={() => checkout.setTransportId(candidate.id)} />
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
                  <input type="radio" name="voucher" checked={checkout.voucher === null} onChange={() => checkout.setVoucher(null)} />
                  <span>{t('checkout.noVoucher')}</span>
                </label>
                {voucherEntries.flatMap((entry) =>
                  (entry.vouchers ?? []).map((option) => (
                    <label key={`${entry.saleId ?? 'p'}-${option.voucher?.id}`} className="checkout__choice">
                      <input
                        type="radio"
                        name="voucher"
                        checked={checkout.voucher?.voucherId === option.voucher?.id}
                        onChange={() => {
                          const voucherId = option.voucher?.id;
                          checkout.setVoucher(voucherId === undefined ? null : { methodId: option.id ?? 0, voucherId });
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
            {checkout.voucher ? null : (
              <>
                {savedCards.length > 0 ? (
                  <Choices legend={t('checkout.savedCards')}>
                    {savedCards.map((card) => (
                      <MethodChoice key={methodKey(card)} method={card} chosen={checkout.chosenKey} onChoose={checkout.setChosenKey} />
                    ))}
                  </Choices>
                ) : null}
                <Choices legend={t('checkout.paymentMethods')} error={problem('method')}>
                  {plainMethods.length === 0 && savedCards.length === 0 && !cart.isEmpty && !free ? <p className="checkout__hint">{t('checkout.noMethods')}</p> : null}
                  {plainMethods.map((candidate) => (
                    <MethodChoice key={methodKey(candidate)} method={candidate} chosen={checkout.chosenKey} onChoose={checkout.setChosenKey} />
                  ))}
                </Choices>
                {offersSaveCard(method, sharedNeedsCard) ? (
                  <label className="checkout__check">
                    <input
                      type="checkbox"
                      checked={savesCard}
                      disabled={saveCardForced(method, sharedNeedsCard)}
                      onChange={(event) => checkout.setSaveCard(event.target.checked)}
                    />{' '}
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
              <Field label={t('checkout.coupon')} error={problem('coupon')} help={checkout.couponNote ? text(checkout.couponNote) : undefined} width="full">
                <input className="cz-input" value={checkout.couponTyped} autoComplete="off" onChange={(event) => checkout.typeCoupon(event.target.value)} />
              </Field>
              <Button onClick={() => void checkout.applyCoupon()}>{t('checkout.applyCoupon')}</Button>
            </div>
            <dl className="checkout__totals">
              <dt>{t('checkout.subtotal')}</dt>
              <dd>
                <Money value={fromCents(totals.subtotal)} />
              </dd>
              {transport ? (
                <>
                  <dt>{t('checkout.transportCost')}</dt>
                  <dd>
                    <Money value={fromCents(totals.transport)} />
                  </dd>
                </>
              ) : null}
              {checkout.coupon ? (
                <>
                  <dt>{t('checkout.discount')}</dt>
                  <dd>
                    − <Money value={fromCents(totals.discount)} />
                  </dd>
                </>
              ) : null}
              <dt className="checkout__total">{t('checkout.total')}</dt>
              <dd className="checkout__total">
                <Money value={fromCents(totals.total)} />
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
            {checkout.failure ? (
              <p className="checkout__error" role="alert">
                {text(checkout.failure)}
              </p>
            ) : null}
            {checkout.stage ? (
              <ProviderStage
                stage={checkout.stage}
                currency={info.currency ?? 'EUR'}
                payer={checkout.payer}
                saveCard={savesCard}
                onToken={checkout.onToken}
                onCancel={checkout.onCancelStage}
                onFailure={checkout.onStageFailure}
              />
            ) : null}
            <Button variant="primary" block busy={checkout.busy} onClick={() => void checkout.pay()}>
              {t('checkout.pay')}
            </Button>
          </Card>
        </div>
      </div>
    </div>
  );
});

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
