import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import './DisclosureMenu.css';

export interface DisclosureMenuProps {
  /** The button's content. */
  label: ReactNode;
  /** Accessible name when the label is not plain text (an avatar, a count). */
  ariaLabel?: string;
  className?: string;
  disabled?: boolean;
  /** The panel; `close` lets an item close the menu after acting. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure): Enter and Space open it as
 * for any button, Escape closes it and gives focus back, and it closes on navigation and
 * on a click outside.
 */
export function DisclosureMenu({ label, ariaLabel, className, disabled, children }: DisclosureMenuProps) {
  const { pathname } = useLocation();
  // Open for the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((current: boolean) => boolean)) => setOpenOn((typeof next === 'function' ? next(open) : next) ? pathname : null);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    // Escape from anything inside the disclosure closes it (the keys reach the container from its button and links).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={container} className={`disclosure ${className ?? ''}`.trim()} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="disclosure__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => setOpen((current) => !current)}
      >
        {label}
      </button>
      <div id={panelId} className="disclosure__panel" hidden={!open}>
        {open ? children(() => setOpen(false)) : null}
      </div>
    </div>
  );
}
