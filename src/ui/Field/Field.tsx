import { cloneElement, useId, useState, type InputHTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../Icon/icons';
import '../Button/Button.css';
import './Field.css';

/** The attributes Field gives its control: id, and the help and error tied by aria. */
export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** One control: an input, a select, a textarea (or PasswordInput). */
  children: ReactElement<FieldControlProps>;
  help?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** The control's width: what the content needs (a postcode, a phone) or the whole row. */
  width?: 'xs' | 'sm' | 'md' | 'lg' | 'full';
  className?: string;
}

/** A form field: label above, the control, help text, and an error tied to the control by aria. */
export function Field({ label, children, help, error, required, width = 'lg', className }: FieldProps) {
  const generated = useId();
  const id = children.props.id ?? generated;
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [children.props['aria-describedby'], helpId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`cz-field cz-field--${width} ${error ? 'cz-field--invalid' : ''} ${className ?? ''}`.trim()}>
      <label className="cz-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="cz-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {cloneElement(children, { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required: required || undefined })}
      {help ? (
        <p id={helpId} className="cz-field__help">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="cz-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Fields that belong together (address, payment), under a legend. */
export function Fieldset({ legend, children, className }: { legend: ReactNode; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`cz-fieldset ${className ?? ''}`.trim()}>
      <legend className="cz-fieldset__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A password input with a show-password toggle; use it as a Field's control. */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <span className="cz-password">
      <input {...props} type={shown ? 'text' : 'password'} className={`cz-input ${props.className ?? ''}`.trim()} />
      <button
        type="button"
        className="btn-icon cz-password__toggle"
        aria-label={shown ? t('ui.hidePassword') : t('ui.showPassword')}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
      </button>
    </span>
  );
}
