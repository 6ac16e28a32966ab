import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../api/use-action';
import { useMessageText } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { DateTime } from '../../ui/Format/Format';
import { waitlistQuery } from '../../booking/match-queries';

/** A full booking: Join the waitlist, the place in line, the offer held until its end (beyond the spec). */
export const Waitlist = observer(function Waitlist({ bookingId, customerId }: { bookingId: number; customerId: number }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const place = useQuery(waitlistQuery(root, customerId, bookingId));
  const model = place.status === 'ready' ? place.data : null;
  const options = { params: { path: { customerId, bookingId } } };
  // A refusal too may mean the line moved: the place in it loads again either way.
  const join = useAction(root, () => root.client.POST('/api/publicbookings/waitlist/{customerId}/{bookingId}', options), { invalidates: ['getWaitlistPlace'] });
  const leave = useAction(root, () => root.client.DELETE('/api/publicbookings/waitlist/{customerId}/{bookingId}', options), { invalidates: ['getWaitlistPlace'] });
  const error = join.message ?? leave.message;

  return (
    <div className="booking-join__waitlist" aria-live="polite">
      <p>{t('booking.waitlist.full')}</p>
      {model?.status === 'Waiting' ? <p>{t('booking.waitlist.position', { position: model.position ?? 0, waiting: model.waiting })}</p> : null}
      {model?.status === 'Offered' ? (
        <p>
          {t('booking.waitlist.offered')} <DateTime value={model.offerExpiresAt} shape="dayTime" />
        </p>
      ) : null}
      {model && model.status !== 'None' ? (
        <Button variant="secondary" onClick={() => void leave.run()} busy={leave.busy}>
          {t('booking.waitlist.leave')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => void join.run()} busy={join.busy}>
          {t('booking.waitlist.join')}
        </Button>
      )}
      {error ? <p role="alert">{text(error)}</p> : null}
    </div>
  );
});
