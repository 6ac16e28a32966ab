import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../engine/format-value';
import { useFormatOptions } from '../../engine/nodes/use-format-options';
import type { components } from '../../generated/api';
import { formatWhen } from '../../i18n/dates';
import { Button } from '../../ui/Button/Button';
import { DateTime } from '../../ui/Format/Format';
import { Sheet } from '../../ui/Sheet/Sheet';

type CustomerBooking = components['schemas']['CustomerBooking'];

interface CancelDialogProps {
  booking: CustomerBooking;
  title: string;
  /** Whether the cancel is being sent (its useAction is the card's, which shows a refusal once this closes). */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Cancel behind a confirmation that says what the cancel gives back, as the server listed it beforehand (the same
 * lines the cancel answer will list). Keeping the booking is the default (first button, focused).
 */
export const CancelDialog = observer(function CancelDialog({ booking, title, busy, onConfirm, onClose }: CancelDialogProps) {
  const { t } = useTranslation();
  const options = useFormatOptions();
  const money = (amount: number | null | undefined) => formatValue(amount ?? 0, 'money', options);
  const refunds = booking.refunds ?? [];
  return (
    <Sheet
      title={t('booking.cancelQuestion', { title })}
      onClose={onClose}
      className="cancel-booking"
      action={
        <div className="cancel-booking__buttons">
          <Button variant="secondary" onClick={onClose}>
            {t('booking.manage.keep')}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {t('booking.confirmCancel')}
          </Button>
        </div>
      }
    >
      <p className="cancel-booking__when">
        <DateTime value={booking.start} shape="dayTime" />
        {booking.resourceName ? ` · ${booking.resourceName}` : ''}
      </p>
      {refunds.length > 0 ? (
        <div className="cancel-booking__refund">
          <p className="cancel-booking__refund-title">{t('booking.manage.refundTitle')}</p>
          <ul className="cancel-booking__refunds">
            {refunds.map((refund, index) => (
              <li key={index} className="cz-numeric">
                {t('booking.manage.refundTo', { amount: money(refund.amount), method: refund.paymentMethod ?? t('booking.manage.refundOriginal') })}
              </li>
            ))}
          </ul>
          <p className="cancel-booking__note">{t('booking.manage.refundHow')}</p>
        </div>
      ) : (
        <p className="cancel-booking__refund">{t(booking.toPay || booking.status === 'Pending' ? 'booking.manage.nothingPaidYet' : 'booking.manage.nothingPaidOnline')}</p>
      )}
      {booking.cancelUntil ? <p className="cancel-booking__note">{t('booking.manage.cancelUntil', { when: formatWhen(booking.cancelUntil, 'dayTime', options) })}</p> : null}
    </Sheet>
  );
});
