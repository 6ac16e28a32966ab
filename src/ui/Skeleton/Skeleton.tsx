import './Skeleton.css';

/**
 * The final sizes of what loads, so nothing moves when it arrives: a text line, a heading, a
 * ListRow (56 px), a media card (16:9 image and two lines), an avatar.
 */
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
