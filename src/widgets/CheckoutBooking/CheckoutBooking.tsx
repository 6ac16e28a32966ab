import { observer } from 'mobx-react-lite';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { shownAmount } from '../../domain/money';
import { formatValue } from '../../engine/format-value';
import { clubLocalTime } from '../../domain/club-time';
import { failureMessage, useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { templateQuery } from '../../stores/club-queries';
import type { QueryState } from '../../stores/QueryCache';
import { useQuery, useQuietQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Money } from '../../ui/Format/Format';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { BlockedSheet } from '../../booking/BlockedSheet';
import { bookingPriceQuery, paymentModesQuery, type LoadedPrice, type PriceRequest } from '../../booking/booking-queries';
import { PAY, decodePayload, type BookingPayload, type PaymentType } from '../../booking/booking-rules';
import { confirmLabel, defaultPaymentType, payModeOptions, payNowTotal, playerShares } from '../../booking/pay-mode-rules';
import { BookingSummary } from './BookingSummary';
import { PayModes } from './PayModes';
import { PlayersPanel } from './PlayersPanel';
import { NO_PLAYERS, playersBody, playersFlow, type FoundPlayer, type Player } from './players-flow';
import { usePrebook } from './use-prebook';
import './CheckoutBooking.css';

/**
 * /checkout-booking?pl=: the summary, the PAY MODE panel, then the pre-book and the cart (doc 2 §2, §4).
 */
function CheckoutBooking() {
  const [search] = useSearchParams();
  const root = useRootStore();
  const payload = decodePayload(search.get('pl'));
  if (!payload || !root.session.loggedIn || root.session.customerId === null) return <Navigate to="/bookingtypes" replace />;
  return <CheckoutForm payload={payload} ownerId={root.session.customerId} />;
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
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
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
  const [playerState, dispatchPlayers] = useReducer(playersFlow, NO_PLAYERS);
  const others = playerState.others;
  const isMatch = payload.isMatch === true;
  const { prebook, blocked, closeBlocked } = usePrebook(root, { isMatch, ownerId, bookingTypeName: booking.bookingTypeName });
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
  const owner: Player = {
    customerId: ownerId,
    name: [record?.name, record?.surname].filter(Boolean).join(' ') || t('booking.you'),
    owner: true,
    price,
    team: playerState.ownerTeam,
  };
  const players = [owner, ...others];
  const total = payNowTotal({ paymentType, price, genericPrice: generic, otherPrices: others.map((other) => other.price), maxParticipants, withRetention });
  const shared = paymentType === PAY.Shared;
  const label = confirmLabel({ price, paymentType, isMatch });
  const timeZone = root.settings.settings?.TimeZone || 'UTC';
  const circleImage = template?.image1 ? root.settings.uploadUrl(template.image1) : null;
  const backToTimetable = () => {
    const date = booking.date ? clubLocalTime(Date.parse(booking.date), timeZone).date : '';
    return `/bookings/${booking.bookingTypeId}?date=${date}&duration=${booking.duration ?? ''}`;
  };

  /** A player added gets their price from the server (doc 2 §4); a failed load says so globally and counts the generic price. */
  const addPlayer = async (found: FoundPlayer) => {
    if (found.customerId === ownerId || others.some((known) => known.customerId === found.customerId)) {
      dispatchPlayers({ type: 'readded', customerId: found.customerId });
      return;
    }
    let playerPrice = generic;
    try {
      playerPrice = shown(await root.queries.fetch(bookingPriceQuery(root, priceOf(found.customerId))));
    } catch (failure) {
      root.ui.showError(failureMessage(failure));
    }
    dispatchPlayers({ type: 'added', player: found, price: playerPrice, maxParticipants });
  };

  const pay = () => {
    const body = {
      booking: { ...booking, customerId: ownerId, paymentType },
      blocks: blocks.map((block) => ({ ...block, customerId: ownerId })),
      isMatch,
      customerIsParticipant: true,
      isMultiple: false,
      customerIds: players.map((player) => player.customerId),
      players: playersBody(players),
    };
    void prebook.run({ body, paymentType, withRetention, backTo: backToTimetable() });
  };

  return (
    <div className="checkout-booking">
      <BookingSummary payload={payload} price={price} circleImage={circleImage} />
      <Card title={t('booking.payMode')}>
        <PayModes options={options} paymentType={paymentType} isMatch={isMatch} onChoose={setChosen} />
        {shared ? (
          <PlayersPanel
            players={players}
            maxParticipants={maxParticipants}
            shareOf={(player) => (player.owner ? playerShares(player.price, maxParticipants).owner : playerShares(player.price, maxParticipants).other)}
            onAdd={addPlayer}
            onRemove={(removed) => dispatchPlayers({ type: 'removed', customerId: removed.customerId })}
            onTeam={(player, team) => dispatchPlayers({ type: 'team', customerId: player.customerId, team, ownerId })}
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
          {/* One text ("Add to Cart · 28,00 €"), so the button's gap does not split it. */}
          {label === 'confirmFree' || label === 'proceedToPayment'
            ? t(`booking.${label}`)
            : `${t(`booking.${label}`)} · ${formatValue(total, 'money', root.settings.formatOptions)}`}
        </Button>
        {error ? (
          <p role="alert" id="checkout-booking-error" className="checkout-booking__error">
            {text(error)}
          </p>
        ) : null}
      </div>
      {blocked ? <BlockedSheet blocked={blocked} onClose={closeBlocked} /> : null}
    </div>
  );
});

export default observer(CheckoutBooking);
