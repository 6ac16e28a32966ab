import { useId, type ElementType, type ReactNode } from 'react';
import './Card.css';

export interface CardProps {
  children: ReactNode;
  /** A heading shown at the top, with an optional action (a link, a button) at its end. */
  title?: ReactNode;
  action?: ReactNode;
  /** The element: section for a titled block, article for an item of a list. */
  as?: ElementType;
  /** Padding inside; 'none' for media cards whose image reaches the edges. */
  padding?: 'none' | 'md';
  className?: string;
  /** Names the card by its title, so a titled section is a region screen readers can jump to. */
  named?: boolean;
}

/** A surface for one thing: a booking, an order, a voucher, a block of a page. */
export function Card({ children, title, action, as: Element = 'section', padding = 'md', className, named }: CardProps) {
  const titleId = useId();
  const labelled = named && title ? titleId : undefined;
  return (
    <Element className={`cz-card cz-card--pad-${padding} ${className ?? ''}`.trim()} aria-labelledby={labelled}>
      {title || action ? (
        <div className="cz-card__header">
          {title ? (
            <h2 className="cz-card__title" id={labelled}>
              {title}
            </h2>
          ) : null}
          {action}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
