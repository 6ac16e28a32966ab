import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Money } from '../../ui/Format/Format';
import { formatLevelRange, formatValue } from '../../engine/format-value';
import { useFormatOptions } from '../../engine/nodes/use-format-options';
import { formatWhen } from '../../i18n/dates';
import type { MatchBooking } from '../../booking/match-queries';
import { joinPrice } from '../../booking/match-rules';
import { toCheckout, useJoin } from '../../booking/join-action';
import type { Blocked } from '../../booking/blocked';
import { BlockedSheet } from '../../booking/BlockedSheet';

/**
 * The booking-by-place popup (doc 2 §2). Its button takes the place and says it goes on to pay (issue 35, where
 * doc 2 had Add to Cart); a refusal while holds wait for their payment opens the refusal sheet.
 */
export const PlacePopup = observer(function PlacePopup({
  booking,
  placeId,
  place,
  onClose,
}: {
  booking: MatchBooking;
  placeId: number | null;
  place: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const join = useJoin(root, (joined) => toCheckout(joined, navigate), setBlocked);
  const price = joinPrice(booking, root.settings.settings?.PriceWithTaxes);
  const hasRange = typeof booking.minLevel === 'number' && typeof booking.maxLevel === 'number';
  const options = useFormatOptions();

  const joinLabel = price === null ? t('booking.join.join') : t('booking.join.joinPrice', { price: formatValue(price, 'money', options) });

  const takePlace = () => {
    if (!root.session.loggedIn) join.refuse({ key: 'booking.byPlace.loginOrRegister' });
    else void join.run({ bookingId: booking.id, ...(placeId === null ? {} : { placeId }) });
  };

  return (
    <Dialog title={booking.bookingTypeName ?? t('booking.details')} onClose={onClose}>
      <dl className="match-summary">
        <dt>{t('booking.byPlace.start')}</dt>
        <dd>{booking.startHour}</dd>
        <dt>{t('booking.duration')}</dt>
        <dd>{t('booking.minutes', { count: booking.duration ?? 0 })}</dd>
        <dt>{t('booking.date')}</dt>
        <dd>{formatWhen(booking.date, 'day', options)}</dd>
        {hasRange ? (
          <>
            <dt>{t('booking.levelRange')}</dt>
            <dd>{formatLevelRange(booking.minLevel, booking.maxLevel, options)}</dd>
          </>
        ) : null}
        <dt>{t('booking.byPlace.occupancy')}</dt>
        <dd>{t('booking.byPlace.inMax', { in: booking.participantsIn ?? 0, max: booking.maxParticipants ?? 0 })}</dd>
        {place ? (
          <>
            <dt>{t('booking.byPlace.place')}</dt>
            <dd>{place}</dd>
          </>
        ) : null}
        <dt>{t('booking.resources')}</dt>
        <dd>{booking.resourceName}</dd>
        {price !== null ? (
          <>
            <dt>{t('booking.price')}</dt>
            <dd>
              <Money value={price} />
            </dd>
          </>
        ) : null}
      </dl>
      <Button variant="primary" onClick={takePlace} busy={join.busy}>
        {joinLabel}
      </Button>
      {join.message ? <p role="alert">{text(join.message)}</p> : null}
      {blocked ? <BlockedSheet blocked={blocked} onClose={() => setBlocked(null)} /> : null}
    </Dialog>
  );
});
