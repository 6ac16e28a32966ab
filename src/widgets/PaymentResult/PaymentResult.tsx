import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { modelAnswer } from '../../api/answers';
import type { WidgetProps } from '../../engine/widget-types';
import type { components } from '../../generated/api';
import { query } from '../../stores/QueryCache';
import type { RootStore } from '../../stores/RootStore';
import { useRootStore } from '../../stores/StoresContext';
import { useQuietQuery } from '../../stores/use-query';
import { LinkButton } from '../../ui/Button/LinkButton';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { DateTime, Money } from '../../ui/Format/Format';
import { justPaidOrder } from './last-order';
import './PaymentResult.css';

type Order = components['schemas']['Order'];

function ordersQuery(root: RootStore, customerId: number) {
  return query(['getCustomerOrders', customerId], async (signal) => {
    const orders = await modelAnswer(root.client.GET('/api/shop/customer-orders/{customerId}', { params: { path: { customerId } }, signal }));
    return orders ?? [];
  });
}

/** What was paid: the order's number, total, method and date, with a link to its detail. */
function PaidOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <div className="payment-result__order">
      <dl className="payment-result__facts">
        <div>
          <dt>{t('paymentResult.order')}</dt>
          <dd>
            <Link to={`/customer-orders/${order.id}`}>{order.number ?? order.id}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('paymentResult.total')}</dt>
          <dd className="payment-result__total">
            <Money value={order.total ?? 0} />
          </dd>
        </div>
        {order.paymentMethod ? (
          <div>
            <dt>{t('paymentResult.paidWith')}</dt>
            <dd>{order.paymentMethod}</dd>
          </div>
        ) : null}
        {order.date ? (
          <div>
            <dt>{t('paymentResult.date')}</dt>
            <dd>
              <DateTime value={order.date} />
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

const SignedInSummary = observer(function SignedInSummary({ customerId }: { customerId: number }) {
  const root = useRootStore();
  // Read once, when the page opens: the clock of "just paid" must not move while the page is shown.
  const [openedAt] = useState(() => Date.now());
  const orders = useQuietQuery('orders', ordersQuery(root, customerId), []);
  if (orders === null) return <p className="payment-result__loading" aria-busy="true" />;
  const order = justPaidOrder(orders, openedAt);
  return order ? <PaidOrder order={order} /> : null;
});

/**
 * /cz/ok and /cz/ko (doc 3 §2.5): the spec's sentence as the heading, what was paid and the next steps. On failure,
 * Try again only while the cart still holds what was being paid, and My Bookings for a signed-in customer (a
 * booking's failed payment waits there).
 */
function PaymentResult({ options }: WidgetProps) {
  const { t } = useTranslation();
  const root = useRootStore();
  const ok = options.outcome !== 'ko';
  // /cz/ok?payment=review: the order is placed but the provider holds the payment for review (Authorize.Net).
  const [params] = useSearchParams();
  const inReview = ok && params.get('payment') === 'review';
  const customerId = root.session.customerId;
  const signedIn = customerId !== null;
  const canRetry = !ok && !root.cart.isEmpty;

  const actions = ok ? (
    <>
      <LinkButton to="/customer-bookings" variant="primary">
        {t('payment.goToMyBookings')}
      </LinkButton>
      <LinkButton to="/" variant="secondary">
        {t('payment.continueShopping')}
      </LinkButton>
    </>
  ) : (
    <>
      {canRetry ? (
        <LinkButton to="/checkout" variant="primary">
          {t('ui.tryAgain')}
        </LinkButton>
      ) : null}
      <LinkButton to="/" variant={canRetry ? 'secondary' : 'primary'}>
        {t('payment.continueShopping')}
      </LinkButton>
      {signedIn ? (
        <LinkButton to="/customer-bookings" variant="quiet">
          {t('payment.goToMyBookings')}
        </LinkButton>
      ) : null}
    </>
  );

  return (
    <div className="payment-result">
      <EmptyState
        tone={inReview ? 'info' : ok ? 'success' : 'failed'}
        titleAs="h1"
        title={t(inReview ? 'payment.inReview' : ok ? 'payment.ok' : 'payment.ko')}
        role={ok ? 'status' : 'alert'}
        action={actions}
      >
        {inReview ? <p>{t('payment.inReviewDetail')}</p> : null}
        {ok && customerId !== null ? <SignedInSummary customerId={customerId} /> : null}
        {canRetry ? <p>{t('paymentResult.cartKept')}</p> : null}
      </EmptyState>
    </div>
  );
}

export default observer(PaymentResult);
