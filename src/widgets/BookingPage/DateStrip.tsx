import { observer } from 'mobx-react-lite';
import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../domain/club-time';
import { useRootStore } from '../../stores/StoresContext';
import { useQuery } from '../../stores/use-query';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { availableDatesQuery } from '../booking-support/booking-queries';

const STRIP_PAGE_DAYS = 14;

interface Props {
  bookingTypeId: number;
  firstDay: string;
  windowDays: number;
  selected: string | null;
  onSelect: (date: string) => void;
}

// Made once per language: a new Intl.DateTimeFormat per day on every re-render of the page was slow.
const formatters = new Map<string, { weekday: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function dayLabel(date: string, language: string): { weekday: string; day: string } {
  let format = formatters.get(language);
  if (!format) {
    format = {
      weekday: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    };
    formatters.set(language, format);
  }
  const at = new Date(`${date}T12:00:00Z`);
  return { weekday: format.weekday.format(at), day: format.day.format(at) };
}

/** One page of the strip: the dates of 14 days that still have a free slot. */
const StripPage = observer(function StripPage({
  bookingTypeId,
  from,
  days,
  selected,
  onSelect,
}: {
  bookingTypeId: number;
  from: string;
  days: number;
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const { i18n } = useTranslation();
  const root = useRootStore();
  const dates = useQuery(availableDatesQuery(root, bookingTypeId, from, days));
  if (dates.status !== 'ready')
    return (
      <li className="date-strip__loading">
        <Skeleton kind="text" />
      </li>
    );
  return (
    <>
      {dates.data.map((date) => {
        const label = dayLabel(date, i18n.language);
        return (
          <li key={date}>
            <button type="button" className="date-strip__day" aria-pressed={date === selected} onClick={() => onSelect(date)} data-date={date}>
              <span className="date-strip__weekday">{label.weekday}</span>
              <span className="date-strip__date">{label.day}</span>
            </button>
          </li>
        );
      })}
    </>
  );
});

/** The dates of the anticipation window with a free slot; more pages load when scrolling near the end (doc 2 §2). */
export function DateStrip({ bookingTypeId, firstDay, windowDays, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const maxPages = Math.ceil(windowDays / STRIP_PAGE_DAYS);
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const strip = event.currentTarget;
    if (pages < maxPages && strip.scrollLeft + strip.clientWidth > strip.scrollWidth - 120) setPages(pages + 1);
  };
  return (
    <nav aria-label={t('booking.dates')} className="date-strip" onScroll={onScroll}>
      <ul className="date-strip__list">
        {Array.from({ length: Math.min(pages, maxPages) }, (_, page) => {
          const from = addDays(firstDay, page * STRIP_PAGE_DAYS);
          const days = Math.min(STRIP_PAGE_DAYS, windowDays - page * STRIP_PAGE_DAYS);
          return <StripPage key={from} bookingTypeId={bookingTypeId} from={from} days={days} selected={selected} onSelect={onSelect} />;
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
