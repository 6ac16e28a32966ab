import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../domain/club-time';
import { dayParts } from '../../i18n/dates';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { availableDatesQuery } from '../../booking/booking-queries';

const STRIP_PAGE_DAYS = 14;

/** Whole days from one club day to another (0 when the second is missing or earlier). */
const daysBetween = (from: string, to: string | null): number => (to && to > from ? Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) : 0);

interface Props {
  bookingTypeId: number;
  firstDay: string;
  windowDays: number;
  /** Days after the window still to open (a type with an opening window, issue 27): shown, never said full. */
  daysToOpen?: number;
  selected: string | null;
  onSelect: (date: string) => void;
}

/**
 * One page of the strip: every day of up to 14 (doc 2 §2: the dates span the anticipation window). The days
 * available-dates leaves out are full: greyed and said so, still selectable (a slot may free up).
 */
const StripPage = observer(function StripPage({
  bookingTypeId,
  from,
  days,
  lastOpenDay,
  selected,
  onSelect,
}: {
  bookingTypeId: number;
  from: string;
  days: number;
  /** The window's last day: later days are not open yet, so not full either. */
  lastOpenDay: string;
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const root = useRootStore();
  const open = useQuery(availableDatesQuery(root, bookingTypeId, from, days));
  const withFreeSlots = open.status === 'ready' ? new Set(open.data) : null;
  return (
    <>
      {Array.from({ length: days }, (_, offset) => {
        const date = addDays(from, offset);
        const label = dayParts(date, { ...root.settings.formatOptions, language: i18n.language });
        const soon = date > lastOpenDay && !withFreeSlots?.has(date);
        const full = !soon && withFreeSlots !== null && !withFreeSlots.has(date);
        return (
          <li key={date}>
            <button
              type="button"
              className={`date-strip__day${full ? ' date-strip__day--full' : ''}${soon ? ' date-strip__day--soon' : ''}`}
              aria-pressed={date === selected}
              onClick={() => onSelect(date)}
              data-date={date}
              data-full={full || undefined}
            >
              <span className="date-strip__weekday">{label.weekday}</span>
              <span className="date-strip__date">{label.date}</span>
              {full ? <span className="cz-visually-hidden">{t('booking.dayFull')}</span> : null}
              {soon ? <span className="date-strip__soon">{t('booking.opening.soon')}</span> : null}
            </button>
          </li>
        );
      })}
    </>
  );
});

/** Every date of the anticipation window, full ones greyed; more pages load when scrolling near the end (doc 2 §2). */
export function DateStrip({ bookingTypeId, firstDay, windowDays: openDays, daysToOpen = 0, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const lastOpenDay = addDays(firstDay, openDays - 1);
  // Pages of 14 open days; the days still to open go with the last page, so the next day to open is in reach.
  const maxPages = Math.max(1, Math.ceil(openDays / STRIP_PAGE_DAYS));
  // A day chosen further on (a link, the day that opens next) is on the strip from the start.
  const [pages, setPages] = useState(() => Math.min(maxPages, Math.max(1, Math.ceil((daysBetween(firstDay, selected) + 1) / STRIP_PAGE_DAYS))));
  const strip = useRef<HTMLElement>(null);
  // The chosen day is in sight: a link or the window's day may point past the first screenful of days.
  useEffect(() => {
    const box = strip.current;
    const day = box?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!box || !day || typeof box.scrollBy !== 'function') return;
    const seen = box.getBoundingClientRect();
    const at = day.getBoundingClientRect();
    if (at.left < seen.left || at.right > seen.right) box.scrollBy({ left: at.left - seen.left - (seen.width - at.width) / 2 });
  }, [selected]);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const strip = event.currentTarget;
    if (pages < maxPages && strip.scrollLeft + strip.clientWidth > strip.scrollWidth - 120) setPages(pages + 1);
  };
  return (
    <nav aria-label={t('booking.dates')} className="date-strip" onScroll={onScroll} ref={strip}>
      <ul className="date-strip__list">
        {Array.from({ length: Math.min(pages, maxPages) }, (_, page) => {
          const from = addDays(firstDay, page * STRIP_PAGE_DAYS);
          const days = Math.min(STRIP_PAGE_DAYS, openDays - page * STRIP_PAGE_DAYS) + (page === maxPages - 1 ? daysToOpen : 0);
          return <StripPage key={from} bookingTypeId={bookingTypeId} from={from} days={days} lastOpenDay={lastOpenDay} selected={selected} onSelect={onSelect} />;
        })}
        {pages < maxPages ? (
          <li>
            <button type="button" className="date-strip__more" onClick={() => setPages(pages + 1)}>
              {t('booking.moreDates')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
