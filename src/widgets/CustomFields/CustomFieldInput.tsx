import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field/Field';
import { stripNonPrintable } from '../../sections/form/strip-non-printable';
import { pickListOptions, type CustomField, type CustomFieldInput as Value } from './custom-field-values';

interface Props {
  id: string;
  field: CustomField;
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
}

/** One custom field, drawn by its fieldType with the design system's fields: text input, checkbox or pick list. */
export function CustomFieldInput({ id, field, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const label = field.label || field.name || '';

  if (field.fieldType === 'bool') {
    const errorId = error ? `${id}-error` : undefined;
    return (
      <div className={`cz-field cz-field--checkbox${error ? ' cz-field--invalid' : ''}`}>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className="cz-field__label">
          {label}
        </label>
        {error ? (
          <p id={errorId} className="cz-field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  const textValue = typeof value === 'string' ? value : '';
  return (
    <Field label={label} error={error} width={field.fieldType === 'picklist' ? 'md' : 'lg'}>
      {field.fieldType === 'picklist' ? (
        <select id={id} value={textValue} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('common.selectPlaceholder')}</option>
          {pickListOptions(field.pickListValues).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} type="text" value={textValue} onChange={(event) => onChange(stripNonPrintable(event.target.value))} />
      )}
    </Field>
  );
}
