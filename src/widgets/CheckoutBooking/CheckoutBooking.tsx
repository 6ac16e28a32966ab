import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { envelope } from '../../api/client';
import { clubLocalTime } from '../../domain/club-time';
import { refusalMessage } from '../../engine/sources/answers';
import { CRASH, failureMessage, useMessageText, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { DateTime, Money } from '../../ui/Format/Format';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { cartPortOf } from '../widget-support/cart-port';
import { LoadFailure } from '../widget-support/LoadFailure';
import { invalidateAvailability, paymentModesQuery } from '../booking-support/booking-queries';
import {
  PAY,
  cartLinesOf,
  decodePayload,
  defaultPaymentType,
  formatLevel,
  payModeOptions,
  payNowTotal,
  playerShares,
  type BookingPayload,
  type PaymentType,
} from '../booking-support/booking-rules';
import { PlayersPanel, type Player } from './PlayersPanel';
import './CheckoutBooking.css';

/** /checkout-booking?pl=: the summary, the PAY MODE panel, then the pre-book and the cart (doc 2 §2, §4). */
function CheckoutBooking() {
  const [search] = useSearchParams();
  const root = useRootStore();
  const payload = decodePayload(search.get('pl'));
  if (!payload || !root.session.loggedIn || root.session.customerId === null) return <Navigate to="/bookingtypes" replace />;
  return <CheckoutForm payload={payload} ownerId={root.session.customerId} />;
}

const CheckoutForm = observer(function CheckoutForm({ payload, ownerId }: { payload: BookingPayload; ownerId: number }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const navigate = useNavigate();
  const modes = useQuery(paymentModesQuery(root));
  const [chosen, setChosen] = useState<PaymentType | null>(null);
  const record = root.session.record;
  const [players, setPlayers] = useState<Player[]>([{ customerId: ownerId, name: [record?.name, record?.surname].filter(Boolean).join(' ') || t('booking.you'), owner: true }]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const { booking, blocks } = payload;
  const isMatch = payload.isMatch === true;
  const maxParticipants = booking.maxParticipants ?? 4;
  const price = booking.price?.amount ?? booking.price?.price ?? 0;

  if (modes.status === 'loading') return <Skeleton kind="card" />;
  if (modes.status === 'failed') return <LoadFailure message={failureMessage(modes.error)} />;
  const options = payModeOptions({ modes: modes.data, isSpecialPrice: booking.price?.isSpecialPrice === true, isMatch, maxParticipants });
  const paymentType = chosen ?? defaultPaymentType(options);
  const withRetention = modes.data.sharedPaymentWithRetention === true;
  const total = payNowTotal({ paymentType, price, maxParticipants, withRetention });
  const shared = paymentType === PAY.Shared;
  const timeZone = root.settings.settings?.TimeZone || 'UTC';
  const backToTimetable = () => {
    const date = booking.date ? clubLocalTime(Date.parse(booking.date), timeZone).date : '';
    return `/bookings/${booking.bookingTypeId}?date=${date}&duration=${booking.duration ?? ''}`;
  };

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = {
        booking: { ...booking, customerId: ownerId, paymentType },
        blocks: blocks.map((block) => ({ ...block, customerId: ownerId })),
        isMatch,
        customerIsParticipant: true,
        isMultiple: false,
        customerIds: players.map((player) => player.customerId),
        players: players.map((player) => ({ customerId: player.customerId, name: player.name, team: -1 as const })),
      };
      const result = isMatch ? await root.client.POST('/api/publicbookings/byplace-prebook', { body }) : await root.client.POST('/api/publicbookings/prebook', { body });
      const answer = envelope(result);
      if (answer.ok !== true) {
        // A refusal's model is the contract's FieldErrors (field → text).
        const fields = Object.values(answer.model ?? {}).filter((value) => typeof value === 'string');
        const message: Message = fields.length > 0 ? { text: fields.join(', ') } : refusalMessage(answer);
        if (answer.reason === 'slotTaken') {
          // Taken meanwhile: the timetable shows it taken, on the same date and duration.
          invalidateAvailability(root);
          navigate(backToTimetable(), { state: { notice: text(message) } });
          return;
        }
        setError(message);
        return;
      }
      invalidateAvailability(root);
      root.queries.invalidate('GET /api/publicbookings/customer-bookings');
      // On ok the model is the PrebookResult (the FieldErrors side only comes with ok false).
      const model = answer.model ?? {};
      const sales = Array.isArray(model.sales) ? model.sales : [];
      if (model.serviceFree === true) {
        navigate('/customer-bookings');
        return;
      }
      await cartPortOf(root).addSales(cartLinesOf(sales, { paymentType, withRetention, ownerId, bookingTypeName: booking.bookingTypeName }));
      navigate('/checkout');
    } catch (failure) {
      console.error(failure);
      setError(CRASH);
    } finally {
      setBusy(false);
    }
  };

  const levels = typeof booking.minLevel === 'number' && typeof booking.maxLevel === 'number';
  // Only the names the club shows online reach the payload (doc 2 §2): none shown, no row.
  const resourceNames =
    booking.resourceName ||
    blocks
      .map((block) => block.resourceName)
      .filter(Boolean)
      .join(', ');
  return (
    <div className="checkout-booking">
      <Card title={t('booking.details')}>
        <dl className="checkout-booking__summary">
          <dt>{t('booking.type')}</dt>
          <dd>{booking.bookingTypeName}</dd>
          <dt>{t('booking.date')}</dt>
          <dd>
            <DateTime value={booking.date ?? blocks[0]!.startDate} />
          </dd>
          <dt>{t('booking.duration')}</dt>
          <dd>{t('booking.minutes', { count: booking.duration ?? blocks[0]!.duration })}</dd>
          {resourceNames ? (
            <>
              <dt>{t('booking.resources')}</dt>
              <dd>{resourceNames}</dd>
            </>
          ) : null}
          {levels ? (
            <>
              <dt>{t('booking.levelRange')}</dt>
              <dd>
                {t('booking.levelFromTo', { min: formatLevel(booking.minLevel, 2, i18n.language), max: formatLevel(booking.maxLevel, 2, i18n.language) })} ·{' '}
                {booking.modifyLevel ? t('booking.competitive') : t('booking.friendly')}
              </dd>
            </>
          ) : null}
          <dt>{t('booking.price')}</dt>
          <dd>
            <Money value={price} />
          </dd>
        </dl>
        {booking.cancelText ? <p className="checkout-booking__cancel-text">{booking.cancelText}</p> : null}
      </Card>
      <Card title={t('booking.payMode')}>
        {options.none ? (
          <p role="alert">{t('booking.noPaymentOptions')}</p>
        ) : (
          <div role="radiogroup" aria-label={t('booking.payMode')} className="pay-modes">
            {options.shared ? (
              <label className="pay-mode">
                <input type="radio" name="payMode" checked={shared} onChange={() => setChosen(PAY.Shared)} />
                <span>
                  <strong>{t(isMatch ? 'booking.sharedMatch' : 'booking.shared')}</strong>
                  <span className="pay-mode__hint">{t('booking.sharedHint')}</span>
                </span>
              </label>
            ) : null}
            {options.full ? (
              <label className="pay-mode">
                <input type="radio" name="payMode" checked={paymentType === PAY.Full} onChange={() => setChosen(PAY.Full)} />
                <span>
                  <strong>{t('booking.full')}</strong>
                  <span className="pay-mode__hint">{t('booking.fullHint')}</span>
                </span>
              </label>
            ) : null}
          </div>
        )}
        {shared ? <PlayersPanel players={players} maxParticipants={maxParticipants} shares={playerShares(price, maxParticipants)} onChange={setPlayers} /> : null}
        <p className="checkout-booking__total">
          <span>{t('booking.total')}</span> <Money value={total} />
        </p>
        {shared ? (
          <p className="checkout-booking__notice">
            <strong>{t('booking.noticeTitle')}</strong> {t('booking.notice')}
          </p>
        ) : null}
      </Card>
      <div className="checkout-booking__actions">
        <Button
          variant="primary"
          busy={busy}
          disabled={options.none || paymentType === PAY.NotSet}
          onClick={() => void pay()}
          aria-describedby={error ? 'checkout-booking-error' : undefined}
        >
          {price === 0 ? (
            t('booking.confirmFree')
          ) : shared ? (
            t('booking.proceedToPayment')
          ) : (
            <>
              {t('booking.addToCart')} <Money value={total} />
            </>
          )}
        </Button>
        {error ? (
          <p role="alert" id="checkout-booking-error" className="checkout-booking__error">
            {text(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
});

export default observer(CheckoutBooking);
