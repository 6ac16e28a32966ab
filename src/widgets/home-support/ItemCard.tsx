import { observer } from 'mobx-react-lite';
import { use, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../stores/StoresContext';
import { SectionHeadingContext } from './HomeSection';

interface Props {
  title: string;
  to?: string | null;
  image?: string | null;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** 'contain' for a product's square picture (a membership's card): shown whole instead of cut to the card's box. */
  imageFit?: 'cover' | 'contain';
}

/** A home card: image, title (linking on when there is somewhere to go), details. */
export function ItemCard({ title, to, image, subtitle, children, imageFit = 'cover' }: Props) {
  return (
    <article className="item-card">
      {image ? (
        <img src={image} alt="" loading="lazy" className={`item-card__image item-card__image--${imageFit}`} />
      ) : (
        <div className="item-card__image item-card__image--blank" />
      )}
      <h3 className="item-card__title">{to ? <Link to={to}>{title}</Link> : title}</h3>
      {subtitle ? <p className="item-card__subtitle">{subtitle}</p> : null}
      {children}
    </article>
  );
}

/**
 * The cards of a home section: a grid, or on a phone one horizontal rail. The rail scrolls sideways, so it takes the
 * keyboard focus itself (arrow keys scroll it) and is named by its section's heading: cards without a link
 * (testimonials, the team) could not be reached otherwise.
 */
export const CardGrid = observer(function CardGrid({ children }: { children: ReactNode }) {
  const { ui } = useRootStore();
  const headingId = use(SectionHeadingContext);
  if (!ui.isMobile) return <div className="card-grid">{children}</div>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling rail must be reachable from the keyboard
    <div className="card-grid" role="group" aria-labelledby={headingId} tabIndex={0}>
      {children}
    </div>
  );
});
