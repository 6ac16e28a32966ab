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

/**
 * Renders the calling component again, an ordinary update, once `load` has succeeded, if its Suspense placeholder is
 * still on screen; returns the ref callback to put on that placeholder. React alone shows loaded content by retrying
 * its Suspense boundary on a retry lane, the one kind of work that never expires: while other updates keep coming
 * (stores filling in, a part of the screen rendering again and again) content slower to render than one of React's
 * 5 ms slices was put off behind each of them, and the placeholder stayed (issue 23 §3). This update renders the
 * boundary with the rest, so the content shows as soon as it is loaded. Content hydrating the server's HTML shows no
 * placeholder, and is left alone: an update reaching it before it hydrates makes React draw it afresh, losing what
 * the player did on the server's HTML (early taps).
 */
export function useRenderWhenLoaded(load: Trackable<unknown> | undefined): (placeholder: Element | null) => void {
  const placeholderShown = useRef(false);
  const [, setLoaded] = useState<Trackable<unknown> | null>(null);
  useEffect(() => {
    // Nothing to load, or loaded before this component mounted: React renders it at once, nothing to wait for.
    if (!load || load.status !== undefined) return undefined;
    let mounted = true;
    // A failed load is left to React: it shows the crash notice through the error boundary.
    load.then(
      () => {
        if (mounted && placeholderShown.current) setLoaded(load);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  return useCallback((placeholder: Element | null) => {
    placeholderShown.current = placeholder !== null;
  }, []);
}
