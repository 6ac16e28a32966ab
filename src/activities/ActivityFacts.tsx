import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { components } from '../generated/api';
import { shownPrice } from '../domain/money';
import { formatWhen, type DateCulture } from '../i18n/dates';
import { formatLevel, formatLevelRange } from '../i18n/format-value';
import { useRootStore } from '../stores/StoresContext';
import { Badge } from '../ui/Badge/Badge';
import { Money } from '../ui/Format/Format';
import './ActivityFacts.css';

type Activity = components['schemas']['Activity'];

/** When an activity runs, in the one format: "Sun 27 Dec · 09:00 – Tue 29 Dec · 21:00", or "Sun 27 Dec · 10:00–14:00" within a day. */
function activityDates(activity: Pick<Activity, 'start' | 'end'>, culture: DateCulture): string {
  const start = formatWhen(activity.start, 'dayTime', culture);
  if (!activity.end) return start;
  const sameDay = formatWhen(activity.start, 'date', culture) === formatWhen(activity.end, 'date', culture);
  return sameDay ? `${start}–${formatWhen(activity.end, 'time', culture)}` : `${start} – ${formatWhen(activity.end, 'dayTime', culture)}`;
}

/**
 * What a player weighs before signing up (issue 35): when, where, levels, price and places left; short lines on a
 * card, a described list on the page. A fact the club did not give is left out.
 */
export const ActivityFacts = observer(function ActivityFacts({ activity, compact = false }: { activity: Activity; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { settings } = useRootStore();
  const options = { ...settings.formatOptions, language: i18n.language };
  const price = shownPrice(activity, settings.settings?.PriceWithTaxes);
  // A range written as every page writes one; an open end says so ("2.5 and up", "Up to 4.0").
  const [low, high] = [formatLevel(activity.minLevel, 'card', options), formatLevel(activity.maxLevel, 'card', options)];
  const level =
    low && high
      ? formatLevelRange(activity.minLevel, activity.maxLevel, options)
      : low
        ? t('activities.levelFrom', { min: low })
        : high
          ? t('activities.levelUpTo', { max: high })
          : '';
  const places =
    activity.placesLeft === null || activity.placesLeft === undefined ? null : activity.placesLeft > 0 ? (
      t('activities.placesLeft', { count: activity.placesLeft })
    ) : (
      <Badge status="full">{t('activities.noPlacesLeft')}</Badge>
    );
  const facts = [
    { key: 'when', label: t('activities.when'), value: activity.start ? activityDates(activity, options) : null },
    { key: 'where', label: t('activities.where'), value: activity.place || null },
    { key: 'level', label: t('activities.level'), value: level || null },
    { key: 'price', label: t('activities.price'), value: price ? <Money value={price} /> : t('activities.free') },
    { key: 'places', label: t('activities.places'), value: places },
  ].filter((fact) => fact.value !== null);
  return (
    <dl className={compact ? 'activity-facts activity-facts--compact' : 'activity-facts'}>
      {facts.map((fact) => (
        <div key={fact.key} className={`activity-facts__fact activity-facts__fact--${fact.key}`}>
          {/* On a card the values speak for themselves but the level's: their labels are for screen readers. */}
          <dt className={compact && fact.key !== 'level' ? 'activity-facts__label cz-visually-hidden' : 'activity-facts__label'}>{fact.label}</dt>
          <dd className="activity-facts__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
});
