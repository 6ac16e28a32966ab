import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Card } from '../../ui/Card/Card';
import { DateTime, Money } from '../../ui/Format/Format';
import { formatLevel } from '../../i18n/format-value';
import { useRootStore } from '../../stores/StoresContext';
import type { BookingPayload } from '../../booking/booking-rules';

/**
 * Booking Details (doc 2 §2): type, date, duration in minutes, the resource names the club shows online, the level
 * range with Competitive or Friendly, the price, the optional cancel text and the template's circular image.
 */
export const BookingSummary = observer(function BookingSummary({ payload, price, circleImage }: { payload: BookingPayload; price: number; circleImage: string | null }) {
  const { t } = useTranslation();
  const { settings } = useRootStore();
  const { booking, blocks } = payload;
  const levels = typeof booking.minLevel === 'number' && typeof booking.maxLevel === 'number';
  // Only the names the club shows online reach the payload (doc 2 §2): none shown, no row.
  const resourceNames =
    booking.resourceName ||
    blocks
      .map((block) => block.resourceName)
      .filter(Boolean)
      .join(', ');
  return (
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
              {t('booking.levelFromTo', {
                min: formatLevel(booking.minLevel, 'table', settings.formatOptions),
                max: formatLevel(booking.maxLevel, 'table', settings.formatOptions),
              })}{' '}
              · {booking.modifyLevel ? t('booking.competitive') : t('booking.friendly')}
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
  );
});
