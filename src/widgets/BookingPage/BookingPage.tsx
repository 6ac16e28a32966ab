import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isRecord } from '../../domain/is-record';
import { failureMessage } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { ListRow, RowList } from '../../ui/ListRow/ListRow';
import { Sheet } from '../../ui/Sheet/Sheet';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { filtersQuery } from '../../booking/booking-queries';
import { bookingTypeLink, isByPlace, type BookingType } from '../../booking/booking-rules';
import { DayView } from './DayView';
import './BookingPage.css';

/**
 * The notice the checkout leaves in the router's state when it sends the player back (a slot taken meanwhile).
 * Router state is untyped (it survives reloads in the history), so this is the one place that checks it.
 */
function noticeOf(state: unknown): string | null {
  return isRecord(state) && typeof state.notice === 'string' ? state.notice : null;
}

/** The booking page /bookings/{bookingTypeId}: date strip, type filter, durations, timetable, popups (doc 2 §2). */
function BookingPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const location = useLocation();
  const { bookingTypeId: routeTypeId } = useParams();
  const [search, setSearch] = useSearchParams();
  const typeId = routeTypeId && /^\d+$/.test(routeTypeId) ? Number(routeTypeId) : null;
  const filters = useQuery(filtersQuery(root, typeId));
  const [filterOpen, setFilterOpen] = useState<boolean | null>(null);
  const timeZone = root.settings.settings?.TimeZone || 'UTC';
  const notice = noticeOf(location.state);

  if (filters.status === 'loading') return <Skeleton kind="card" />;
  if (filters.status === 'failed') return <LoadFailure message={failureMessage(filters.error)} />;
  const types = filters.data.bookingTypes ?? [];
  const type = typeId === null ? null : (types.find((candidate) => candidate.id === typeId) ?? null);

  if (typeId === null && types.length === 1) return <Navigate to={`/bookings/${types[0]!.id}`} replace />;
  if (type && isByPlace(type) && !type.allowCreateBookByPlace) return <Navigate to={`/bookings-byplace/${type.id}`} replace />;
  if (typeId !== null && !type) return <LoadFailure message={{ key: 'errors.crash' }} />;

  // Without a type in the route the filter panel is the page itself (doc 2 §2: it opens automatically),
  // not a dialog over an empty page; with a type it opens as a sheet from the type's bar.
  const panelOpen = typeId !== null && filterOpen === true;
  const choose = (next: BookingType) => {
    setFilterOpen(false);
    navigate(`/bookings/${next.id}`);
  };

  if (typeId === null) {
    return (
      <div className="booking-page">
        <h2 className="booking-page__type">{t('booking.chooseType')}</h2>
        {filters.data.anticipationText ? <p className="booking-page__hint">{filters.data.anticipationText}</p> : null}
        {types.length === 0 ? (
          <p className="booking-page__empty">{t('booking.noTypes')}</p>
        ) : (
          <RowList label={t('booking.filterByType')}>
            {types.map((candidate) => (
              <ListRow key={candidate.id} title={candidate.name ?? ''} to={bookingTypeLink(candidate)} />
            ))}
          </RowList>
        )}
      </div>
    );
  }

  return (
    <div className="booking-page">
      {notice ? (
        <p role="alert" className="booking-notice">
          {notice}
        </p>
      ) : null}
      <div className="booking-page__bar">
        {type ? <h2 className="booking-page__type">{type.name}</h2> : null}
        {types.length > 1 ? (
          <Button onClick={() => setFilterOpen(true)} aria-haspopup="dialog">
            {t('booking.filterByType')}
          </Button>
        ) : null}
      </div>
      {filters.data.anticipationText ? <p className="booking-page__hint">{filters.data.anticipationText}</p> : null}
      {type ? (
        <DayView
          key={type.id}
          type={type}
          timeZone={timeZone}
          anticipationMins={type.anticipationMins ?? filters.data.anticipationMins ?? null}
          cancelText={filters.data.cancelText ?? null}
          date={search.get('date')}
          duration={search.get('duration') ? Number(search.get('duration')) : null}
          onDate={(date) => setSearch((current) => ({ ...Object.fromEntries(current), date }), { replace: true })}
          onDuration={(duration) =>
            setSearch(
              (current) => {
                const next = Object.fromEntries(current);
                if (duration === null) delete next.duration;
                else next.duration = String(duration);
                return next;
              },
              { replace: true },
            )
          }
        />
      ) : null}
      {panelOpen ? (
        <Sheet title={t('booking.filterByType')} onClose={() => setFilterOpen(false)}>
          <ul className="booking-type-choices">
            {types.map((candidate) => (
              <li key={candidate.id}>
                <Button block variant={candidate.id === typeId ? 'primary' : 'secondary'} onClick={() => choose(candidate)}>
                  {candidate.name}
                </Button>
              </li>
            ))}
          </ul>
        </Sheet>
      ) : null}
    </div>
  );
}

export default observer(BookingPage);
