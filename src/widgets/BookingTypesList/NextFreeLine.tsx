import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubLocalTime } from '../../domain/club-time';
import { formatTime } from '../../engine/format-value';
import { formatDay } from '../../i18n/day-format';
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
  const day = formatDay(date, i18n.language, root.settings.formatOptions.dateFormat);
  const time = formatTime(next.start, root.settings.formatOptions);
  return <p className={className}>{t('booking.nextFree', { when: t(KEYS[dayKind(date, today)], { time, day }) })}</p>;
});
