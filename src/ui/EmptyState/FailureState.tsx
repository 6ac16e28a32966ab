import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../Button/LinkButton';
import { EmptyState } from './EmptyState';

export interface FailureStateProps {
  /** The spec's or the server's sentence ("Sorry your activation link is expired", "Wrong access"). */
  message: ReactNode;
  /** A second sentence: what the server said of it (an unknown link's "Ticket not found"). */
  children?: ReactNode;
  /** The next step; the default is a way home. */
  action?: ReactNode;
  /** The message as the page's heading, when the failure is all the page has. */
  titleAs?: 'p' | 'h1' | 'h2';
}

/** A link to home, the way on from a page that cannot show what it was opened for. */
function GoHomeLink({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <LinkButton to="/" variant={variant}>
      {t('ui.goHome')}
    </LinkButton>
  );
}

/**
 * Content that could not be shown (a load failure, a wrong or expired link): an icon, the message and the next
 * step, announced as an alert. The `load-error` class is kept for the pages and tests that look for it.
 */
export function FailureState({ message, children, action, titleAs }: FailureStateProps) {
  return (
    <div className="load-error">
      <EmptyState tone="error" role="alert" title={message} titleAs={titleAs} action={action ?? <GoHomeLink />}>
        {children}
      </EmptyState>
    </div>
  );
}
