import type { ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';
import './Sheet.css';

export interface SheetProps {
  title: ReactNode;
  onClose: () => void;
  /** The choices (durations, options): secondary controls, never a second primary button. */
  children: ReactNode;
  /** The sheet's one primary action (a `Button variant="primary" block`), pinned under the choices. */
  action?: ReactNode;
  className?: string;
}

/**
 * A bottom sheet: the Dialog (modal, focus trapped, Escape and the close button close it, focus goes back
 * to the opener), sliding up from the bottom edge on a phone and centred on wider screens. What it asks
 * for sits in reach of the thumb, and its one primary action stays visible under a long list of choices.
 */
export function Sheet({ title, onClose, children, action, className }: SheetProps) {
  return (
    <Dialog title={title} onClose={onClose} className={`modal--sheet ${className ?? ''}`.trim()}>
      <div className="sheet__content">{children}</div>
      {action ? <div className="sheet__action">{action}</div> : null}
    </Dialog>
  );
}
