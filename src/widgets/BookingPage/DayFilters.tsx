import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../ui/ChoiceChips/ChoiceChips';
import { Field } from '../../ui/Field/Field';
import { DAY_PARTS, type DayPart, type PartChoice } from './day-parts';

interface Props {
  part: PartChoice;
  /** The free starts of each part: a part with none cannot be chosen. */
  starts: Record<DayPart, readonly string[]>;
  time: string | null;
  /** The starts offered in the time list. */
  times: readonly string[];
  durations: readonly number[];
  duration: number | null;
  onPart: (part: PartChoice) => void;
  onTime: (time: string | null) => void;
  onDuration: (duration: number | null) => void;
}

/**
 * What the player picks before a court (issue 35): the part of the day as one row of segments, then a start time
 * and a duration (doc 2 §2: the duration list only when there is a choice).
 */
export function DayFilters({ part, starts, time, times, durations, duration, onPart, onTime, onDuration }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const choices: PartChoice[] = ['all', ...DAY_PARTS];
  const offered = time === null || times.includes(time) ? times : [...times, time].sort();
  return (
    <div className="day-filters">
      <div className="day-parts">
        <ChoiceChips
          label={t('booking.dayPart.label')}
          name={name}
          value={part}
          onChange={(value) => onPart(value as PartChoice)}
          choices={choices.map((choice) => ({
            value: choice,
            label: t(`booking.dayPart.${choice}`),
            // A part with nothing free left (today's morning at night) cannot be chosen, unless it is the player's choice.
            disabled: choice !== 'all' && starts[choice].length === 0 && part !== choice,
          }))}
        />
      </div>
      <div className="day-filters__selects">
        <Field label={t('booking.time')} width="sm" className="day-filters__field">
          <select value={time ?? ''} onChange={(event) => onTime(event.target.value || null)}>
            <option value="">{t('booking.anyTime')}</option>
            {offered.map((start) => (
              <option key={start} value={start}>
                {start}
              </option>
            ))}
          </select>
        </Field>
        {durations.length > 1 ? (
          <Field label={t('booking.duration')} width="sm" className="day-filters__field">
            <select value={duration ?? ''} onChange={(event) => onDuration(event.target.value ? Number(event.target.value) : null)}>
              <option value="">{t('booking.allDurations')}</option>
              {durations.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('booking.minutes', { count: minutes })}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>
    </div>
  );
}
