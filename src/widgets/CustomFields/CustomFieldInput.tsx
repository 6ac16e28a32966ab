import { useTranslation } from 'react-i18next';
import { stripNonPrintable } from '../../sections/form/strip-non-printable';
import { pickListOptions, type CustomField, type CustomFieldInput as Value } from './custom-field-values';

interface Props {
  id: string;
  field: CustomField;
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
}

/** One custom field, drawn by its fieldType: text input, checkbox or pick list. */
export function CustomFieldInput({ id, field, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const label = field.label || field.name || '';
  const errorId = error ? `${id}-error` : undefined;
  const aria = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': errorId };
  const errorText = error ? (
    <p id={errorId} className="form-field__error">
      {error}
    </p>
  ) : null;

  if (field.fieldType === 'bool') {
    return (
      <div className="form-field form-field--checkbox">
        <input {...aria} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
        {errorText}
      </div>
    );
  }
  const textValue = typeof value === 'string' ? value : '';
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {field.fieldType === 'picklist' ? (
        <select {...aria} value={textValue} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('common.selectPlaceholder')}</option>
          {pickListOptions(field.pickListValues).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input {...aria} type="text" value={textValue} onChange={(event) => onChange(stripNonPrintable(event.target.value))} />
      )}
      {errorText}
    </div>
  );
}
