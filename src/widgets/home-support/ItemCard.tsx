import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  title: string;
  to?: string | null;
  image?: string | null;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** A home card: image, title (linking on when there is somewhere to go), details. */
export function ItemCard({ title, to, image, subtitle, children }: Props) {
  return (
    <article className="item-card">
      {image ? <img src={image} alt="" loading="lazy" className="item-card__image" /> : <div className="item-card__image item-card__image--blank" />}
      <h3 className="item-card__title">{to ? <Link to={to}>{title}</Link> : title}</h3>
      {subtitle ? <p className="item-card__subtitle">{subtitle}</p> : null}
      {children}
    </article>
  );
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="card-grid">{children}</div>;
}
