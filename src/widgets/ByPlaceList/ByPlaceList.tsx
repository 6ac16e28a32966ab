import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useWidgetParams } from '../../engine/route-params';
import { clubLocalTime } from '../../domain/club-time';
import { formatDay } from '../../i18n/day-format';
import { CRASH, failureMessage, useMessageText } from '../../i18n/message';
import { bookingTypesQuery } from '../../stores/club-queries';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { LinkButton } from '../../ui/Button/LinkButton';
import { Dialog } from '../../ui/Dialog/Dialog';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../widget-support/LoadFailure';
import { conceptsOfQuery, filterBookingTypes, isByPlace } from '../booking-support/booking-rules';
import { bookingInfoQuery, byPlaceListQuery, type MatchBooking } from '../booking-support/match-queries';
import { activeFilterCount, byPlaceFiltersOf, groupByDay, withByPlaceFilters } from '../booking-support/match-rules';
import { toCheckout, useJoin } from '../booking-support/join-action';
import { ByPlaceFilterSheet } from './ByPlaceFilterSheet';
import { MatchBanner } from './MatchBanner';
import { PlacePopup } from './PlacePopup';
import './ByPlaceList.css';

/**
 * /bookings-byplace[/{bookingTypeId}] (doc 2 §2, issue 24): one Filters button (with the count of active
 * filters) opening a sheet with the type buttons, the date, the level, the gender and the concepts; Create
 * match; the cards under day headings with their dates, in date order, each with one Join; with bookingId and
 * placeId in the query (back from the floor map) the booking popup with Add to Cart.
 */
const ByPlaceList = observer(function ByPlaceList() {
  const { t, i18n } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const location = useLocation();
  const { bookingTypeId } = useWidgetParams('byPlaceList');
  const [search, setSearch] = useSearchParams();
  const typeId = bookingTypeId && Number.isInteger(Number(bookingTypeId)) ? Number(bookingTypeId) : null;
  const timeZone = root.settings.settings?.TimeZone || 'UTC';
  const today = clubLocalTime(Date.now(), timeZone).date;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(search.get('date') ?? '') ? search.get('date')! : today;
  const types = useQuery(bookingTypesQuery(root));
  const filters = byPlaceFiltersOf(search);
  const list = useQuery(byPlaceListQuery(root, typeId, date, filters));
  const [confirm, setConfirm] = useState<MatchBooking | null>(null);
  const join = useJoin(root, (joined) => toCheckout(joined, navigate));
  const error = join.message;
  const [filtersOpen, setFiltersOpen] = useState(false);
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
  const { dateFormat } = root.settings.formatOptions;
  /** A day's heading: its weekday and its date ("Friday 27/11"), so a week that wraps reads right. */
  const dayHeading = (day: string) => formatDay(day, i18n.language, dateFormat, 'long');
  const active = activeFilterCount(filters, { typeChosen: typeId !== null, dateChanged: date !== today });

  const onJoin = (booking: MatchBooking) => {
    join.clear();
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
    // A refusal closes the confirmation and shows above the list.
    if (!(await join.run({ bookingId: confirm.id }))) setConfirm(null);
  };

  return (
    <div className="by-place">
      <div className="by-place__bar">
        <Button variant="secondary" className="by-place__filters-button" onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
          {t('booking.byPlace.filters')}
          {active > 0 ? (
            <span className="by-place__filter-count">
              <span aria-hidden="true">{active}</span>
              <span className="cz-visually-hidden">{t('booking.byPlace.activeFilters', { count: active })}</span>
            </span>
          ) : null}
        </Button>
        <p className="by-place__summary">
          {chosenType?.name ?? t('booking.all')} · {t('booking.byPlace.fromDay', { day: formatDay(date, i18n.language, dateFormat) })}
        </p>
        {chosenType?.allowCreateBookByPlace ? (
          <LinkButton variant="secondary" to={`/bookings/${chosenType.id}`}>
            {t('booking.byPlace.createMatch')}
          </LinkButton>
        ) : null}
      </div>
      {filtersOpen ? (
        <ByPlaceFilterSheet
          types={byPlaceTypes}
          typeId={typeId}
          date={date}
          today={today}
          filters={filters}
          typePath={(id) => keep(id === null ? '/bookings-byplace' : `/bookings-byplace/${id}`)}
          onDate={(next) => setSearch((previous) => ({ ...Object.fromEntries(previous), date: next }), { replace: true })}
          onFilters={(next) => setSearch((previous) => withByPlaceFilters(previous, next), { replace: true })}
          onClose={() => setFiltersOpen(false)}
        />
      ) : null}
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
        ? groupByDay(list.data).map((group) => (
            <section key={group.day} className="by-place__day" aria-labelledby={`by-place-day-${group.day}`}>
              <h2 id={`by-place-day-${group.day}`} className="by-place__weekday">
                {dayHeading(group.day)}
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
            <Button variant="primary" onClick={() => void confirmJoin()} busy={join.busy}>
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
