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
 * A Dialog that slides up from the bottom edge on a phone (centred on wider screens), so its choices sit in reach
 * of the thumb and its one primary action stays visible under a long list.
 */
export function Sheet({ title, onClose, children, action, className }: SheetProps) {
  return (
    <Dialog title={title} onClose={onClose} className={`modal--sheet ${className ?? ''}`.trim()}>
      <div className="sheet__content">{children}</div>
      {action ? <div className="sheet__action">{action}</div> : null}
    </Dialog>
  );
}
