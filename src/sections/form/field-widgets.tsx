import { lazy, Suspense, type ChangeEvent, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from '../../generated/schemas/manifest';
import { NO_SELECTION, type FieldValue } from '../../engine/validation';
import { PasswordInput } from '../../ui/Field/Field';
import { RadioPills } from './RadioPills';
import { stripNonPrintable } from './strip-non-printable';

/** What FormSection hands a field control; the label and errors are drawn around it. */
interface FieldControlProps {
  id: string;
  name: string;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  required: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  autoComplete: string | undefined;
  placeholder: string | undefined;
  options: FieldOption[];
}

export interface FieldWidget {
  Control: ComponentType<FieldControlProps>;
  /** Checkboxes put their label after the box. */
  labelAfterControl?: boolean;
  /** Drawn after the control and its label, e.g. links to the texts a consent refers to. */
  After?: ComponentType<FieldControlProps>;
}

export type FieldWidgetMap = Record<string, FieldWidget>;

function ariaProps(props: FieldControlProps) {
  return {
    id: props.id,
    name: props.name,
    'aria-required': props.required || undefined,
    'aria-invalid': props.invalid || undefined,
    'aria-describedby': props.describedBy,
  };
}

/** What a one-line text input (text, e-mail, phone, password) takes from its field. */
function textInputProps(props: FieldControlProps) {
  return {
    ...ariaProps(props),
    value: typeof props.value === 'string' ? props.value : '',
    autoComplete: props.autoComplete,
    placeholder: props.placeholder,
    onChange: (event: ChangeEvent<HTMLInputElement>) => props.onChange(stripNonPrintable(event.target.value)),
  };
}

function textControl(type: 'text' | 'email' | 'tel'): FieldWidget {
  return { Control: (props) => <input {...textInputProps(props)} type={type} /> };
}

/** A password with the eye that shows what was typed: on a phone's keyboard a typo is otherwise found only on refusal. */
function PasswordControl(props: FieldControlProps) {
  return <PasswordInput {...textInputProps(props)} />;
}

function TextAreaControl(props: FieldControlProps) {
  return (
    <textarea
      {...ariaProps(props)}
      value={typeof props.value === 'string' ? props.value : ''}
      placeholder={props.placeholder}
      onChange={(event) => props.onChange(stripNonPrintable(event.target.value, true))}
    />
  );
}

function CheckboxControl(props: FieldControlProps) {
  return <input {...ariaProps(props)} type="checkbox" checked={props.value === true} onChange={(event) => props.onChange(event.target.checked)} />;
}

function SelectControl(props: FieldControlProps) {
  const { t } = useTranslation();
  return (
    <select
      {...ariaProps(props)}
      value={String(props.value ?? NO_SELECTION)}
      onChange={(event) => {
        const option = props.options.find((candidate) => String(candidate.value) === event.target.value);
        props.onChange(option ? option.value : NO_SELECTION);
      }}
    >
      <option value={String(NO_SELECTION)}>{props.placeholder ?? t('common.selectPlaceholder')}</option>
      {props.options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {t(option.label)}
        </option>
      ))}
    </select>
  );
}

function DateControl(props: FieldControlProps) {
  return (
    <input
      {...ariaProps(props)}
      type="date"
      value={typeof props.value === 'string' ? props.value.slice(0, 10) : ''}
      autoComplete={props.autoComplete}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

// The legal texts and their popups load with the first form that asks for consent.
const LegalTextLinks = lazy(() => import('./LegalTextLinks'));

function LegalTextLinksAfter() {
  return (
    <Suspense fallback={null}>
      <LegalTextLinks />
    </Suspense>
  );
}

/** Field widgets by the name forms use in `widget`; register new ones here. */
export const fieldWidgets: FieldWidgetMap = {
  text: textControl('text'),
  email: textControl('email'),
  password: { Control: PasswordControl },
  tel: textControl('tel'),
  textarea: { Control: TextAreaControl },
  checkbox: { Control: CheckboxControl, labelAfterControl: true },
  /** The registration's legal checkbox, with the four legal texts a click away (doc 1 §2.6). */
  legalConsent: { Control: CheckboxControl, labelAfterControl: true, After: LegalTextLinksAfter },
  select: { Control: SelectControl },
  /** A few options as pills, one tap each; their values must be unique (doc 3 §5.2, engine/manifest-radio-pills.ts). */
  radioPills: { Control: RadioPills },
  date: { Control: DateControl },
};
