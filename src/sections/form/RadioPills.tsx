import { useTranslation } from 'react-i18next';
import type { FieldOption } from '../../generated/schemas/manifest';
import type { FieldValue } from '../../engine/validation';
import './RadioPills.css';

interface RadioPillsProps {
  id: string;
  name: string;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  options: ReadonlyArray<Pick<FieldOption, 'value' | 'label'>>;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Labels are message keys (manifest forms) unless the caller gives texts already in words. */
  translate?: boolean;
}

/**
 * A choice among a few options as a row of pills (one tap each, wrapping on a phone): native radio inputs, so
 * the arrow keys move between them and a screen reader announces "n of m". Values must be unique (doc 3 §5.2;
 * the engine refuses a form that repeats one before it gets here).
 */
export function RadioPills({ id, name, value, onChange, options, required, invalid, describedBy, translate = true }: RadioPillsProps) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      className="radio-pills"
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      {options.map((option) => (
        <label key={String(option.value)} className="radio-pills__pill">
          <input
            type="radio"
            name={name}
            value={String(option.value)}
            checked={value !== null && value !== undefined && String(value) === String(option.value)}
            onChange={() => onChange(option.value)}
          />
          <span>{translate ? t(option.label) : option.label}</span>
        </label>
      ))}
    </div>
  );
}
