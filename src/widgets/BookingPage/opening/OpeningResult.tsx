import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRootStore } from '../../../stores/StoresContext';
import { useQuery } from '../../../stores/use-query';
import { Button } from '../../../ui/Button/Button';
import { CardIcon, CheckCircleIcon, InfoIcon } from '../../../ui/Icon/icons';
import { customerBookingsQuery } from '../../../booking/booking-queries';
import { useClubMoment } from './club-moment';
import { courtLabel, sheetOptions, type Opening, type OpeningSlot } from './opening-rules';
import { holdToCart } from '../../../booking/hold-to-cart';
import './Opening.css';

type Result = NonNullable<Opening['myResult']>;

/**
 * The player's draw result above the day's grid (issue 27): a won slot with its payment deadline and Pay (the
 * hold's checkout, as in My bookings), or "not drawn" over the grid of what is still free.
 */
export const OpeningResult = observer(function OpeningResult({ result, slots }: { result: Result; slots: readonly OpeningSlot[] }) {
  const { t } = useTranslation();
  if (result.outcome === 'lost' || result.bookingId === null) {
    return (
      <div role="status" className="opening-result opening-result--lost">
        <InfoIcon size={20} />
        <p className="opening-result__text">{t('booking.opening.lost')}</p>
      </div>
    );
  }
  return <WonResult result={result} bookingId={result.bookingId} slots={slots} />;
});

const WonResult = observer(function WonResult({ result, bookingId, slots }: { result: Result; bookingId: number; slots: readonly OpeningSlot[] }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const { time } = useClubMoment();
  const mine = useQuery(customerBookingsQuery(root));
  const hold = mine.status === 'ready' ? (mine.data.next ?? []).find((booking) => booking.id === bookingId) : undefined;
  const court = courtLabel(sheetOptions(slots, t('booking.court')).courts, result.choice?.resourceId ?? null) ?? t('booking.court');
  const startTime = result.choice?.startTime ?? '';
  // As My bookings' Pay: the hold goes into the cart (local, no call to wait for; a refusal shows from the cart), then the checkout.
  const pay = async () => {
    if (hold && (await holdToCart(root, hold))) navigate('/checkout');
  };
  return (
    <div role="status" className="opening-result opening-result--won">
      <CheckCircleIcon size={20} />
      <p className="opening-result__text">
        {hold?.payUntil ? t('booking.opening.wonPayBy', { court, time: startTime, deadline: time(hold.payUntil) }) : t('booking.opening.won', { court, time: startTime })}
      </p>
      {hold?.toPay ? (
        <Button variant="primary" icon={<CardIcon size={18} />} onClick={() => void pay()}>
          {t('booking.manage.payShort')}
        </Button>
      ) : null}
    </div>
  );
});
