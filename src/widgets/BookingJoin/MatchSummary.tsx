import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';
import { Card } from '../../ui/Card/Card';
import { DateTime, Money } from '../../ui/Format/Format';
import { formatLevelRange } from '../../engine/format-value';
import { useFormatOptions } from '../../engine/nodes/use-format-options';
import { shownAmount } from '../../domain/money';
import { joinPrice } from '../../booking/match-card-rules';
import type { MatchBooking } from '../../booking/match-queries';

/**
 * The booking summary of the join and results pages. On the join page (`share`) its price is what a joiner pays, never
 * the booking's total, and a full-payment booking shows none (doc 2 §2); the results page shows the total.
 */
export const MatchSummary = observer(function MatchSummary({ booking, share = false }: { booking: MatchBooking; share?: boolean }) {
  const { t } = useTranslation();
  const root = useRootStore();
  const options = useFormatOptions();
  const hasRange = typeof booking.minLevel === 'number' && typeof booking.maxLevel === 'number';
  const withTaxes = root.settings.settings?.PriceWithTaxes;
  const price = share ? joinPrice(booking, withTaxes) : shownAmount(booking.price, booking.netPrice, withTaxes);
  return (
    <Card title={booking.bookingTypeName ?? t('booking.details')}>
      <dl className="match-summary">
        <dt>{t('booking.date')}</dt>
        <dd>
          <DateTime value={booking.dtStart ?? booking.date} shape="dayTime" />
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
              {formatLevelRange(booking.minLevel, booking.maxLevel, options)} · {booking.modifyLevel ? t('booking.competitive') : t('booking.friendly')}
            </dd>
          </>
        ) : null}
        {typeof price === 'number' ? (
          <>
            <dt>{share ? t('booking.join.yourShare') : t('booking.totalPrice')}</dt>
            <dd>
              <Money value={price} />
            </dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
});
