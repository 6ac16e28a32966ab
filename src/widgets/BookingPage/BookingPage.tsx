import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { clubLocalTime } from '../../domain/club-time';
import { shownAmount } from '../../domain/money';
import { isRecord } from '../../engine/data-path';
import { failureMessage, useMessageText, type Message } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Button } from '../../ui/Button/Button';
import { Field } from '../../ui/Field/Field';
import { ListRow, RowList } from '../../ui/ListRow/ListRow';
import { Sheet } from '../../ui/Sheet/Sheet';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LoadFailure } from '../widget-support/LoadFailure';
import { Timetable } from '../../booking/Timetable/Timetable';
import { availabilityQuery, bookingPriceQuery, filtersQuery } from '../booking-support/booking-queries';
import {
  bookingTypeLink,
  distinctDurations,
  encodePayload,
  isByPlace,
  showDurationFilter,
  shownName,
  slotLabel,
  splitByType,
  windowDays,
  type BookingType,
  type Resource,
  type TimeSlot,
} from '../booking-support/booking-rules';
import { bookingPayload, type Price, type SlotChoice } from './booking-payload';
import { DateStrip } from './DateStrip';
import { SlotSheet } from './SlotSheet';
import { OpeningResult } from './opening/OpeningResult';
import { OpeningWindow } from './opening/OpeningWindow';
import { openingQuery } from './opening/opening-queries';
import { openingView, stripDaysToOpen } from './opening/opening-rules';
import { ResourceOptionDialog, type ResourceOption } from './ResourceOptionDialog';
import './BookingPage.css';

/**
 * The notice the checkout leaves in the router's state when it sends the player back (a slot taken meanwhile).
 * Router state is untyped (it survives reloads in the history), so this is the one place that checks it.
 */
function noticeOf(state: unknown): string | null {
  return isRecord(state) && typeof state.notice === 'string' ? state.notice : null;
}

const MatchDialog = lazy(() => import('./MatchDialog'));

type Choice = SlotChoice & { extras: ResourceOption[] };

type Step = { kind: 'match'; choice: Choice } | { kind: 'option'; choice: Choice; pending: Array<[string, Resource[]]> } | null;

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
        <TypeAvailability
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

interface AvailabilityProps {
  type: BookingType;
  timeZone: string;
  anticipationMins: number | null;
  cancelText: string | null;
  date: string | null;
  duration: number | null;
  onDate: (date: string) => void;
  onDuration: (duration: number | null) => void;
}

const TypeAvailability = observer(function TypeAvailability({ type, timeZone, anticipationMins, cancelText, date, duration, onDate, onDuration }: AvailabilityProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const root = useRootStore();
  const navigate = useNavigate();
  const today = clubLocalTime(Date.now(), timeZone).date;
  const shownDate = date ?? today;
  const list = useQuery(availabilityQuery(root, type.id, shownDate));
  // A type with an opening window (issue 27): a day not yet open shows the window instead of the grid. A failed
  // read shows the grid (the server still refuses to book a day before its draw, and says when it opens).
  const openingRead = useQuery(openingQuery(root, type.id, shownDate), Boolean(type.opening));
  const opening = type.opening && openingRead.status === 'ready' ? openingRead.data : null;
  const inWindow = opening !== null && openingView(opening) === 'window';
  const gridShown = !type.opening || openingRead.status === 'failed' || (opening !== null && !inWindow);
  const [selected, setSelected] = useState<{ resource: Resource; slot: TimeSlot } | null>(null);
  const [prices, setPrices] = useState<Record<string, Price | 'loading'>>({});
  const [error, setError] = useState<Message | null>(null);
  const [step, setStep] = useState<Step>(null);
  const datesBar = useRef<HTMLDivElement>(null);

  const answered = list.status === 'ready' ? list.data.list : undefined;
  // Kept while the answer is the same: the timetable then re-renders only the rows a click or a key changes.
  // Resources of other types are offered in the resource-option popup only when the list says there are several (doc 2 §2).
  const multipleResources = list.status === 'ready' && list.data.multipleResources === true;
  const { main, extras } = useMemo(
    () => (multipleResources ? splitByType(answered ?? []) : { main: answered ?? [], extras: new Map<string, Resource[]>() }),
    [answered, multipleResources],
  );
  const durations = useMemo(() => distinctDurations(main), [main]);
  const activeDuration = duration !== null && durations.includes(duration) ? duration : null;
  const isMatch = isByPlace(type) && type.allowCreateBookByPlace === true;

  // Stable while the page's route is: the date strip's pages then skip re-rendering when a slot is chosen.
  const chooseDay = useCallback(
    (day: string) => {
      setSelected(null);
      onDate(day);
    },
    [onDate],
  );

  const priceKey = (resource: Resource, slot: TimeSlot, minutes: number) => `${resource.id}|${slot.start}|${minutes}`;
  const knownPrice = (resource: Resource, slot: TimeSlot, minutes: number): Price | 'loading' | null => {
    const given = slot.priceByDuration?.[String(minutes)];
    if (given && typeof given.amount === 'number') {
      return { amount: given.amount, isSpecialPrice: given.isSpecialPrice === true, gross: given.price ?? null, netPrice: given.netPrice ?? null };
    }
    return prices[priceKey(resource, slot, minutes)] ?? null;
  };

  /** Expands a slot: prices missing from the list are loaded; a failure keeps it closed (doc 2 §7). */
  const select = async (resource: Resource, slot: TimeSlot) => {
    setError(null);
    const minutesList = (slot.durations ?? []).filter((minutes) => activeDuration === null || minutes === activeDuration);
    const missing = minutesList.filter((minutes) => knownPrice(resource, slot, minutes) === null);
    if (missing.length === 0) {
      setSelected({ resource, slot });
      return;
    }
    setPrices((current) => ({ ...current, ...Object.fromEntries(missing.map((minutes) => [priceKey(resource, slot, minutes), 'loading' as const])) }));
    try {
      const loaded = await Promise.all(
        missing.map(async (minutes) => {
          // The price query the checkout reads too (keyed by loadBookingPrice): the checkout finds it loaded.
          const request = { startDate: slot.start ?? '', bookingTypeId: type.id, duration: minutes, customerId: root.session.customerId ?? -1, resourceId: resource.id };
          const price = await root.queries.fetch(bookingPriceQuery(root, request));
          const amount = shownAmount(price.gross, price.net ?? price.gross, root.settings.settings?.PriceWithTaxes);
          const loaded: Price = { amount, isSpecialPrice: price.isSpecialPrice, gross: price.gross, netPrice: price.net };
          return [priceKey(resource, slot, minutes), loaded] as const;
        }),
      );
      setPrices((current) => ({ ...current, ...Object.fromEntries(loaded) }));
      setSelected({ resource, slot });
    } catch (failure) {
      setPrices((current) => Object.fromEntries(Object.entries(current).filter(([, value]) => value !== 'loading')));
      setError(failureMessage(failure));
    }
  };

  const toCheckout = (choice: Choice) => {
    const payload = bookingPayload(choice, { type, customerId: root.session.customerId ?? 0, cancelText, timeZone });
    navigate(`/checkout-booking?pl=${encodeURIComponent(encodePayload(payload))}`);
  };

  /**
   * After a match's details: one popup per extra resource type, then checkout. A type with nothing free at
   * that time still gets its popup, saying so ("Sorry nothing found Try with other filters"), not skipped silently.
   */
  const nextOption = (choice: Choice, pending: Array<[string, Resource[]]>) => {
    if (pending.length > 0) setStep({ kind: 'option', choice, pending });
    else {
      setStep(null);
      toCheckout(choice);
    }
  };

  const pick = (resource: Resource, slot: TimeSlot, minutes: number, price: Price) => {
    if (!root.session.loggedIn) {
      root.ui.openLogin(`/bookings/${type.id}?date=${shownDate}&duration=${minutes}`);
      return;
    }
    const choice: Choice = { resource, slot, duration: minutes, price, extras: [] };
    if (isMatch) setStep({ kind: 'match', choice });
    else nextOption(choice, [...extras.entries()]);
  };

  return (
    <>
      {/* Pinned under the header while the times scroll: another day is always one tap away. */}
      <div className="booking-page__dates" ref={datesBar}>
        <DateStrip
          bookingTypeId={type.id}
          firstDay={today}
          windowDays={windowDays(anticipationMins)}
          daysToOpen={stripDaysToOpen(type.opening ?? null)}
          selected={shownDate}
          onSelect={chooseDay}
        />
      </div>
      {type.opening && openingRead.status === 'loading' ? <Skeleton kind="row" count={4} /> : null}
      {opening && inWindow ? <OpeningWindow type={type} opening={opening} /> : null}
      {opening?.myResult && !inWindow ? <OpeningResult result={opening.myResult} slots={opening.slots} /> : null}
      {gridShown ? (
        <>
          {showDurationFilter(durations) ? (
            <Field label={t('booking.duration')} width="sm" className="booking-page__duration">
              <select value={activeDuration ?? ''} onChange={(event) => onDuration(event.target.value ? Number(event.target.value) : null)}>
                <option value="">{t('booking.allDurations')}</option>
                {durations.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t('booking.minutes', { count: minutes })}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {error ? (
            <p role="alert" className="booking-notice">
              {text(error)}
            </p>
          ) : null}
          {list.status === 'loading' ? <Skeleton kind="row" count={4} /> : null}
          {list.status === 'failed' ? <LoadFailure message={failureMessage(list.error)} /> : null}
          {list.status === 'ready' && main.every((resource) => (resource.timeTable ?? []).length === 0) ? (
            <p className="booking-page__empty">{list.data.errorMsg || t('booking.nothingFound')}</p>
          ) : null}
          {list.status === 'ready' && main.some((resource) => (resource.timeTable ?? []).length > 0) ? (
            <Timetable
              resources={main}
              duration={activeDuration}
              timeZone={timeZone}
              imageUrl={(file) => root.settings.uploadUrl(file)}
              selected={selected ? { resourceId: selected.resource.id, start: selected.slot.start ?? '' } : null}
              onSelect={(resource, slot) => void select(resource, slot)}
              pinnedAbove={datesBar}
            />
          ) : null}
        </>
      ) : null}
      {selected ? (
        <SlotSheet
          key={`${selected.resource.id}|${selected.slot.start ?? ''}`}
          title={t('booking.slotTitle', { resource: shownName(selected.resource) ?? String(selected.resource.type ?? ''), time: slotLabel(selected.slot, timeZone) })}
          durations={(selected.slot.durations ?? []).filter((minutes) => activeDuration === null || minutes === activeDuration)}
          priceOf={(minutes) => knownPrice(selected.resource, selected.slot, minutes)}
          onClose={() => setSelected(null)}
          onPick={(minutes, price) => {
            setSelected(null);
            pick(selected.resource, selected.slot, minutes, price);
          }}
        />
      ) : null}
      {step?.kind === 'match' ? (
        <Suspense fallback={null}>
          <MatchDialog resourceId={step.choice.resource.id} onClose={() => setStep(null)} onDone={(match) => nextOption({ ...step.choice, match }, [...extras.entries()])} />
        </Suspense>
      ) : null}
      {step?.kind === 'option' ? (
        <ResourceOptionDialog
          key={step.pending[0]![0]}
          typeName={step.pending[0]![0]}
          duration={step.choice.duration}
          resources={step.pending[0]![1]}
          date={shownDate}
          start={step.choice.slot.start ?? ''}
          onClose={() => setStep(null)}
          onDone={(option) => nextOption({ ...step.choice, extras: option ? [...step.choice.extras, option] : step.choice.extras }, step.pending.slice(1))}
        />
      ) : null}
    </>
  );
});

export default observer(BookingPage);
