import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromCents } from '../../domain/money';
import type { WidgetProps } from '../../engine/widget-types';
import { useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { Money } from '../../ui/Format/Format';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { firstProblem, PROBLEM_ORDER } from './checkout-flow';
import { checkoutInfoQuery } from './checkout-queries';
import type { CheckoutInfo, ProblemPlace } from './checkout-rules';
import { CheckoutDetails, CheckoutTransport, problemId } from './CheckoutDetails';
import { CheckoutOrder } from './CheckoutOrder';
import { CheckoutLoadFailure, EmptyCheckout } from './CheckoutParts';
import { CheckoutPayment } from './CheckoutPayment';
import { ProviderStage } from './ProviderStage';
import { useCheckout, type CheckoutView } from './use-checkout';
import './Checkout.css';

const LegalTextLinks = lazy(() => import('../../sections/form/LegalTextLinks'));

/**
 * /checkout (and the clean /taykus-shop-checkout, `options.clean`): one screen, phone first, with Pay in a bar that
 * stays in reach (doc 3 §2.4, §4.3, §5.1; issue 35).
 */
const Checkout = observer(function Checkout({ options }: Partial<WidgetProps>) {
  const root = useRootStore();
  const info = useQuery(checkoutInfoQuery(root), !root.cart.isEmpty);
  // A change of the cart asks again; the page keeps its form meanwhile, with the last answer.
  const last = useRef<CheckoutInfo | null>(null);
  if (info.status === 'ready') last.current = info.data;
  const failed = info.status === 'failed' ? info.error : null;
  useEffect(() => {
    // A failed checkout-info is logged (doc 3 §8) and said as what it is: not a club without payment methods.
    if (failed !== null) console.warn('Could not load the checkout info', failed);
  }, [failed]);
  if (root.cart.isEmpty) return <EmptyCheckout clean={options?.clean === true} />;
  if (failed !== null) return <CheckoutLoadFailure />;
  if (info.status === 'loading' && last.current === null) return <Skeleton kind="card" />;
  return <CheckoutPage info={last.current ?? {}} />;
});

export default Checkout;

const CheckoutPage = observer(function CheckoutPage({ info }: { info: CheckoutInfo }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const checkout = useCheckout(info);
  const { flow } = checkout;
  const problem = (place: ProblemPlace) => (flow.problems[place] ? text(flow.problems[place]) : undefined);
  useFirstProblemInView(checkout);
  return (
    <div className="checkout">
      <h1 className="checkout__title">{t('checkout.title')}</h1>
      <div className="checkout__layout">
        <CheckoutOrder checkout={checkout} problem={problem} />
        <div className="checkout__main">
          <CheckoutDetails checkout={checkout} problem={problem} />
          {checkout.shipping ? <CheckoutTransport checkout={checkout} problem={problem} /> : null}
          <CheckoutPayment checkout={checkout} info={info} problem={problem} />
          <div className="checkout__legal">
            <label className="checkout__check">
              <input
                type="checkbox"
                id={problemId('legal')}
                checked={flow.form.acceptConditions}
                aria-invalid={flow.problems.legal ? true : undefined}
                aria-describedby={flow.problems.legal ? 'checkout-legal-error' : undefined}
                onChange={(event) => checkout.dispatch({ type: 'field', field: 'acceptConditions', value: event.target.checked })}
              />{' '}
              {t('fields.acceptConditions')}
            </label>
            <Suspense fallback={null}>
              <LegalTextLinks />
            </Suspense>
            {flow.problems.legal ? (
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
          <ProviderStage
            payment={flow.payment}
            currency={info.currency ?? 'EUR'}
            payer={checkout.payer}
            saveCard={checkout.choices.savesCard}
            onToken={checkout.onToken}
            onResumed={checkout.onResumed}
            onCancel={checkout.onCancelStage}
            onFailure={checkout.onStageFailure}
          />
          <PayBar checkout={checkout} />
        </div>
      </div>
    </div>
  );
});

/** Pay with the amount, in a bar that stays above the phone's tab bar; after a refused tap, what is missing. */
const PayBar = observer(function PayBar({ checkout }: { checkout: CheckoutView }) {
  const { t } = useTranslation();
  const method = checkout.flow.voucher ? null : checkout.choices.method;
  const missing = PROBLEM_ORDER.filter((place) => checkout.flow.problems[place] !== undefined);
  const names = missing.map((place) => t(PLACE_NAMES[place])).filter((name, index, all) => all.indexOf(name) === index);
  return (
    <div className="checkout__paybar">
      {names.length > 0 ? (
        <p className="checkout__missing" role="alert">
          {t('checkout.missing', { what: names.join(', ') })}
        </p>
      ) : null}
      {/* One tap pays: the bar says with what (a saved card, a method) without scrolling up to it. */}
      {method ? <p className="checkout__paying-with">{method.name}</p> : null}
      {/* The amount is the total's, which describes the button: its name stays "Pay" (doc 3 §2.4). */}
      <Button variant="primary" block busy={checkout.busy} aria-describedby="checkout-total" onClick={() => void checkout.pay()}>
        {t('checkout.pay')}
        <span className="checkout__pay-amount" aria-hidden="true">
          <Money value={fromCents(checkout.totals.total)} />
        </span>
      </Button>
    </div>
  );
});

/** Each refused Pay brings the first problem to the middle of the screen and focuses it: never a silent tap. */
function useFirstProblemInView(checkout: CheckoutView) {
  const { refusedPays, problems } = checkout.flow;
  const handled = useRef(0);
  useEffect(() => {
    if (refusedPays === handled.current) return;
    handled.current = refusedPays;
    const place = firstProblem(problems);
    const target = place ? document.getElementById(problemId(place)) : null;
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
  }, [refusedPays, problems]);
}

const PLACE_NAMES = {
  cart: 'checkout.summary',
  coupon: 'checkout.coupon',
  login: 'checkout.details',
  name: 'fields.name',
  surname: 'fields.surname',
  addressLine1: 'fields.addressLine1',
  city: 'fields.city',
  town: 'fields.town',
  country: 'fields.country',
  postalCode: 'fields.postalCode',
  email: 'fields.email',
  phone: 'fields.phone',
  password: 'fields.password',
  password2: 'fields.repeatPassword',
  transport: 'checkout.transport',
  method: 'checkout.payment',
  legal: 'checkout.legalConditions',
} as const satisfies Record<ProblemPlace, string>;
