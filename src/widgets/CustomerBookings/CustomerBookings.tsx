import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useWidgetParams } from '../../engine/route-params';
import type { WidgetProps } from '../../engine/widget-types';
import { failureMessage, useMessageText, type Message } from '../../i18n/message';
import type { components } from '../../generated/api';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { LinkButton } from '../../ui/Button/LinkButton';
import { Card } from '../../ui/Card/Card';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { DateTime } from '../../ui/Format/Format';
import { CalendarIcon } from '../../ui/Icon/icons';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { Tabs } from '../../ui/Tabs/Tabs';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { customerBookingsQuery, publicBookingQuery, trainingsQuery, turnstilesEnabledQuery } from '../../booking/booking-queries';
import { BookingCard } from './BookingCard';
import { CalendarFeed } from './CalendarFeed';
import './CustomerBookings.css';

/** What a cancel did (and gave back): focused when it appears, since the card the focus was on has gone. */
function Outcome({ message }: { message: string }) {
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => element.current?.focus(), [message]);
  return (
    <p ref={element} role="status" tabIndex={-1} className="my-bookings__outcome">
      {message}
    </p>
  );
}

type CustomerBooking = components['schemas']['CustomerBooking'];

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
  empty: ReactNode;
  onCancelled: (message: Message) => void;
}) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className="my-bookings__list">
      {items.map((booking) => (
        <BookingCard key={booking.id} booking={booking} past={past} token={token} turnstiles={turnstiles} onCancelled={onCancelled} />
      ))}
    </ul>
  );
}

/** My bookings (options.public: the public view of one booking by its token, /booking/{bookingToken}). */
function CustomerBookings({ options }: WidgetProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const { bookingToken } = useWidgetParams('customerBookings');
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
      <BookingList
        items={items.next}
        past={false}
        token={token}
        turnstiles={canOpen}
        empty={
          token === null ? (
            <EmptyState
              title={t('booking.noNext')}
              icon={<CalendarIcon size={28} />}
              action={
                <LinkButton to="/bookingtypes" variant="primary">
                  {t('booking.bookACourt')}
                </LinkButton>
              }
            >
              {t('booking.manage.emptyText')}
            </EmptyState>
          ) : (
            <p className="my-bookings__empty">{t('booking.noNext')}</p>
          )
        }
        onCancelled={setOutcome}
      />
      <h2 className="my-bookings__heading">{t('booking.past')}</h2>
      <BookingList items={items.past} past token={token} turnstiles={false} empty={<p className="my-bookings__empty">{t('booking.noPast')}</p>} onCancelled={setOutcome} />
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
                <DateTime value={training.start} shape="dayTime" />
              </p>
            </Card>
          </li>
        ))}
      </ul>
    );
  const trainingsFirst = next.length === 0 && trainingData.next.length + trainingData.past.length > 0;
  return (
    <div className="my-bookings">
      {outcome ? <Outcome message={text(outcome)} /> : null}
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
