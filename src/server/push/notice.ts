import type { PushKind } from '../../domain/push-kinds';
import type { Language } from '../../i18n/languages';
import { formatWhen, withReadableDates, type DateCulture } from '../../i18n/dates';
import { translate, type MessageArgs } from '../i18n/messages';

/** The texts of `push` in locales/server: one per kind, the opening's result in two. */
export type PushText = Exclude<PushKind, 'openingResult'> | 'openingWon' | 'openingLost';

/**
 * One notification for one customer, before it is put in a language: the kind the player turned on, its text and
 * values (instants in the system format of the club's wall clock, `2026-12-02 19:30`, and days `2026-12-02`, written
 * the one readable way in the player's language), the portal page a tap opens and until when it is worth showing.
 */
export interface PushNotice {
  kind: PushKind;
  text: PushText;
  args: MessageArgs;
  /** A path of the portal (`/booking-join/12`). */
  path: string;
  /** After this the push service may drop it undelivered (the offer ran out, the booking started). */
  until?: Date;
  /** A later notification with the same tag replaces this one on the device. */
  tag: string;
}

/** What the service worker receives (src/sw/push.ts shows it). */
export interface PushPayload {
  title: string;
  body: string;
  path: string;
  tag: string;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The notice in one language: its title and body, dates as the player reads them ("Wed 2 Dec · 19:30"). */
export function pushPayload(notice: PushNotice, language: Language, culture: Omit<DateCulture, 'language'>): PushPayload {
  const dates: DateCulture = { ...culture, language };
  const args = Object.fromEntries(
    Object.entries(notice.args).map(([name, value]) => [name, typeof value === 'string' && CALENDAR_DAY.test(value) ? formatWhen(value, 'day', dates) : value]),
  );
  return {
    title: translate(language, `push.${notice.text}.title`, args),
    body: withReadableDates(translate(language, `push.${notice.text}.body`, args), dates),
    path: notice.path,
    tag: notice.tag,
  };
}
