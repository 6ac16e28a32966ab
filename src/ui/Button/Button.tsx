import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { buttonClass, type ButtonLook } from './button-look';
import './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner and keeps the button's size while an action runs; the button is disabled meanwhile. */
  busy?: boolean;
  icon?: ReactNode;
  /** Why the button is disabled, shown under it while it is: a disabled button always says why. */
  disabledReason?: ReactNode;
}

/** A button: primary (one per view), secondary, quiet (toolbar, cancel) or danger (destructive, see ConfirmButton). */
export function Button({ variant = 'secondary', size, block, busy, icon, className, children, type = 'button', disabled, disabledReason, ...rest }: ButtonProps) {
  const reasonId = useId();
  const explained = disabled && !busy && disabledReason ? reasonId : undefined;
  const button = (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      aria-describedby={explained ?? rest['aria-describedby']}
    >
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
  if (!disabledReason) return button;
  // The same wrapper enabled or not, so the button element stays the same one (focus, references) as it changes.
  return (
    <span className={`btn-explained ${block ? 'btn-explained--block' : ''}`.trim()}>
      {button}
      {explained ? (
        <span id={explained} className="btn-explained__reason">
          {disabledReason}
        </span>
      ) : null}
    </span>
  );
}
