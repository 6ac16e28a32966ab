import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { envelope } from '../../api/client';
import { useAction } from '../../api/use-action';
import type { components } from '../../generated/api';
import { CLIENT_CRASH_HEADER } from '../../api/middleware/answers';
import { shownAmount } from '../../domain/money';
import { clubLocalTime } from '../../domain/club-time';
import { refusalMessage } from '../../engine/sources/answers';
import { failureMessage, useMessageText, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { templateQuery } from '../../stores/club-queries';
import type { QueryState } from '../../stores/QueryCache';
import { useQuery, useQuietQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { DateTime, Money } from '../../ui/Format/Format';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { cartPortOf } from '../widget-support/cart-port';
import { LoadFailure } from '../widget-support/LoadFailure';
import { AVAILABILITY_READS, bookingPriceQuery, paymentModesQuery, type LoadedPrice, type PriceRequest } from '../booking-support/booking-queries';
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
import { PlayersPanel, type Player, type FoundPlayer } from './PlayersPanel';
import './CheckoutBooking.css';

/** /checkout-booking?pl=: the summary, the PAY MODE panel, then the pre-book and the cart (doc 2 §2, §4). */
function CheckoutBooking() {
  const [search] = useSearchParams();
  const root = useRootStore();
  const payload = decodePayload(search.get('pl'));
  if (!payload || !root.session.loggedIn || root.session.customerId === null) return <Navigate to="/bookingtypes" replace />;
  return <CheckoutForm payload={payload} ownerId={root.session.customerId} />;
}

/** What a pay sends (the pre-book's body) and what its answer needs: how it is paid, and the way back to the timetable. */
interface PrebookOrder {
  body: components['schemas']['PrebookRequest'];
  paymentType: PaymentType;
  withRetention: boolean;
  backTo: string;
}

/** A price load's failure shows globally (doc 2 §7: "Price load: … ok false shows errorMsg globally"), once. */
function useGlobalFailure(state: QueryState<unknown>) {
  const root = useRootStore();
  const error = state.status === 'failed' ? state.error : null;
  useEffect(() => {
    if (error !== null) root.ui.showError(failureMessage(error));
  }, [error, root]);
}

const CheckoutForm = observer(function CheckoutForm({ payload, ownerId }: { payload: BookingPayload; ownerId: number }) {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const navigate = useNavigate();
  const { booking, blocks } = payload;
  const first = blocks[0]!;
  const priceOf = (customerId: number): PriceRequest => ({
    startDate: first.startDate,
    bookingTypeId: booking.bookingTypeId,
    duration: booking.duration ?? first.duration,
    resourceId: (blocks.find((block) => !block.noOnline) ?? first).resourceId,
    customerId,
  });
  const modes = useQuery(paymentModesQuery(root));
  // The owner's own price (a member's is the member price) and the generic one (customerId -1), both the server's (doc 2 §9).
  const ownerPrice = useQuery(bookingPriceQuery(root, priceOf(ownerId)));
  const genericPrice = useQuery(bookingPriceQuery(root, priceOf(-1)));
  useGlobalFailure(ownerPrice);
  useGlobalFailure(genericPrice);
  const template = useQuietQuery('the header template', templateQuery(root), {});
  const [chosen, setChosen] = useState<PaymentType | null>(null);
  const record = root.session.record;
  const [others, setOthers] = useState<Player[]>([]);
  const isMatch = payload.isMatch === true;
  const prebook = useAction(
    root,
    (order: PrebookOrder) =>
      isMatch ? root.client.POST('/api/publicbookings/byplace-prebook', { body: order.body }) : root.client.POST('/api/publicbookings/prebook', { body: order.body }),
    {
      // Made, or refused because the slot was taken meanwhile: the timetable and my bookings load again.
      invalidates: [...AVAILABILITY_READS, 'getCustomerBookings'],
      refused: (result, order) => {
        if (result.response.headers.has(CLIENT_CRASH_HEADER)) {
          // No answer (doc 2 §7): logged, with an empty global error: no text of the server's to show.
          console.error('The pre-book got no answer', result.response.status);
          root.ui.dismissError();
          return null;
        }
        const answer = envelope(result);
        // A refusal's model is the contract's FieldErrors (field → text): its values joined by comma, globally and under the button.
        const fields = Object.values(('model' in answer ? answer.model : null) ?? {}).filter((value) => typeof value === 'string');
        if (fields.length > 0) {
          const joined: Message = { text: fields.join(', ') };
          root.ui.showError(joined);
          return joined;
        }
        const message = refusalMessage(answer);
        if (!('reason' in answer) || answer.reason !== 'slotTaken') return message;
        // Taken meanwhile: the timetable shows it taken, on the same date and duration.
        navigate(order.backTo, { state: { notice: text(message) } });
        return null;
      },
      done: async (answer, _result, order) => {
        // On ok the model is the PrebookResult (the FieldErrors side only comes with ok false).
        const model = answer.model ?? {};
        if (model.serviceFree === true) {
          navigate('/customer-bookings');
          return;
        }
        const sales = Array.isArray(model.sales) ? model.sales : [];
        await cartPortOf(root).addSales(
          cartLinesOf(sales, { paymentType: order.paymentType, withRetention: order.withRetention, ownerId, bookingTypeName: booking.bookingTypeName }),
        );
        navigate('/checkout');
      },
    },
  );
  const error = prebook.message;
  const maxParticipants = booking.maxParticipants ?? 4;
  // What the timetable showed: the price while the server's is not known (a failed load is said globally).
  const shownOnTimetable = booking.price?.amount ?? booking.price?.price ?? 0;
  const shown = (loaded: LoadedPrice) => shownAmount(loaded.gross, loaded.net ?? loaded.gross, root.settings.settings?.PriceWithTaxes);
  const shownOf = (state: QueryState<LoadedPrice>) => (state.status === 'ready' ? shown(state.data) : shownOnTimetable);

  if (modes.status === 'loading' || ownerPrice.status === 'loading' || genericPrice.status === 'loading') return <Skeleton kind="card" />;
  if (modes.status === 'failed') return <LoadFailure message={failureMessage(modes.error)} />;
  const price = shownOf(ownerPrice);
  const generic = shownOf(genericPrice);
  const isSpecialPrice = ownerPrice.status === 'ready' ? ownerPrice.data.isSpecialPrice : booking.price?.isSpecialPrice === true;
  const options = payModeOptions({ modes: modes.data, isSpecialPrice, isMatch, maxParticipants });
  const paymentType = chosen ?? defaultPaymentType(options);
  const withRetention = modes.data.sharedPaymentWithRetention === true;
  const owner: Player = { customerId: ownerId, name: [record?.name, record?.surname].filter(Boolean).join(' ') || t('booking.you'), owner: true, price };
  const players = [owner, ...others];
  const total = payNowTotal({ paymentType, price, genericPrice: generic, otherPrices: others.map((other) => other.price), maxParticipants, withRetention });
  const shared = paymentType === PAY.Shared;
  const timeZone = root.settings.settings?.TimeZone || 'UTC';
  const circleImage = template?.image1 ? root.settings.uploadUrl(template.image1) : null;
  const backToTimetable = () => {
    const date = booking.date ? clubLocalTime(Date.parse(booking.date), timeZone).date : '';
    return `/bookings/${booking.bookingTypeId}?date=${date}&duration=${booking.duration ?? ''}`;
  };

  /** A player added gets their price from the server (doc 2 §4); a failed load says so globally and counts the generic price. */
  const addPlayer = async (found: FoundPlayer) => {
    let playerPrice = generic;
    try {
      playerPrice = shown(await root.queries.fetch(bookingPriceQuery(root, priceOf(found.customerId))));
    } catch (failure) {
      root.ui.showError(failureMessage(failure));
    }
    setOthers((current) =>
      current.some((known) => known.customerId === found.customerId) || current.length + 1 >= maxParticipants ? current : [...current, { ...found, price: playerPrice }],
    );
  };

  const pay = () => {
    const body = {
      booking: { ...booking, customerId: ownerId, paymentType },
      blocks: blocks.map((block) => ({ ...block, customerId: ownerId })),
      isMatch,
      customerIsParticipant: true,
      isMultiple: false,
      customerIds: players.map((player) => player.customerId),
      players: players.map((player) => ({ customerId: player.customerId, name: player.name, team: -1 as const })),
    };
    void prebook.run({ body, paymentType, withRetention, backTo: backToTimetable() });
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
        {circleImage ? <img className="checkout-booking__circle" src={circleImage} alt="" /> : null}
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
        {shared ? (
          <PlayersPanel
            players={players}
            maxParticipants={maxParticipants}
            shareOf={(player) => (player.owner ? playerShares(player.price, maxParticipants).owner : playerShares(player.price, maxParticipants).other)}
            onAdd={addPlayer}
            onRemove={(removed) => setOthers((current) => current.filter((other) => other.customerId !== removed.customerId))}
          />
        ) : null}
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
          busy={prebook.busy}
          disabled={options.none || paymentType === PAY.NotSet}
          onClick={pay}
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
