import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatValue } from '../../engine/format-value';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { Money } from '../../ui/Format/Format';
import { customerBookingsQuery } from '../../booking/booking-queries';
import { holdToCart } from '../../booking/hold-to-cart';
import type { PlaceState } from '../../booking/payment-state';

/**
 * The player's own place on the join page (issue 35): Awaiting payment with what they owe and Pay, which puts their
 * unpaid share (My bookings' sale of this booking) in the cart and opens the checkout; Confirmed once paid.
 */
export const PayShare = observer(function PayShare({ bookingId, state, debt }: { bookingId: number; state: PlaceState; debt: number }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const bookings = useQuery(customerBookingsQuery(root));
  const mine = bookings.status === 'ready' ? (bookings.data.next ?? []).find((booking) => booking.id === bookingId) : undefined;
  const owed = mine?.toPay ? (mine.toPay.pending ?? mine.toPay.total ?? debt) : null;

  const pay = async () => {
    // A cart refusal (a shared payment already there) shows from the cart and keeps the player here.
    if (mine && (await holdToCart(root, mine))) navigate('/checkout');
  };

  return (
    <div className="booking-join__state">
      <Badge status={state === 'awaitingPayment' ? 'pending' : 'paid'}>{t(state === 'awaitingPayment' ? 'booking.statusPending' : 'booking.statusConfirmed')}</Badge>
      {/* Their debt as the price (doc 2 §2), 0 once paid. */}
      <p className="booking-join__debt">
        {t('booking.join.yourDebt')} <Money value={debt} />
      </p>
      {state === 'awaitingPayment' && owed !== null && owed > 0 ? (
        <Button variant="primary" onClick={() => void pay()}>
          {t('booking.manage.pay', { amount: formatValue(owed, 'money', root.settings.formatOptions) })}
        </Button>
      ) : null}
    </div>
  );
});
