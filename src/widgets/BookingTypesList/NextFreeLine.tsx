import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubLocalTime } from '../../domain/club-time';
import { formatWhen } from '../../i18n/dates';
import { useRootStore } from '../../stores/StoresContext';
import { dayKind, type NextFree } from './next-free';

const KEYS = { today: 'booking.nextFreeToday', tomorrow: 'booking.nextFreeTomorrow', other: 'booking.nextFreeOn' } as const;

/** "Next free: today 18:30" — the day in words when it is today or tomorrow, the time on the club's clock. */
export const NextFreeLine = observer(function NextFreeLine({ next, className }: { next: NextFree; className?: string }) {
  const { t, i18n } = useTranslation();
  const root = useRootStore();
  const [now] = useState(() => Date.now());
  const timeZone = root.settings.settings?.TimeZone || 'UTC';
  const date = clubLocalTime(Date.parse(next.start), timeZone).date;
  const today = clubLocalTime(now, timeZone).date;
  const culture = { ...root.settings.formatOptions, language: i18n.language };
  const day = formatWhen(date, 'day', culture);
  const time = formatWhen(next.start, 'time', culture);
  return <p className={className}>{t('booking.nextFree', { when: t(KEYS[dayKind(date, today)], { time, day }) })}</p>;
});
