import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { envelope } from '../../api/client';
import { downloaded, refusalMessage } from '../../engine/sources/answers';
import type { WidgetProps } from '../../engine/widget-types';
import { CRASH, failureMessage, useMessageText, type Message } from '../../i18n/message';
import type { components } from '../../generated/api';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Badge } from '../../ui/Badge/Badge';
import { Button } from '../../ui/Button/Button';
import { ConfirmButton } from '../../ui/Button/ConfirmButton';
import { Card } from '../../ui/Card/Card';
import { Dialog } from '../../ui/Dialog/Dialog';
import { DateTime } from '../../ui/Format/Format';
import { formatValue } from '../../engine/format-value';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { Tabs } from '../../ui/Tabs/Tabs';
import { LoadFailure } from '../widget-support/LoadFailure';
import { customerBookingsQuery, invalidateAvailability, publicBookingQuery, trainingsQuery, turnstilesEnabledQuery } from '../booking-support/booking-queries';
import { CalendarFeed } from './CalendarFeed';
import './CustomerBookings.css';

type CustomerBooking = components['schemas']['CustomerBooking'];
type AccessCode = components['schemas']['AccessCode'];
const COPIED_MS = 2000;

interface ItemProps {
  booking: CustomerBooking;
  token: string | null;
  past: boolean;
  turnstiles: boolean;
  onCancelled: (message: Message) => void;
}

/** One booking: what, where, when, and its buttons (doc 2 §2 My bookings). */
const BookingItem = observer(function BookingItem({ booking, token, past, turnstiles, onCancelled }: ItemProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const [copied, setCopied] = useState(false);
  const [code, setCode] = useState<AccessCode | null>(null);
  const [codeShown, setCodeShown] = useState(false);
  const [error, setError] = useState<Message | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    await navigator.clipboard?.writeText(`${window.location.origin}/booking-join/${booking.id}`).catch(() => undefined);
    setCopied(true);
  };

  const openFacility = async () => {
    setError(null);
    const answer = envelope(
      token
        ? await root.client.GET('/api/publicturnstiles/open/{bookingId}/{bookingToken}', { params: { path: { bookingId: booking.id, bookingToken: token } } })
        : await root.client.GET('/api/publicturnstiles/open/{bookingId}', { params: { path: { bookingId: booking.id } } }),
    );
    if (answer.ok === true && answer.model) {
      setCode(answer.model);
      setCodeShown(true);
    } else setError(answer.reason ? { text: answer.reason } : refusalMessage(answer));
  };

  const cancel = async () => {
    setError(null);
    const customerId = root.session.customerId ?? 0;
    try {
      const answer = envelope(await root.client.POST('/api/publicbookings/cancel/{bookingId}/{customerId}', { params: { path: { bookingId: booking.id, customerId } } }));
      if (answer.ok === false) {
        setError(refusalMessage(answer));
        return;
      }
      const returns = answer.infoReturns ?? [];
      const summary = returns.map((item) => `${formatValue(item.amount ?? 0, 'money', root.settings.formatOptions)} ${item.paymentMethod ?? ''}`.trim()).join(', ');
      onCancelled(summary ? { key: 'booking.cancelledWithReturn', args: { returns: summary } } : { key: 'booking.cancelled' });
      invalidateAvailability(root);
      root.queries.invalidate('GET /api/publicbookings/customer-bookings');
    } catch (failure) {
      console.error(failure);
      setError(CRASH);
    }
  };

  const download = async () => {
    setError(null);
    const result = token
      ? await root.client.GET('/api/publicbookings/calendar/booking-by-token/{bookingToken}', { params: { path: { bookingToken: token } } })
      : await root.client.GET('/api/publicbookings/calendar/booking/{bookingId}/{customerId}', {
          params: { path: { bookingId: booking.id, customerId: root.session.customerId ?? 0 } },
        });
    if (!downloaded(result)) setError(refusalMessage(envelope(result)));
  };

  const title = booking.description || booking.bookingType || '';
  return (
    <li>
      <Card as="article" className="my-booking">
        <h3 className="my-booking__title">
          {/* On the public page the link carries the token: the booking may be private to its players. */}
          <Link to={`/booking-join/${booking.id}${token ? `?token=${encodeURIComponent(token)}` : ''}`}>{title}</Link>
        </h3>
        {booking.status ? (
          <p className="my-booking__status">
            <Badge status={booking.status === 'Confirmed' ? 'paid' : 'pending'}>{t(booking.status === 'Confirmed' ? 'booking.statusConfirmed' : 'booking.statusPending')}</Badge>
          </p>
        ) : null}
        <p className="my-booking__meta">
          <DateTime value={booking.start} /> · {t('booking.minutes', { count: booking.duration ?? 0 })}
          {booking.resourceName ? ` · ${booking.resourceName}` : ''}
          {booking.parentName ? ` · ${booking.parentName}` : ''}
        </p>
        {booking.comments ? <p className="my-booking__comments">{booking.comments}</p> : null}
        <div className="my-booking__actions">
          {!past && turnstiles && !codeShown ? <Button onClick={() => void openFacility()}>{t('booking.openFacility')}</Button> : null}
          <Button onClick={() => void download()}>{t('booking.addToCalendar')}</Button>
          {token ? null : (
            <span className="my-booking__share">
              <Button onClick={() => void share()}>{t('booking.share')}</Button>
              {copied ? (
                <span role="status" className="my-booking__copied">
                  {t('booking.copied')}
                </span>
              ) : null}
            </span>
          )}
          {!token && !past && booking.canCancel ? (
            <ConfirmButton question={t('booking.cancelQuestion', { title })} confirmLabel={t('booking.confirmCancel')} onConfirm={cancel}>
              {t('booking.cancel')}
            </ConfirmButton>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="my-booking__error">
            {text(error)}
          </p>
        ) : null}
      </Card>
      {code ? (
        <Dialog title={t('booking.accessCode')} onClose={() => setCode(null)}>
          {code.contentType === 'image' ? (
            <img src={`data:image/png;base64,${code.content}`} alt={t('booking.accessCode')} className="my-booking__code" />
          ) : (
            <p className="my-booking__code-text">{code.content}</p>
          )}
        </Dialog>
      ) : null}
    </li>
  );
});

function BookingList({
  items,
  past,
  token,
  turnstiles,
  empty,
  onCancelled,
}: {
  items: CustomerBooking[];
  past: boolean;
  token: string | null;
  turnstiles: boolean;
  empty: string;
  onCancelled: (message: Message) => void;
}) {
  if (items.length === 0) return <p className="my-bookings__empty">{empty}</p>;
  return (
    <ul className="my-bookings__list">
      {items.map((booking) => (
        <BookingItem key={booking.id} booking={booking} past={past} token={token} turnstiles={turnstiles} onCancelled={onCancelled} />
      ))}
    </ul>
  );
}

/** My bookings (options.public: the public view of one booking by its token, /booking/{bookingToken}). */
function CustomerBookings({ options }: WidgetProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const { bookingToken } = useParams();
  const token = options.public === true ? (bookingToken ?? '') : null;
  const bookings = useQuery(token !== null ? publicBookingQuery(root, token) : customerBookingsQuery(root));
  const trainings = useQuery(trainingsQuery(root), token === null);
  const turnstiles = useQuery(turnstilesEnabledQuery(root));
  const [outcome, setOutcome] = useState<Message | null>(null);

  if (bookings.status === 'loading') return <Skeleton kind="row" count={3} />;
  if (bookings.status === 'failed') return <LoadFailure message={failureMessage(bookings.error)} />;
  const next = bookings.data.next ?? [];
  const past = bookings.data.past ?? [];
  const canOpen = turnstiles.status === 'ready' && turnstiles.data;
  const lists = (items: { next: CustomerBooking[]; past: CustomerBooking[] }) => (
    <>
      <h2 className="my-bookings__heading">{t('booking.next')}</h2>
      <BookingList items={items.next} past={false} token={token} turnstiles={canOpen} empty={t('booking.noNext')} onCancelled={setOutcome} />
      <h2 className="my-bookings__heading">{t('booking.past')}</h2>
      <BookingList items={items.past} past token={token} turnstiles={false} empty={t('booking.noPast')} onCancelled={setOutcome} />
    </>
  );
  if (token !== null) return <div className="my-bookings">{lists({ next, past })}</div>;

  const trainingData = trainings.status === 'ready' ? trainings.data : { next: [], past: [] };
  const trainingList = (items: typeof trainingData.next, empty: string) =>
    items.length === 0 ? (
      <p className="my-bookings__empty">{empty}</p>
    ) : (
      <ul className="my-bookings__list">
        {items.map((training) => (
          <li key={training.id}>
            <Card as="article" className="my-booking">
              <h3 className="my-booking__title">
                <Link to={`/trainings/${training.id}`}>{training.name || training.description}</Link>
              </h3>
              <p className="my-booking__meta">
                <DateTime value={training.start} />
              </p>
            </Card>
          </li>
        ))}
      </ul>
    );
  const trainingsFirst = next.length === 0 && trainingData.next.length + trainingData.past.length > 0;
  return (
    <div className="my-bookings">
      {outcome ? (
        <p role="status" className="my-bookings__outcome">
          {text(outcome)}
        </p>
      ) : null}
      <Tabs
        key={trainingsFirst ? 'trainings' : 'bookings'}
        label={t('pages.customerBookings')}
        initialId={trainingsFirst ? 'trainings' : 'bookings'}
        tabs={[
          { id: 'bookings', label: t('booking.bookingsTab'), content: lists({ next, past }) },
          {
            id: 'trainings',
            label: t('booking.trainingsTab'),
            content: (
              <>
                <h2 className="my-bookings__heading">{t('booking.next')}</h2>
                {trainingList(trainingData.next, t('booking.noNextTrainings'))}
                <h2 className="my-bookings__heading">{t('booking.past')}</h2>
                {trainingList(trainingData.past, t('booking.noPastTrainings'))}
              </>
            ),
          },
        ]}
      />
      <CalendarFeed />
    </div>
  );
}

export default observer(CustomerBookings);
