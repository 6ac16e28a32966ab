// The club's number and date formats, built before the page hydrates, each in a task of its own (issue 38). The
// first Intl format of a visit sets up the browser's number service, the first date format its date service, and a
// zone's or a language's first format reads their data: 50–90 ms of a phone's main thread at 4× CPU slowdown, all
// told. Built on first use inside a render, they made one hydration slice (the post's date, the match's price, the
// booking types' next free time) a long task that React cannot split.
import { wallTime } from '../domain/club-time';
import { cultureFormats } from './culture';
import { formatWhen } from './dates';

/** What a page's formats follow: the club's culture and time zone (its settings), and the page's language. */
export interface ClubFormats {
  culture: string;
  timeZone?: string | null;
  language: string;
}

/**
 * Builds the formats a first render asks for, one step per task (`nextTask` resolves in a new task), and fills the
 * caches that render then reads. A step that fails (a culture or a zone the browser does not know) is skipped: the
 * render falls back as it would have.
 */
export async function warmFormats({ culture, timeZone, language }: ClubFormats, nextTask: () => Promise<void>): Promise<void> {
  const steps = [
    // The number service: knownCulture asks which cultures it knows.
    () => Intl.NumberFormat.supportedLocalesOf([culture]),
    // The date service: the culture's order of day and month (and its decimal separator, now quick).
    () => cultureFormats(culture),
    // The zone's rules and the language's day and month names, as the pages write a day and a time.
    () => formatWhen(Date.now(), 'dayTime', { dateFormat: cultureFormats(culture).dateFormat, timeZone, language }),
    // The booking rules' wall clock of the club's zone (the next free time, the booking page's day).
    () => timeZone && wallTime(Date.now(), timeZone),
  ];
  for (const step of steps) {
    await nextTask();
    try {
      step();
    } catch {
      // Rendered with the fallbacks of each format, as without this.
    }
  }
}
