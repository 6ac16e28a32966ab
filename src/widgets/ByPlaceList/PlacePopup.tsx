import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Money } from '../../ui/Format/Format';
import { formatLevel } from '../../engine/format-value';
import type { MatchBooking } from '../booking-support/match-queries';
import { joinPrice } from '../booking-support/match-rules';
import { toCheckout, useJoin } from '../booking-support/join-action';

/** The booking-by-place popup (doc 2 §2): title, start, duration, date, level range, occupancy, place, resources, price, Add to Cart. */
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
  const join = useJoin(root, (joined) => toCheckout(joined, navigate));
  const price = joinPrice(booking, root.settings.settings?.PriceWithTaxes);
  const hasRange = typeof booking.minLevel === 'number' && typeof booking.maxLevel === 'number';

  const addToCart = () => {
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
        <dd>{booking.date}</dd>
        {hasRange ? (
          <>
            <dt>{t('booking.levelRange')}</dt>
            <dd>
              {t('booking.levelFromTo', {
                min: formatLevel(booking.minLevel, 'table', root.settings.formatOptions),
                max: formatLevel(booking.maxLevel, 'table', root.settings.formatOptions),
              })}
            </dd>
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
      <Button variant="primary" onClick={addToCart} busy={join.busy}>
        {t('booking.addToCart')}
      </Button>
      {join.message ? <p role="alert">{text(join.message)}</p> : null}
    </Dialog>
  );
});
