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
 * Renders the calling component again, an ordinary update, once `load` has succeeded, if its Suspense placeholder is
 * still on screen; returns the ref callback to put on that placeholder. React alone shows loaded content by retrying
 * its Suspense boundary on a retry lane, the one kind of work that never expires: while other updates keep coming
 * (stores filling in, a part of the screen rendering again and again) content slower to render than one of React's
 * 5 ms slices was put off behind each of them, and the placeholder stayed (issue 23 §3). This update renders the
 * boundary with the rest, so the content shows as soon as it is loaded. Content hydrating the server's HTML shows no
 * placeholder, and is left alone: an update reaching it before it hydrates makes React draw it afresh, losing what
 * the player did on the server's HTML (early taps). With `slowWarning` (what the placeholder stands for), a placeholder
 * still on screen SLOW_PLACEHOLDER_MS later says so in the console.
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
