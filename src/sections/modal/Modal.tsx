import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn, wrapFocusTarget } from './focusable';

export interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Drawn before the title, e.g. the warning icon of the error popup. */
  icon?: ReactNode;
  className?: string;
}

// Open modals, innermost last: only the innermost one reacts to Escape and keeps focus.
let openCount = 0;

function setAppInert(inert: boolean): void {
  const app = document.getElementById('root');
  if (app) app.inert = inert;
}

/**
 * A modal dialog: the page behind it is inert, Tab cycles inside it, Escape and the close
 * button close it, and focus returns to where it was when it opened.
 */
export function Modal({ title, onClose, children, icon, className }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    openCount += 1;
    setAppInert(true);
    const element = dialog.current;
    if (element) (focusableIn(element).find((candidate) => !candidate.classList.contains('modal__close')) ?? element).focus();
    return () => {
      openCount -= 1;
      if (openCount === 0) setAppInert(false);
      // The opener may be gone (e.g. the login link after logging in); then focus stays where it falls.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Nested modals are portals whose events bubble through React parents: stop here.
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
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal ${className ?? ''}`.trim()}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          {icon}
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={t('common.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
