import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../Icon/icons';
import { focusableIn, wrapFocusTarget } from './focusable';
import './Dialog.css';

export interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Drawn before the title, e.g. the warning icon of the error popup. */
  icon?: ReactNode;
  className?: string;
  /** A centred dialog, or a sheet from the end edge (the menu drawer). */
  variant?: 'dialog' | 'drawer';
  /**
   * Where focus goes on opening: the first focusable element, or the form's first field (a login's Email), waited
   * for when the form loads after the dialog opened, unless the user has moved the focus meanwhile.
   */
  initialFocus?: 'first' | 'firstField';
}

// Open dialogs, innermost last: only the innermost one reacts to Escape and keeps focus, and a
// dialog with another one over it steps out of sight (a drawer is never left open behind a popup).
const stack: symbol[] = [];
const listeners = new Set<() => void>();
/**
 * The opener a closing dialog could not focus because the dialog it sits in is still hidden (covered) until React
 * shows it again: that dialog focuses it once shown (a browser does not focus inside a hidden element).
 */
let focusWhenShown: HTMLElement | null = null;

function changeStack(change: () => void): void {
  change();
  const app = document.getElementById('root');
  if (app) app.inert = stack.length > 0;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A modal dialog: the page behind it is inert, Tab cycles inside it, Escape and the close
 * button close it, and focus returns to where it was when it opened.
 */
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** Focuses the dialog's first field as soon as there is one; stops when the user moves the focus. Returns the cleanup. */
function focusFirstFieldWhenThere(element: HTMLElement): () => void {
  const field = () => focusableIn(element).find((candidate) => candidate.matches(FIELD));
  const placed = document.activeElement;
  const observer = new MutationObserver(() => {
    if (document.activeElement !== placed) return observer.disconnect();
    const first = field();
    if (!first) return;
    first.focus();
    observer.disconnect();
  });
  const present = field();
  if (present) present.focus();
  else observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'disabled'] });
  return () => observer.disconnect();
}

export function Dialog({ title, onClose, children, icon, className, variant = 'dialog', initialFocus = 'first' }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });
  const [key] = useState(() => Symbol('dialog'));
  const covered = useSyncExternalStore(
    subscribe,
    () => stack.includes(key) && stack[stack.length - 1] !== key,
    () => false,
  );

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    changeStack(() => stack.push(key));
    const element = dialog.current;
    if (element) (focusableIn(element).find((candidate) => !candidate.classList.contains('modal__close')) ?? element).focus();
    const stopWaiting = element && initialFocus === 'firstField' ? focusFirstFieldWhenThere(element) : null;
    return () => {
      stopWaiting?.();
      changeStack(() => stack.splice(stack.indexOf(key), 1));
      // The opener may be gone (e.g. the login link after logging in); then focus stays where it falls.
      if (opener?.isConnected) {
        opener.focus();
        focusWhenShown = document.activeElement === opener ? null : opener;
      }
    };
    // Only on opening: a later change of initialFocus must not move the focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useLayoutEffect(() => {
    if (covered || !focusWhenShown || !dialog.current?.contains(focusWhenShown)) return;
    focusWhenShown.focus();
    focusWhenShown = null;
  }, [covered]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Nested dialogs are portals whose events bubble through React parents: stop here.
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    event.stopPropagation();
    const target = wrapFocusTarget(focusableIn(dialog.current), document.activeElement, event.shiftKey);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return createPortal(
    // A press on the backdrop itself closes the dialog, as Escape and the close button do.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={`modal-backdrop modal-backdrop--${variant}`} hidden={covered} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      {/* The dialog keeps Escape and Tab inside itself (WAI-ARIA modal dialog pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal modal--${variant} ${className ?? ''}`.trim()}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          {icon}
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
