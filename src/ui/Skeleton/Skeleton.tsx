import './Skeleton.css';

/** The final sizes of what loads (a text line, a ListRow, a media card…), so nothing moves when it arrives. */
type SkeletonKind = 'text' | 'heading' | 'row' | 'card' | 'avatar';

export interface SkeletonProps {
  kind: SkeletonKind;
  /** Several of the same, e.g. the rows of a list. */
  count?: number;
  /** Text lines only: a shorter last line. */
  width?: 'full' | 'half';
}

/** A placeholder with the final size of a list, a card or an image while it loads; hidden from screen readers. */
export function Skeleton({ kind, count = 1, width = 'full' }: SkeletonProps) {
  return (
    <span className={`cz-skeleton-group cz-skeleton-group--${kind}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={`cz-skeleton cz-skeleton--${kind} cz-skeleton--${width}`} />
      ))}
    </span>
  );
}
