import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { envelope } from '../../api/client';
import { refusalMessage } from '../../engine/sources/answers';
import { CRASH, useMessageText, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { DateTime } from '../../ui/Format/Format';
import { waitlistQuery } from '../booking-support/match-queries';

/** A full booking: Join the waitlist, the place in line, the offer held until its end (beyond the spec). */
export const Waitlist = observer(function Waitlist({ bookingId, customerId }: { bookingId: number; customerId: number }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const place = useQuery(waitlistQuery(root, customerId, bookingId));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const model = place.status === 'ready' ? place.data : null;

  const change = async (method: 'POST' | 'DELETE') => {
    setBusy(true);
    setError(null);
    try {
      const options = { params: { path: { customerId, bookingId } } };
      const result =
        method === 'POST'
          ? await root.client.POST('/api/publicbookings/waitlist/{customerId}/{bookingId}', options)
          : await root.client.DELETE('/api/publicbookings/waitlist/{customerId}/{bookingId}', options);
      const answer = envelope(result);
      if (answer.ok !== true) setError(refusalMessage(answer));
      root.queries.invalidate('getWaitlistPlace');
    } catch (failure) {
      console.error(failure);
      setError(CRASH);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="booking-join__waitlist" aria-live="polite">
      <p>{t('booking.waitlist.full')}</p>
      {model?.status === 'Waiting' ? <p>{t('booking.waitlist.position', { position: model.position ?? 0, waiting: model.waiting })}</p> : null}
      {model?.status === 'Offered' ? (
        <p>
          {t('booking.waitlist.offered')} <DateTime value={model.offerExpiresAt} />
        </p>
      ) : null}
      {model && model.status !== 'None' ? (
        <Button variant="secondary" onClick={() => void change('DELETE')} busy={busy}>
          {t('booking.waitlist.leave')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => void change('POST')} busy={busy}>
          {t('booking.waitlist.join')}
        </Button>
      )}
      {error ? <p role="alert">{text(error)}</p> : null}
    </div>
  );
});
