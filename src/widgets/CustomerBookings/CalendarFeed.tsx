import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../api/use-action';
import { useMessageText, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { AnchorButton } from '../../ui/Button/LinkButton';
import { Card } from '../../ui/Card/Card';
import { Field } from '../../ui/Field/Field';
import { Sheet } from '../../ui/Sheet/Sheet';
import { feedUrlQuery } from '../../booking/booking-queries';

/** The customer's private calendar feed: its URL to copy, and a new one replacing it (the old one stops working). */
export const CalendarFeed = observer(function CalendarFeed() {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const feed = useQuery(feedUrlQuery(root));
  const [copied, setCopied] = useState(false);
  const [asking, setAsking] = useState(false);
  const rotate = useAction(root, () => root.client.POST('/api/publicbookings/calendar/feed-url/{customerId}', { params: { path: { customerId: root.session.customerId ?? 0 } } }), {
    invalidates: ['getCalendarFeedUrl'],
    done: () => ({ key: 'booking.feedRotated' }),
  });
  if (feed.status !== 'ready' || !feed.data) return null;
  const url = feed.data.url;
  const message: Message | null = rotate.message ?? (copied ? { key: 'booking.copied' } : null);

  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    rotate.clear();
    setCopied(true);
  };
  return (
    <Card title={t('booking.calendarFeed')} className="calendar-feed">
      <p>{t('booking.calendarFeedHelp')}</p>
      <Field label={t('booking.feedUrl')} width="full">
        <input type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </Field>
      <div className="my-booking__actions">
        <Button onClick={() => void copy()}>{t('booking.copyLink')}</Button>
        <AnchorButton variant="quiet" href={feed.data.webcalUrl}>
          {t('booking.subscribe')}
        </AnchorButton>
        {/* A quiet button: on a page about bookings, replacing the feed's address is never the loudest thing. */}
        <Button variant="quiet" onClick={() => setAsking(true)}>
          {t('booking.rotate')}
        </Button>
      </div>
      {message ? <p role="status">{text(message)}</p> : null}
      {asking ? (
        <Sheet
          title={t('ui.areYouSure')}
          onClose={() => setAsking(false)}
          action={
            <div className="cancel-booking__buttons">
              <Button variant="secondary" onClick={() => setAsking(false)}>
                {t('common.cancel')}
              </Button>
              <Button
                variant="danger"
                busy={rotate.busy}
                onClick={() => {
                  setCopied(false);
                  void rotate.run().finally(() => setAsking(false));
                }}
              >
                {t('booking.rotate')}
              </Button>
            </div>
          }
        >
          <p>{t('booking.rotateQuestion')}</p>
        </Sheet>
      ) : null}
    </Card>
  );
});
