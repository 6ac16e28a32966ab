// The time of a dynamic form's Date and HourPicker fields: hour, minutes and, on a 12-hour clock, AM/PM.
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME, fromTwelveHours, minuteChoices, timeParts, timeText, toTwelveHours, type TimeParts } from './date-picker-rules';

const pad = (number: number) => String(number).padStart(2, '0');

interface TimeSelectProps {
  id: string;
  /** HH:mm, or undefined while none is chosen. */
  value: string | undefined;
  onChange: (value: string) => void;
  twelveHour: boolean;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}

/** Hour, minutes and (12-hour clock) AM/PM; a first choice fills the other parts from 8:00. */
export function TimeSelect({ id, value, onChange, twelveHour, disabled, describedBy, invalid }: TimeSelectProps) {
  const { t } = useTranslation();
  const parts = timeParts(value);
  const base = parts ?? timeParts(DEFAULT_TIME)!;
  const set = (next: Partial<TimeParts>) => onChange(timeText({ ...base, ...next }));
  const hours = twelveHour ? [12, ...Array.from({ length: 11 }, (_, index) => index + 1)] : Array.from({ length: 24 }, (_, index) => index);
  const shownHour = parts ? (twelveHour ? toTwelveHours(parts.hour).hour12 : parts.hour) : null;
  const common = { disabled, className: 'cz-input', 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  const empty = parts ? null : <option value="">--</option>;
  return (
    <div className="dynamic-form__time">
      <select
        {...common}
        id={id}
        aria-label={t('dynamicForm.hour')}
        value={shownHour === null ? '' : String(shownHour)}
        onChange={(event) => {
          if (event.target.value === '') return;
          const hour = Number(event.target.value);
          set({ hour: twelveHour ? fromTwelveHours(hour, toTwelveHours(base.hour).pm) : hour });
        }}
      >
        {empty}
        {hours.map((hour) => (
          <option key={hour} value={String(hour)}>
            {twelveHour ? String(hour) : pad(hour)}
          </option>
        ))}
      </select>
      <span aria-hidden="true">:</span>
      <select
        {...common}
        aria-label={t('dynamicForm.minutes')}
        value={parts ? String(parts.minute) : ''}
        onChange={(event) => event.target.value !== '' && set({ minute: Number(event.target.value) })}
      >
        {empty}
        {minuteChoices(parts?.minute).map((minute) => (
          <option key={minute} value={String(minute)}>
            {pad(minute)}
          </option>
        ))}
      </select>
      {twelveHour ? (
        <select
          {...common}
          aria-label={t('dynamicForm.period')}
          value={parts ? (parts.hour >= 12 ? 'pm' : 'am') : ''}
          onChange={(event) => event.target.value !== '' && set({ hour: fromTwelveHours(toTwelveHours(base.hour).hour12, event.target.value === 'pm') })}
        >
          {empty}
          <option value="am">{t('dynamicForm.am')}</option>
          <option value="pm">{t('dynamicForm.pm')}</option>
        </select>
      ) : null}
    </div>
  );
}
