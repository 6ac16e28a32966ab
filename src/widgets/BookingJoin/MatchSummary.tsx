import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { shownAmount } from '../../domain/money';
import { useRootStore } from '../../stores/StoresContext';
import { Card } from '../../ui/Card/Card';
import { DateTime, Money } from '../../ui/Format/Format';
import { formatLevel } from '../../engine/format-value';
import type { MatchBooking } from '../booking-support/match-queries';

/** The booking summary of the join and results pages. */
export const MatchSummary = observer(function MatchSummary({ booking }: { booking: MatchBooking }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const options = root.settings.formatOptions;
  const hasRange = typeof booking.minLevel === 'number' && typeof booking.maxLevel === 'number';
  const price = shownAmount(booking.price, booking.netPrice, root.settings.settings?.PriceWithTaxes);
  return (
    <Card title={booking.bookingTypeName ?? t('booking.details')}>
      <dl className="match-summary">
        <dt>{t('booking.date')}</dt>
        <dd>
          <DateTime value={booking.dtStart ?? booking.date} />
        </dd>
        <dt>{t('booking.duration')}</dt>
        <dd>{t('booking.minutes', { count: booking.duration ?? 0 })}</dd>
        {booking.resourceName ? (
          <>
            <dt>{t('booking.resources')}</dt>
            <dd>{booking.resourceName}</dd>
          </>
        ) : null}
        {booking.gender ? (
          <>
            <dt>{t('booking.gender')}</dt>
            <dd>{t(`booking.genders.${booking.gender}`)}</dd>
          </>
        ) : null}
        {hasRange ? (
          <>
            <dt>{t('booking.levelRange')}</dt>
            <dd>
              {t('booking.levelFromTo', { min: formatLevel(booking.minLevel, 'table', options), max: formatLevel(booking.maxLevel, 'table', options) })} ·{' '}
              {booking.modifyLevel ? t('booking.competitive') : t('booking.friendly')}
            </dd>
          </>
        ) : null}
        {typeof price === 'number' ? (
          <>
            <dt>{t('booking.totalPrice')}</dt>
            <dd>
              <Money value={price} />
            </dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
});
