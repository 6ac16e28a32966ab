import { useTranslation } from 'react-i18next';
import { formatDate, uses12HourClock } from '../../../i18n/dates';
import { useRootStore } from '../../../stores/StoresContext';

export interface ClubMoment {
  /** The weekday in the reader's language, on the club's calendar: "Friday". */
  day: string;
  /** The time in the club's format and time zone: "00:00" (or "12:00 AM" when the club's format has tt). */
  time: string;
}

/** Instants as the club says them: weekday and time on the club's clock, in the reader's language. */
export function useClubMoment(): { moment: (iso: string) => ClubMoment; longDate: (day: string) => string; time: (iso: string) => string } {
  const { i18n } = useTranslation();
  const { settings } = useRootStore();
  const { timeZone, dateFormat } = settings.formatOptions;
  const zone = timeZone || 'UTC';
  const time = (iso: string) => formatDate(Date.parse(iso), uses12HourClock(dateFormat) ? 'hh:mm tt' : 'HH:mm', zone);
  const weekday = (iso: string) => {
    try {
      return new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: zone }).format(new Date(iso));
    } catch {
      return new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(iso));
    }
  };
  return {
    moment: (iso) => ({ day: weekday(iso), time: time(iso) }),
    // A club day (YYYY-MM-DD) is a calendar date: read at noon UTC it is the same date in every language.
    longDate: (day) => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
    time,
  };
}
