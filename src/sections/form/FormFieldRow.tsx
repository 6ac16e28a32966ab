import { useTranslation } from 'react-i18next';
import { NodeError } from '../../engine/NodeError';
import type { FormField } from '../../engine/manifest-types';
import type { FieldValue } from '../../engine/validation';
import { useMessageText, type Message } from '../../i18n/message';
import type { FieldWidget } from './field-widgets';

export interface FormFieldRowProps {
  id: string;
  field: FormField;
  widget: FieldWidget | undefined;
  value: FieldValue;
  errors: Message[];
  onChange: (value: FieldValue) => void;
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
    <label htmlFor={id} className="form-field__label">
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
    <div className={`form-field form-field--${field.widget}`}>
      {widget.labelAfterControl ? null : label}
      <Control {...controlProps} />
      {widget.labelAfterControl ? label : null}
      {After ? <After {...controlProps} /> : null}
      {helpId ? (
        <p id={helpId} className="form-field__help">
          {t(field.help ?? '')}
        </p>
      ) : null}
      {errorId ? (
        <div id={errorId} className="form-field__errors">
          {errors.map((error) => (
            <p key={text(error)} className="form-field__error">
              {text(error)}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
