import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, InboxIcon, InfoIcon, XCircleIcon } from '../Icon/icons';
import './EmptyState.css';

/** What the state is about: nothing yet (empty), a failure, an expired or wrong link (error), a result (success, failed). */
export type StateTone = 'empty' | 'info' | 'success' | 'failed' | 'error';

export interface EmptyStateProps {
  /** One sentence: what is missing, what went wrong, or what happened. */
  title: ReactNode;
  /** A second sentence or a summary (what was paid). */
  children?: ReactNode;
  /** The next step: a primary link or button ("Book your first court", "Go to home"), optionally a quieter second one. */
  action?: ReactNode;
  /** An icon instead of the tone's own. */
  icon?: ReactNode;
  tone?: StateTone;
  /** The title as the page's heading when the state is the whole page (an error page, a payment result). */
  titleAs?: 'p' | 'h1' | 'h2';
  /** alert for failures that replace content, status for results; none for plain empty lists. The sentence alone is announced. */
  role?: 'alert' | 'status';
}

const TONE_ICONS: Record<StateTone, ReactNode> = {
  empty: <InboxIcon size={28} />,
  info: <InfoIcon size={28} />,
  success: <CheckCircleIcon size={32} />,
  failed: <XCircleIcon size={32} />,
  error: <AlertIcon size={28} />,
};

/**
 * An empty list, an error, an expired link or a result: an icon, one sentence and the next step — never a bare
 * "no data" or one red line with no way on.
 */
export function EmptyState({ title, children, action, icon, tone = 'empty', titleAs: Title = 'p', role }: EmptyStateProps) {
  return (
    <div className={`cz-empty cz-empty--${tone}`}>
      <span className="cz-empty__icon">{icon ?? TONE_ICONS[tone]}</span>
      {/* The live region wraps the heading: inside it (h1 > span[role]) Chromium leaves the heading without a name. */}
      {role ? (
        <div role={role} className="cz-empty__live">
          <Title className="cz-empty__title">{title}</Title>
        </div>
      ) : (
        <Title className="cz-empty__title">{title}</Title>
      )}
      {children ? <div className="cz-empty__text">{children}</div> : null}
      {action ? <div className="cz-empty__action">{action}</div> : null}
    </div>
  );
}
