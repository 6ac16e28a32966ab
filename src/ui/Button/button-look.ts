type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';
type ButtonSize = 'md' | 'sm';

/** What sets a button's look; the same for a button, a link and an anchor that look like one. */
export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width (forms on a phone, the drawer). */
  block?: boolean;
}

// Private to src/ui/Button: everything else draws a button with Button, LinkButton or AnchorButton.
export function buttonClass({ variant = 'secondary', size = 'md', block }: ButtonLook, className?: string): string {
  return ['btn', `btn--${variant}`, size === 'sm' ? 'btn--sm' : '', block ? 'btn--block' : '', className ?? ''].filter(Boolean).join(' ');
}
