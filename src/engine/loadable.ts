import { lazy, useCallback, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { trackable, type Trackable } from './trackable';

/** A lazy component whose load can be started and watched outside React's render (see useRenderWhenLoaded). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own lazy(): any component's props
export type Loadable<T extends ComponentType<any>> = LazyExoticComponent<T> & { load: () => Trackable<unknown> };

/** React's lazy(), with its one load exposed: the same promise React reads when it renders the component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own lazy(): any component's props
export function loadable<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>): Loadable<T> {
  let loading: Trackable<{ default: T }> | undefined;
  const load = () => (loading ??= trackable(factory()));
  return Object.assign(lazy(load), { load });
}

export function isLoadable<P>(component: ComponentType<P>): component is Loadable<ComponentType<P>> {
  return typeof (component as Partial<Loadable<ComponentType<P>>>).load === 'function';
}

/**
 * Renders the calling component again, as an ordinary update, once `load` has succeeded while its Suspense
 * placeholder is on screen; returns the ref callback for that placeholder. React alone retries on a lane that never
 * expires, so on a busy screen the placeholder could stay for good. Hydrating server HTML is left alone (an update
 * there would redraw it and lose early taps).
 */
export function useRenderWhenLoaded(load: Trackable<unknown> | undefined, slowWarning?: string): (placeholder: Element | null) => void {
  const placeholderShown = useRef(false);
  const [, renderAgain] = useState(0);
  useEffect(() => {
    // Nothing to load, or it failed: React shows the crash notice through the error boundary.
    if (!load || load.status === 'rejected') return undefined;
    let mounted = true;
    // Also when it settled between the render that showed the placeholder and this effect: then() calls back at once.
    // Loaded before this component rendered, React drew it at once and no placeholder is marked shown.
    load.then(
      () => {
        if (mounted && placeholderShown.current) renderAgain((times) => times + 1);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  const slowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(slowTimer.current), []);
  return useCallback(
    (placeholder: Element | null) => {
      placeholderShown.current = placeholder !== null;
      clearTimeout(slowTimer.current);
      // A journey's trace then tells a load that never settled from loaded content React did not draw.
      if (placeholder && slowWarning) {
        slowTimer.current = setTimeout(() => {
          const state = load?.status === 'fulfilled' ? 'its chunk has loaded, yet React has not drawn it' : 'its chunk has not loaded';
          console.warn(`${slowWarning} still shows its placeholder ${SLOW_PLACEHOLDER_MS / 1000} s later: ${state}`);
        }, SLOW_PLACEHOLDER_MS);
      }
    },
    [load, slowWarning],
  );
}

/** Short of the journeys' 10 s wait for what a player sees, so a failed journey's trace carries the warning. */
export const SLOW_PLACEHOLDER_MS = 8_000;
