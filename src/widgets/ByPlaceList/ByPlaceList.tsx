import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useWidgetParams } from '../../engine/route-params';
import { clubLocalTime } from '../../domain/club-time';
import { formatWhen } from '../../i18n/dates';
import { CRASH, failureMessage, useMessageText } from '../../i18n/message';
import { bookingTypesQuery } from '../../stores/club-queries';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { LinkButton } from '../../ui/Button/LinkButton';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { conceptsOfQuery, filterBookingTypes, isByPlace } from '../../booking/booking-rules';
import { bookingInfoQuery, byPlaceListQuery, type MatchBooking } from '../../booking/match-queries';
import { activeFilterCount, byPlaceFiltersOf, freeTeams, groupByDay, withByPlaceFilters } from '../../booking/match-rules';
import type { Blocked } from '../../booking/blocked';
import { BlockedSheet } from '../../booking/BlockedSheet';
import { toCheckout, useJoin } from '../../booking/join-action';
import { ByPlaceFilterSheet } from './ByPlaceFilterSheet';
import { MatchBanner } from './MatchBanner';
import { PlacePopup } from './PlacePopup';
import './ByPlaceList.css';

/**
 * /bookings-byplace[/{bookingTypeId}] (doc 2 §2, issue 24): the filters in one sheet, the cards under day headings,
 * each with one Join that takes a place at once (issue 35) and the way to pick the place or side oneself; with
 * bookingId and placeId in the query (back from the floor map) the booking popup.
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
  // The card tapped last: its Join is the one busy, and its refusal is said on it.
  const [tapped, setTapped] = useState<number | null>(null);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const join = useJoin(root, (joined) => toCheckout(joined, navigate), setBlocked);
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
  const culture = { ...root.settings.formatOptions, language: i18n.language };
  /** A day's heading: its weekday and its date ("Friday 27/11"), so a week that wraps reads right. */
  const dayHeading = (day: string) => formatWhen(day, 'longDay', culture);
  const active = activeFilterCount(filters, { typeChosen: typeId !== null, dateChanged: date !== today });

  /** One tap (issue 35): the place is taken at once, on the side with room (a floor map's first free place), then the cart. */
  const onJoin = (booking: MatchBooking) => {
    join.clear();
    if (!root.session.loggedIn) {
      root.ui.openLogin(`${location.pathname}${location.search}`);
      return;
    }
    setTapped(booking.id);
    const sides = booking.concept === 'Match' ? freeTeams(booking.players ?? []) : [];
    void join.run({ bookingId: booking.id, ...(booking.bookingTemplateId ? { onMap: { templateId: booking.bookingTemplateId, sides } } : {}) });
  };
  /** Picking the place (the floor map of its date) or the side (the match's page, where each free place is a choice). */
  const pickTo = (booking: MatchBooking) =>
    booking.bookingTemplateId
      ? `/booking-visual/${booking.id}/${booking.bookingTemplateId}?date=${booking.date ?? date}`
      : booking.concept === 'Match'
        ? `/booking-join/${booking.id}`
        : null;

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
          {chosenType?.name ?? t('booking.all')} · {t('booking.byPlace.fromDay', { day: formatWhen(date, 'day', culture) })}
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
      {noTypes ? <EmptyState title={t('booking.noByPlace')} /> : null}
      {list.status === 'loading' && !noTypes ? <Skeleton kind="card" /> : null}
      {list.status === 'failed' ? <LoadFailure message={failureMessage(list.error)} /> : null}
      {list.status === 'ready' && list.data.length === 0 && !noTypes ? (
        <EmptyState title={t('booking.byPlace.nothingToJoin')}>{t('booking.byPlace.tryChangingDate')}</EmptyState>
      ) : null}
      {list.status === 'ready' && !noTypes ? (
        // One grid for every day, so a wide screen fills its lines; a day's heading rides above its first card, in a
        // row of its own that the other cards of the line share.
        <ul className="by-place__cards">
          {groupByDay(list.data).flatMap((group) =>
            group.bookings.map((booking, index) => (
              <li key={booking.id} className="by-place__item">
                {index === 0 ? (
                  <h2 id={`by-place-day-${group.day}`} className="by-place__weekday">
                    {dayHeading(group.day)}
                  </h2>
                ) : null}
                <MatchBanner
                  booking={booking}
                  onJoin={() => onJoin(booking)}
                  busy={join.busy && tapped === booking.id}
                  error={tapped === booking.id && join.message ? text(join.message) : null}
                  pickTo={root.session.loggedIn ? pickTo(booking) : null}
                />
              </li>
            )),
          )}
        </ul>
      ) : null}
      {blocked ? <BlockedSheet blocked={blocked} onClose={() => setBlocked(null)} /> : null}
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
