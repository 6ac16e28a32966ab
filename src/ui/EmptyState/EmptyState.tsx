import type { ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  /** One sentence on why it is empty or what will show here. */
  children?: ReactNode;
  /** The next step: a primary link or button ("Book your first court"). */
  action?: ReactNode;
  icon?: ReactNode;
}

/** What an empty list shows: what is missing and the next step, never a bare "no data". */
export function EmptyState({ title, children, action, icon }: EmptyStateProps) {
  return (
    <div className="cz-empty">
      {icon ? <span className="cz-empty__icon">{icon}</span> : null}
      <p className="cz-empty__title">{title}</p>
      {children ? <p className="cz-empty__text">{children}</p> : null}
      {action ? <div className="cz-empty__action">{action}</div> : null}
    </div>
  );
}
