import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { okAnswer } from '../../engine/sources/answers';
import { failureMessage, useMessageText, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button, buttonClass } from '../../ui/Button/Button';
import { ConfirmButton } from '../../ui/Button/ConfirmButton';
import { Card } from '../../ui/Card/Card';
import { Field } from '../../ui/Field/Field';
import { feedUrlQuery } from '../booking-support/booking-queries';

/** The customer's private calendar feed: its URL to copy, and a new one replacing it (the old one stops working). */
export const CalendarFeed = observer(function CalendarFeed() {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const feed = useQuery(feedUrlQuery(root));
  const [message, setMessage] = useState<Message | null>(null);
  if (feed.status !== 'ready' || !feed.data) return null;
  const url = feed.data.url;

  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setMessage({ key: 'booking.copied' });
  };
  const rotate = async () => {
    try {
      const customerId = root.session.customerId ?? 0;
      await okAnswer(root.client.POST('/api/publicbookings/calendar/feed-url/{customerId}', { params: { path: { customerId } } }));
      root.queries.invalidate('GET /api/publicbookings/calendar/feed-url');
      setMessage({ key: 'booking.feedRotated' });
    } catch (failure) {
      setMessage(failureMessage(failure));
    }
  };
  return (
    <Card title={t('booking.calendarFeed')} className="calendar-feed">
      <p>{t('booking.calendarFeedHelp')}</p>
      <Field label={t('booking.feedUrl')} width="full">
        <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </Field>
      <div className="my-booking__actions">
        <Button onClick={() => void copy()}>{t('booking.copyLink')}</Button>
        <a className={buttonClass('quiet')} href={feed.data.webcalUrl}>
          {t('booking.subscribe')}
        </a>
        <ConfirmButton question={t('booking.rotateQuestion')} confirmLabel={t('booking.rotate')} onConfirm={rotate}>
          {t('booking.rotate')}
        </ConfirmButton>
      </div>
      {message ? <p role="status">{text(message)}</p> : null}
    </Card>
  );
});
