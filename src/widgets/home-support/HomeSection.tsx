import { createContext, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { reserveClass, type ReservedHeight } from '../../ui/Skeleton/reserve';
import './home.css';

interface Props {
  title: string;
  /** "See all" link under the heading. */
  more?: { to: string; text: string };
  className?: string;
  children: ReactNode;
}

/** The id of the home section's heading, which names its card rail. */
export const SectionHeadingContext = createContext<string | undefined>(undefined);

/** A titled home section; its id anchor is set by the home page around it. */
export function HomeSection({ title, more, className, children }: Props) {
  const headingId = useId();
  return (
    <section className={`home-block ${className ?? ''}`.trim()} aria-labelledby={headingId}>
      <div className="home-block__header">
        <h2 id={headingId} className="home-block__title">
          {title}
        </h2>
        {more ? <Link to={more.to}>{more.text}</Link> : null}
      </div>
      <SectionHeadingContext.Provider value={headingId}>{children}</SectionHeadingContext.Provider>
    </section>
  );
}

/** Keeps a section's place while its items load, so the page does not jump. */
export function HomePlaceholder({ height = '16rem' }: { height?: ReservedHeight }) {
  return <div className={`home-block home-block--loading ${reserveClass(height)}`} aria-busy="true" />;
}
