import type { WidgetProps } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clubLocalTime } from '../../domain/club-time';
import { useRootStore } from '../../stores/StoresContext';
import { dayBounds } from '../../domain/dynamic-form-dates';
import { DEFAULT_TIME, dayFieldOrder, dayOfParts, dayPartsOf, usesTwelveHours, yearChoices, type DayParts } from './date-picker-rules';
import { TimeSelect } from './time-select';

/*
 * The dynamic form's Date, DateNoTime and HourPicker fields (doc 3 §9; rules in date-picker-rules.ts). Selects
 * rather than the browser's date and time inputs, whose order and clock follow the browser's locale: ours follow
 * the club's date format, with the months named in the page's language.
 */

/** The club's today, fixed when the field first shows, and the days the field offers. */
function useDayBounds(props: WidgetProps) {
  const root = useRootStore();
  const [today] = useState(() => clubLocalTime(Date.now(), root.settings.settings?.TimeZone || 'UTC').date);
  const maxDate = (props.options as { maxDate?: string | null }).maxDate;
  return dayBounds(today, maxDate);
}

function useTwelveHours(): boolean {
  return usesTwelveHours(useRootStore().settings.formatOptions.dateFormat);
}

/** The months' names in the page's language, January first (names for a select, not a date's format). */
function monthNames(language: string): string[] {
  let names: Intl.DateTimeFormat;
  try {
    names = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  } catch {
    names = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
  }
  return Array.from({ length: 12 }, (_, month) => names.format(Date.UTC(2000, month, 1)));
}

interface DayPickerProps {
  /** The first select's id (rjsf focuses it on an error). */
  id: string;
  /** yyyy-MM-dd, or undefined while none is chosen. */
  value: string | undefined;
  onChange: (day: string | undefined) => void;
  bounds: { min: string; max?: string };
  invalid?: boolean;
  describedBy?: string;
}

/** A day as three selects in the club's order; it answers a day once all three name one, else nothing. The year starts at the first day's. */
function DayPicker({ id, value, onChange, bounds, invalid, describedBy }: DayPickerProps) {
  const { t, i18n } = useTranslation();
  const { dateFormat } = useRootStore().settings.formatOptions;
  const [parts, setParts] = useState<DayParts>(() => (value ? dayPartsOf(value) : { day: '', month: '', year: bounds.min.slice(0, 4) }));
  // A value set from outside (a stored draft, the form reset) shows in the selects: followed while rendering.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value && value !== dayOfParts(parts)) setParts(dayPartsOf(value));
  }
  const set = (part: keyof DayParts, chosen: string) => {
    const next = { ...parts, [part]: chosen };
    setParts(next);
    onChange(dayOfParts(next));
  };
  const order = dayFieldOrder(dateFormat);
  // The first select in the club's order takes the field's id.
  const common = (part: keyof DayParts) => ({
    id: part === order[0] ? id : `${id}-${part}`,
    className: 'cz-input',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  });
  const months = monthNames(i18n.language);
  const selects: Record<keyof DayParts, ReactNode> = {
    day: (
      <select {...common('day')} key="day" aria-label={t('dynamicForm.dayOfMonth')} value={parts.day} onChange={(event) => set('day', event.target.value)}>
        <option value="">--</option>
        {Array.from({ length: 31 }, (_, index) => (
          <option key={index} value={String(index + 1)}>
            {String(index + 1)}
          </option>
        ))}
      </select>
    ),
    month: (
      <select {...common('month')} key="month" aria-label={t('dynamicForm.month')} value={parts.month} onChange={(event) => set('month', event.target.value)}>
        <option value="">--</option>
        {months.map((name, index) => (
          <option key={name} value={String(index + 1)}>
            {name}
          </option>
        ))}
      </select>
    ),
    year: (
      <select {...common('year')} key="year" aria-label={t('dynamicForm.year')} value={parts.year} onChange={(event) => set('year', event.target.value)}>
        <option value="">--</option>
        {yearChoices(bounds, value).map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </select>
    ),
  };
  return <div className="dynamic-form__day">{order.map((part) => selects[part])}</div>;
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="cz-field__error">
      {error}
    </p>
  ) : null;
}

/** DateNoTime: one day from today through the optional last day, in the club's order of day, month and year. */
export function DateWidget(props: WidgetProps) {
  const bounds = useDayBounds(props);
  const error = props.rawErrors?.[0];
  return (
    <FieldGroup id={props.id} label={props.label} required={props.required === true} error={error} className="dynamic-form__date">
      <DayPicker
        id={props.id}
        value={typeof props.value === 'string' && props.value !== '' ? props.value : undefined}
        bounds={bounds}
        invalid={Boolean(error)}
        describedBy={error ? `${props.id}-error` : undefined}
        onChange={(day) => props.onChange(day)}
      />
    </FieldGroup>
  );
}

/**
 * The row of a date-time or time field: its label in the label columns and its parts in the control columns, as
 * every other field of the form (a group named by the label, not a fieldset, so the form's grid applies).
 */
function FieldGroup({ id, label, required, error, className, children }: { id: string; label: string; required: boolean; error?: string; className: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={`${id}-label`} className={`cz-field cz-field--full ${className}${error ? ' cz-field--invalid' : ''}`}>
      <span id={`${id}-label`} className="cz-field__label">
        {label}
        {required ? (
          <span className="cz-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </span>
      <div className="dynamic-form__parts">{children}</div>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** Date: the day, then its time (8:00 as soon as a day is chosen), sent as yyyy-MM-ddTHH:mm. */
export function DateTimeWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const bounds = useDayBounds(props);
  const twelveHour = useTwelveHours();
  const value = typeof props.value === 'string' ? props.value : '';
  const [day = '', time] = value.split('T');
  const error = props.rawErrors?.[0];
  const errorId = `${props.id}-error`;
  return (
    <FieldGroup id={props.id} label={props.label} required={props.required === true} error={error} className="dynamic-form__datetime">
      <div role="group" aria-labelledby={`${props.id}-day-label`} className="dynamic-form__part">
        <span id={`${props.id}-day-label`} className="dynamic-form__part-label">
          {t('dynamicForm.day')}
        </span>
        <DayPicker
          id={props.id}
          value={day || undefined}
          bounds={bounds}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          onChange={(chosen) => props.onChange(chosen === undefined ? undefined : `${chosen}T${time?.slice(0, 5) || DEFAULT_TIME}`)}
        />
      </div>
      <div role="group" aria-label={t('dynamicForm.time')} className="dynamic-form__part">
        <span className="dynamic-form__part-label" aria-hidden="true">
          {t('dynamicForm.time')}
        </span>
        <TimeSelect
          id={`${props.id}-time`}
          value={time}
          twelveHour={twelveHour}
          disabled={day === ''}
          invalid={Boolean(error)}
          describedBy={day === '' ? `${props.id}-time-hint` : undefined}
          onChange={(next) => props.onChange(`${day}T${next}`)}
        />
        {day === '' ? (
          <p id={`${props.id}-time-hint`} className="cz-field__help">
            {t('dynamicForm.chooseDayFirst')}
          </p>
        ) : null}
      </div>
    </FieldGroup>
  );
}

/** HourPicker: a time of day, HH:mm. */
export function HourWidget(props: WidgetProps) {
  const twelveHour = useTwelveHours();
  const error = props.rawErrors?.[0];
  return (
    <FieldGroup id={props.id} label={props.label} required={props.required === true} error={error} className="dynamic-form__hour">
      <TimeSelect
        id={props.id}
        value={typeof props.value === 'string' ? props.value : undefined}
        twelveHour={twelveHour}
        invalid={Boolean(error)}
        describedBy={error ? `${props.id}-error` : undefined}
        onChange={(next) => props.onChange(next)}
      />
    </FieldGroup>
  );
}
