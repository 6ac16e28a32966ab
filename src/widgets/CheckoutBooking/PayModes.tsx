import { useTranslation } from 'react-i18next';
import { PAY, type PaymentType } from '../../booking/booking-rules';
import type { PayModeOptions } from '../../booking/pay-mode-rules';

/**
 * The PAY MODE choice (doc 2 §2, issue 35): Full Payment first — the whole booking, chosen unless the player
 * splits it — then Shared Payment, an explicit choice. Only the options the booking allows are offered.
 */
export function PayModes({
  options,
  paymentType,
  isMatch,
  onChoose,
}: {
  options: PayModeOptions;
  paymentType: PaymentType;
  isMatch: boolean;
  onChoose: (type: PaymentType) => void;
}) {
  const { t } = useTranslation();
  if (options.none) return <p role="alert">{t('booking.noPaymentOptions')}</p>;
  return (
    <div role="radiogroup" aria-label={t('booking.payMode')} className="pay-modes">
      {options.full ? (
        <label className="pay-mode">
          <input type="radio" name="payMode" checked={paymentType === PAY.Full} onChange={() => onChoose(PAY.Full)} />
          <span>
            <strong>{t('booking.full')}</strong>
            <span className="pay-mode__hint">{t('booking.fullHint')}</span>
          </span>
        </label>
      ) : null}
      {options.shared ? (
        <label className="pay-mode">
          <input type="radio" name="payMode" checked={paymentType === PAY.Shared} onChange={() => onChoose(PAY.Shared)} />
          <span>
            <strong>{t(isMatch ? 'booking.sharedMatch' : 'booking.shared')}</strong>
            <span className="pay-mode__hint">{t('booking.sharedHint')}</span>
          </span>
        </label>
      ) : null}
    </div>
  );
}
