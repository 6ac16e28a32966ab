import type { WidgetProps } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clubLocalTime } from '../../domain/club-time';
import { useRootStore } from '../../stores/StoresContext';
import { Field } from '../../ui/Field/Field';
import { dayBounds } from '../../domain/dynamic-form-dates';
import { DEFAULT_TIME, fromTwelveHours, minuteChoices, timeParts, timeText, toTwelveHours, usesTwelveHours, type TimeParts } from './date-picker-rules';

/*
 * The dynamic form's Date, DateNoTime and HourPicker fields (doc 3 §9): days from today (the club's calendar)
 * through the definition's optional last day (`column.maxDate`, in the widget's options), the time starting at
 * 8:00, on a 24-hour clock unless the club's date format has 'tt'. The time is chosen with selects rather than
 * the browser's time input, whose clock follows the browser's locale, not the club's format.
 */

const pad = (number: number) => String(number).padStart(2, '0');

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
function TimeSelect({ id, value, onChange, twelveHour, disabled, describedBy, invalid }: TimeSelectProps) {
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

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="cz-field__error">
      {error}
    </p>
  ) : null;
}

/** DateNoTime: one day from today through the optional last day. */
export function DateWidget(props: WidgetProps) {
  const bounds = useDayBounds(props);
  return (
    <Field label={props.label} required={props.required} error={props.rawErrors?.[0]} width="full">
      <input
        id={props.id}
        type="date"
        className="cz-input"
        min={bounds.min}
        max={bounds.max}
        value={typeof props.value === 'string' ? props.value : ''}
        onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => props.onBlur(props.id, props.value)}
      />
    </Field>
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
      <div className="dynamic-form__part">
        <label htmlFor={props.id} className="dynamic-form__part-label">
          {t('dynamicForm.day')}
        </label>
        <input
          id={props.id}
          type="date"
          className="cz-input"
          min={bounds.min}
          max={bounds.max}
          value={day}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => props.onChange(event.target.value === '' ? undefined : `${event.target.value}T${time?.slice(0, 5) || DEFAULT_TIME}`)}
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
