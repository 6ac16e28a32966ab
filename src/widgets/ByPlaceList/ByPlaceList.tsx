import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { clubLocalTime } from '../../domain/club-time';
import { CRASH, failureMessage, useMessageText, type Message } from '../../i18n/message';
import { bookingTypesQuery } from '../../stores/club-queries';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button, buttonClass } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Field } from '../../ui/Field/Field';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../widget-support/LoadFailure';
import { conceptsOfQuery, filterBookingTypes, isByPlace } from '../booking-support/booking-rules';
import { bookingInfoQuery, byPlaceListQuery, type MatchBooking } from '../booking-support/match-queries';
import { byPlaceFiltersOf, groupByWeekday, withByPlaceFilters } from '../booking-support/match-rules';
import { joinBooking } from '../booking-support/join-action';
import { ByPlaceFilterControls } from './ByPlaceFilterControls';
import { MatchBanner } from './MatchBanner';
import { PlacePopup } from './PlacePopup';
import './ByPlaceList.css';

/**
 * /bookings-byplace[/{bookingTypeId}] (doc 2 §2): type buttons, Create match, the date, cards grouped Monday
 * to Sunday with Join; with bookingId and placeId in the query (back from the floor map) the booking popup
 * with Add to Cart.
 */
const ByPlaceList = observer(function ByPlaceList() {
  const { t, i18n } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const location = useLocation();
  const { bookingTypeId } = useParams();
  const [search, setSearch] = useSearchParams();
  const typeId = bookingTypeId && Number.isInteger(Number(bookingTypeId)) ? Number(bookingTypeId) : null;
  const timeZone = root.settings.settings?.TimeZone || 'UTC';
  const today = clubLocalTime(Date.now(), timeZone).date;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? search.get('date')! : today;
  const types = useQuery(bookingTypesQuery(root));
  const filters = byPlaceFiltersOf(search);
  const list = useQuery(byPlaceListQuery(root, typeId, date, filters));
  const [confirm, setConfirm] = useState<MatchBooking | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Message | null>(null);
  const text = useMessageText();
  const popupId = Number(search.get('bookingId'));
  const placeId = Number(search.get('placeId'));

  const byPlaceTypes = types.status === 'ready' ? filterBookingTypes(types.data.filter(isByPlace), conceptsOfQuery(search), null) : [];
  const chosenType = byPlaceTypes.find((type) => type.id === typeId);
  // No type is booked by place (for the concepts asked): No bookings by place available (doc 2 §2, §8).
  const noTypes = types.status === 'ready' && byPlaceTypes.length === 0;
  /** A type button keeps the date and the filters (not the popup of a place). */
  const keep = (path: string) => {
    const kept = withByPlaceFilters(new URLSearchParams({ date }), filters);
    return `${path}?${kept.toString()}`;
  };
  const weekday = (day: string) => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

  const onJoin = (booking: MatchBooking) => {
    setError(null);
    if (!root.session.loggedIn) {
      root.ui.openLogin(`${location.pathname}${location.search}`);
      return;
    }
    if (booking.bookingTemplateId) {
      navigate(`/booking-visual/${booking.id}/${booking.bookingTemplateId}?date=${booking.date ?? date}`);
      return;
    }
    setConfirm(booking);
  };

  const confirmJoin = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      const outcome = await joinBooking(root, { bookingId: confirm.id });
      if (!outcome.ok) {
        setError(outcome.message);
        setConfirm(null);
        return;
      }
      if (outcome.serviceFree) {
        navigate('/customer-bookings');
        return;
      }
      await outcome.addSale();
      navigate('/checkout');
    } catch (failure) {
      console.error(failure);
      setError(CRASH);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="by-place">
      <div className="by-place__types" role="group" aria-label={t('booking.byPlace.types')}>
        <Link className={buttonClass(typeId === null ? 'primary' : 'secondary')} to={keep('/bookings-byplace')} aria-current={typeId === null ? 'page' : undefined}>
          {t('booking.all')}
        </Link>
        {byPlaceTypes.map((type) => (
          <Link
            key={type.id}
            className={buttonClass(type.id === typeId ? 'primary' : 'secondary')}
            to={keep(`/bookings-byplace/${type.id}`)}
            aria-current={type.id === typeId ? 'page' : undefined}
          >
            {type.name}
          </Link>
        ))}
      </div>
      <div className="by-place__tools">
        <Field label={t('booking.date')} width="sm">
          <input
            type="date"
            value={date}
            min={today}
            onChange={(event) => event.target.value && setSearch((previous) => ({ ...Object.fromEntries(previous), date: event.target.value }))}
          />
        </Field>
        <ByPlaceFilterControls filters={filters} onChange={(next) => setSearch((previous) => withByPlaceFilters(previous, next))} />
        {chosenType?.allowCreateBookByPlace ? (
          <Link className={buttonClass('secondary')} to={`/bookings/${chosenType.id}`}>
            {t('booking.byPlace.createMatch')}
          </Link>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="by-place__error">
          {text(error)}
        </p>
      ) : null}
      {noTypes ? <EmptyState title={t('booking.noByPlace')} /> : null}
      {list.status === 'loading' && !noTypes ? <Skeleton kind="card" /> : null}
      {list.status === 'failed' ? <LoadFailure message={failureMessage(list.error)} /> : null}
      {list.status === 'ready' && list.data.length === 0 && !noTypes ? (
        <EmptyState title={t('booking.byPlace.nothingToJoin')}>{t('booking.byPlace.tryChangingDate')}</EmptyState>
      ) : null}
      {list.status === 'ready' && !noTypes
        ? groupByWeekday(list.data).map((group) => (
            <section key={group.weekday} className="by-place__day" aria-labelledby={`by-place-day-${group.weekday}`}>
              <h2 id={`by-place-day-${group.weekday}`} className="by-place__weekday">
                {weekday(group.bookings[0]!.date!)}
              </h2>
              <ul className="by-place__cards">
                {group.bookings.map((booking) => (
                  <li key={booking.id}>
                    <MatchBanner booking={booking} onJoin={() => onJoin(booking)} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
      {confirm ? (
        <Dialog title={t('booking.byPlace.confirmTitle')} onClose={() => setConfirm(null)}>
          <p>{t('booking.byPlace.confirmText', { name: confirm.bookingTypeName ?? '' })}</p>
          <div className="by-place__dialog-actions">
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              {t('booking.cancel')}
            </Button>
            <Button variant="primary" onClick={() => void confirmJoin()} busy={busy}>
              {t('booking.join.join')}
            </Button>
          </div>
        </Dialog>
      ) : null}
      {Number.isInteger(popupId) && popupId > 0 ? (
        <PlacePopupLoader
          bookingId={popupId}
          placeId={Number.isInteger(placeId) && placeId > 0 ? placeId : null}
          place={search.get('place')}
          onClose={() =>
            setSearch((previous) => {
              const next = new URLSearchParams(previous);
              for (const key of ['bookingId', 'placeId', 'place']) next.delete(key);
              return next;
            })
          }
        />
      ) : null}
    </div>
  );
});

const PlacePopupLoader = observer(function PlacePopupLoader(props: { bookingId: number; placeId: number | null; place: string | null; onClose: () => void }) {
  const root = useRootStore();
  const info = useQuery(bookingInfoQuery(root, props.bookingId));
  if (info.status === 'loading') return null;
  // A wrong bookingId in the query: the crash text (doc 2 §2).
  if (info.status === 'failed' || !info.data) return <LoadFailure message={CRASH} />;
  return <PlacePopup booking={info.data} placeId={props.placeId} place={props.place} onClose={props.onClose} />;
});

export default ByPlaceList;
