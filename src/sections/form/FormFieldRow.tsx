import { useTranslation } from 'react-i18next';
import { NodeError } from '../../engine/NodeError';
import type { FormField } from '../../generated/schemas/manifest';
import type { FieldValue } from '../../engine/validation';
import { useMessageText, type Message } from '../../i18n/message';
import type { FieldWidget } from './field-widgets';
import '../../ui/Field/Field.css';

export interface FormFieldRowProps {
  id: string;
  field: FormField;
  widget: FieldWidget | undefined;
  value: FieldValue;
  errors: Message[];
  onChange: (value: FieldValue) => void;
}

/** Inputs as wide as what they hold: a phone or a date needs less room than a name or a message. */
function widthOf(widget: string): 'sm' | 'md' | 'lg' {
  if (widget === 'tel' || widget === 'date' || widget === 'number') return 'sm';
  if (widget === 'password' || widget === 'select') return 'md';
  return 'lg';
}

export function FormFieldRow({ id, field, widget, value, errors, onChange }: FormFieldRowProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  if (!widget) return <NodeError message={`Unknown field widget "${field.widget}" for field "${field.name}"`} />;

  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = errors.length > 0 ? `${id}-errors` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const required = (field.rules ?? []).some((rule) => rule.rule === 'required');
  const label = (
    <label htmlFor={id} id={`${id}-label`} className="cz-field__label">
      {t(field.label)}
    </label>
  );
  const { Control, After } = widget;
  const controlProps = {
    id,
    name: field.name,
    value,
    onChange,
    required,
    invalid: errors.length > 0,
    describedBy,
    autoComplete: field.autocomplete,
    placeholder: field.placeholder ? t(field.placeholder) : undefined,
    options: field.options ?? [],
  };

  return (
    <div className={`cz-field cz-field--${widthOf(field.widget)} cz-field--${field.widget}${errors.length > 0 ? ' cz-field--invalid' : ''}`}>
      {widget.labelAfterControl ? null : label}
      <Control {...controlProps} />
      {widget.labelAfterControl ? label : null}
      {After ? <After {...controlProps} /> : null}
      {helpId ? (
        <p id={helpId} className="cz-field__help">
          {field.help ? t(field.help) : null}
        </p>
      ) : null}
      {errorId ? (
        <div id={errorId}>
          {errors.map((error) => (
            <p key={text(error)} className="cz-field__error">
              {text(error)}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
