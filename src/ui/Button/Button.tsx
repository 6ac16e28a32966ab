import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
export type ButtonSize = 'md' | 'sm';

/** The class of a button look, for links that look like buttons (`<Link className={buttonClass('primary')}>`). */
export function buttonClass(variant: ButtonVariant = 'secondary', options: { size?: ButtonSize; block?: boolean; className?: string } = {}): string {
  const { size = 'md', block, className } = options;
  return ['btn', `btn--${variant}`, size === 'sm' ? 'btn--sm' : '', block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width (forms on a phone, the drawer). */
  block?: boolean;
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
      className={buttonClass(variant, { size, block, className })}
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
