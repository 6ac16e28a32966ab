import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clubLocalTime } from '../../domain/club-time';
import { failureMessage } from '../../i18n/message';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { LiveNote } from '../../ui/Toast/Toast';
import { LoadFailure } from '../../ui/EmptyState/LoadFailure';
import { Timetable } from '../../booking/Timetable/Timetable';
import { slotKey, useTakenSlots } from '../../booking/Timetable/taken-slots';
import { availabilityQuery } from '../../booking/availability-queries';
import { distinctDurations, encodePayload, isByPlace, shownName, slotLabel, splitByType, windowDays, type BookingType, type Resource } from '../../booking/booking-rules';
import { bookingPayload } from './booking-payload';
import { DateStrip } from './DateStrip';
import { DayFilters } from './DayFilters';
import { dayFlow, startDay, type DayAction, type DayChoice } from './day-flow';
import { defaultPart, partOfTime, shownResources, startsByPart, startsOf } from './day-parts';
import { OpeningResult } from './opening/OpeningResult';
import { OpeningWindow } from './opening/OpeningWindow';
import { openingQuery } from './opening/opening-queries';
import { openingView, stripDaysToOpen } from './opening/opening-rules';
import { ResourceOptionDialog } from './ResourceOptionDialog';
import { SlotStep } from './SlotStep';

const MatchDialog = lazy(() => import('./MatchDialog'));

interface Props {
  type: BookingType;
  timeZone: string;
  anticipationMins: number | null;
  cancelText: string | null;
  date: string | null;
  duration: number | null;
  onDate: (date: string) => void;
  onDuration: (duration: number | null) => void;
}

/** A type's day (doc 2 §2): the date strip, the part of the day and time, the timetable, then the slot's steps to checkout. */
export const DayView = observer(function DayView({ type, timeZone, anticipationMins, cancelText, date, duration, onDate, onDuration }: Props) {
  const { t } = useTranslation();
  const root = useRootStore();
  const navigate = useNavigate();
  const today = clubLocalTime(Date.now(), timeZone).date;
  const shownDate = date ?? today;
  const list = useQuery(availabilityQuery(root, type.id, shownDate));
  // A failed opening read shows the grid: the server still refuses to book a day before its draw.
  const openingRead = useQuery(openingQuery(root, type.id, shownDate), Boolean(type.opening));
  const opening = type.opening && openingRead.status === 'ready' ? openingRead.data : null;
  const inWindow = opening !== null && openingView(opening) === 'window';
  const gridShown = !type.opening || openingRead.status === 'failed' || (opening !== null && !inWindow);
  const [flow, setFlow] = useState(startDay);
  const datesBar = useRef<HTMLDivElement>(null);

  const answered = list.status === 'ready' ? list.data.list : undefined;
  // Resources of other types are offered in the resource-option popup only when the list says there are several (doc 2 §2).
  const multipleResources = list.status === 'ready' && list.data.multipleResources === true;
  const { main, extras } = useMemo(
    () => (multipleResources ? splitByType(answered ?? []) : { main: answered ?? [], extras: new Map<string, Resource[]>() }),
    [answered, multipleResources],
  );
  const durations = useMemo(() => distinctDurations(main), [main]);
  const activeDuration = duration !== null && durations.includes(duration) ? duration : null;
  // A slot taken while the day is shown (a live change elsewhere) stays in place, unavailable, with a quiet note.
  const live = useTakenSlots(answered ? main : undefined, `${type.id}|${shownDate}`);
  const starts = useMemo(() => startsByPart(live.resources, activeDuration, timeZone), [live.resources, activeDuration, timeZone]);
  const part = flow.part ?? defaultPart(shownDate === today, starts);
  // The grid's bands on a wide screen: the parts of the day, named in the page's language.
  const bandOf = useCallback((time: string) => t(`booking.dayPart.${partOfTime(time)}`), [t]);
  const shown = useMemo(
    () => shownResources(live.resources, { part, time: flow.time, duration: activeDuration, timeZone }),
    [live.resources, part, flow.time, activeDuration, timeZone],
  );
  const takenNote =
    live.latest.length > 1
      ? t('booking.slotsTaken')
      : live.latest.length === 1
        ? t('booking.slotTaken', { time: slotLabel(live.latest[0]!.slot, timeZone), resource: shownName(live.latest[0]!.resource) ?? t('booking.court') })
        : '';

  const toCheckout = (choice: DayChoice) => {
    const payload = bookingPayload(choice, { type, customerId: root.session.customerId ?? 0, cancelText, timeZone });
    navigate(`/checkout-booking?pl=${encodeURIComponent(encodePayload(payload))}`);
  };
  /** One step of the flow, then what it asks of the page: the login popup or the checkout. */
  const send = (action: DayAction) => {
    const next = dayFlow(flow, action);
    setFlow(next);
    if (next.step.kind === 'checkout') toCheckout(next.step.choice);
    if (next.step.kind === 'login') root.ui.openLogin(`/bookings/${type.id}?date=${shownDate}&duration=${next.step.duration}`);
  };
  // Stable while the page's route is: the date strip's pages then skip re-rendering when a slot is chosen.
  const chooseDay = useCallback(
    (day: string) => {
      setFlow((current) => dayFlow(current, { type: 'day' }));
      onDate(day);
    },
    [onDate],
  );
  const { step } = flow;
  // The slot chosen was taken meanwhile: its sheet closes (the note says why) and the grid shows it unavailable.
  const chosenTaken = step.kind === 'slot' && live.taken.has(slotKey(step.resource.id, step.slot.start));
  const empty = main.every((resource) => (resource.timeTable ?? []).length === 0);

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
          {list.status === 'ready' && !empty ? (
            <DayFilters
              part={part}
              starts={starts}
              time={flow.time}
              times={startsOf(part, starts)}
              durations={durations}
              duration={activeDuration}
              onPart={(next) => send({ type: 'part', part: next })}
              onTime={(time) => send({ type: 'time', time })}
              onDuration={onDuration}
            />
          ) : null}
          <LiveNote>{takenNote}</LiveNote>
          {step.kind === 'slot' && !chosenTaken ? (
            <SlotStep
              key={flow.attempt}
              bookingTypeId={type.id}
              resource={step.resource}
              slot={step.slot}
              duration={activeDuration}
              timeZone={timeZone}
              onClose={() => send({ type: 'close' })}
              onPick={(minutes, price) =>
                send({
                  type: 'pick',
                  duration: minutes,
                  price,
                  loggedIn: root.session.loggedIn,
                  isMatch: isByPlace(type) && type.allowCreateBookByPlace === true,
                  pending: [...extras.entries()],
                })
              }
            />
          ) : null}
          {list.status === 'loading' ? <Skeleton kind="row" count={4} /> : null}
          {list.status === 'failed' ? <LoadFailure message={failureMessage(list.error)} /> : null}
          {list.status === 'ready' && empty ? <p className="booking-page__empty">{list.data.errorMsg || t('booking.nothingFound')}</p> : null}
          {list.status === 'ready' && !empty ? (
            <Timetable
              resources={shown}
              duration={activeDuration}
              timeZone={timeZone}
              imageUrl={(file) => root.settings.uploadUrl(file)}
              selected={step.kind === 'slot' && !chosenTaken ? { resourceId: step.resource.id, start: step.slot.start ?? '' } : null}
              taken={live.taken}
              onSelect={(resource, slot) => send({ type: 'select', resource, slot })}
              pinnedAbove={datesBar}
              bandOf={bandOf}
            />
          ) : null}
        </>
      ) : null}
      {step.kind === 'match' ? (
        <Suspense fallback={null}>
          <MatchDialog resourceId={step.choice.resource.id} onClose={() => send({ type: 'close' })} onDone={(match) => send({ type: 'match', match })} />
        </Suspense>
      ) : null}
      {step.kind === 'option' ? (
        <ResourceOptionDialog
          key={step.pending[0]![0]}
          typeName={step.pending[0]![0]}
          duration={step.choice.duration}
          resources={step.pending[0]![1]}
          date={shownDate}
          start={step.choice.slot.start ?? ''}
          onClose={() => send({ type: 'close' })}
          onDone={(option) => send({ type: 'option', option })}
        />
      ) : null}
    </>
  );
});
