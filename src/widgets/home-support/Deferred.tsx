import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { WidgetProps } from '../../engine/widget-types';
import { reserveClass, type ReservedHeight } from '../../ui/Skeleton/reserve';

/** How far below the viewport a section starts loading, in px. */
const LOAD_AHEAD_PX = 400;

/** Near once it is within reach below the viewport, or already above it (scrolled past, or a jump to an anchor). */
function isNear(element: Element): boolean {
  return element.getBoundingClientRect().top < window.innerHeight + LOAD_AHEAD_PX;
}

/** A section that renders at once, keeping its room while its chunk arrives so the page does not jump. */
export function reservedWhileLoading(Section: ComponentType<WidgetProps>, placeholderHeight: ReservedHeight = '16rem'): ComponentType<WidgetProps> {
  function Reserved(props: WidgetProps) {
    return (
      <Suspense fallback={<div className={reserveClass(placeholderHeight)} aria-busy="true" />}>
        <Section {...props} />
      </Suspense>
    );
  }
  return Reserved;
}

/**
 * Renders a home section only once it comes near the viewport, so the home page's first
 * load pays only for what is on screen. Its place is kept meanwhile.
 */
export function whenNearViewport(Section: ComponentType<WidgetProps>, placeholderHeight: ReservedHeight = '16rem'): ComponentType<WidgetProps> {
  function NearViewport(props: WidgetProps) {
    // Without IntersectionObserver (an old browser) at once; on the server (no window) never: the page's HTML keeps
    // the placeholder, as the browser's first render does.
    const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
    const holder = useRef<HTMLDivElement>(null);

    useEffect(() => {
      const element = holder.current;
      if (near || !element) return;
      const check = () => isNear(element) && setNear(true);
      // The observer catches layout changes; scroll and resize catch fast scrolling past the section.
      const observer = new IntersectionObserver(check, { rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` });
      observer.observe(element);
      window.addEventListener('scroll', check, { passive: true });
      window.addEventListener('resize', check);
      check();
      return () => {
        observer.disconnect();
        window.removeEventListener('scroll', check);
        window.removeEventListener('resize', check);
      };
    }, [near]);

    const placeholder = <div ref={holder} className={reserveClass(placeholderHeight)} aria-busy="true" />;
    if (!near) return placeholder;
    return (
      <Suspense fallback={<div className={reserveClass(placeholderHeight)} aria-busy="true" />}>
        <Section {...props} />
      </Suspense>
    );
  }
  return NearViewport;
}
