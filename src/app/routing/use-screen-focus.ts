import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

/** Where the positions left on each history entry are kept across a reload of the tab. */
const SCROLL_POSITIONS_KEY = 'portal-scroll-positions';
/** How long a page may take to show its heading (its chunk, then its data) or grow tall enough to scroll back. */
const SETTLE_MS = 5_000;

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, unknown>;
    return new Map(Object.entries(saved).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return new Map();
  }
}

/** A new screen, not the same one with other filters (a date or a search kept in the address by replace). */
function isNewScreen(previous: Location, next: Location, push: boolean): boolean {
  if (previous.pathname !== next.pathname) return true;
  return push && previous.search !== next.search;
}

/**
 * Watches the page until `done` says it is settled (true), gives up after SETTLE_MS or at the player's first scroll,
 * key or tap: a page that is still loading should not pull the screen from under them.
 */
function untilSettled(done: () => boolean): () => void {
  if (done()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (done()) stop();
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** The page's heading, focused without scrolling; true once done (or when the player took the focus meanwhile). */
function focusHeading(focusedBefore: Element | null): boolean {
  const active = document.activeElement;
  // The player moved on (a field, a button) while the page loaded: the focus stays theirs.
  if (active && active !== document.body && active !== focusedBefore && active.id !== 'main') return true;
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  if (heading && !heading.closest('[aria-busy="true"]')) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  }
  // Meanwhile (a heading that comes with a widget's data) or for good (home's sections): the main region, once the
  // page has drawn; the watch goes on, and the heading takes over from it when it comes.
  const shown = main && main.childElementCount > 0 && !main.querySelector('.page-loading');
  if (shown && active !== main) main.focus({ preventScroll: true });
  return false;
}

/** An address with a #part (home's #memberships) lands on that part once it has drawn. */
function scrollToAnchor(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/** Scrolls to `top` once the page is tall enough to hold it. */
function scrollBack(top: number): boolean {
  const reachable = document.documentElement.scrollHeight - window.innerHeight;
  window.scrollTo(0, Math.min(top, Math.max(reachable, 0)));
  return reachable >= top;
}

/**
 * Every new screen opens at its top with the focus on its heading, so a screen reader announces it; Back and Forward
 * return to where the player was. The first page of a visit is left to the browser, so hydrating moves nothing.
 */
export function useScreenFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef(location);
  const first = useRef(true);

  // Each scroll is noted for the entry on screen, so leaving it (even to a shorter page) keeps where it was.
  useEffect(() => {
    positions.current ??= readPositions();
    const note = () => positions.current?.set(current.current.key, window.scrollY);
    const save = () => {
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(Object.fromEntries(positions.current ?? [])));
      // A reload or a later visit to this entry is the browser's to place again.
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    current.current = location;
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (previous.key === location.key) return undefined;
    // From the first move within the portal the scroll is ours: the browser's would land before the page has drawn.
    window.history.scrollRestoration = 'manual';
    if (navigationType === 'POP') {
      const top = (positions.current ??= readPositions()).get(location.key) ?? 0;
      return untilSettled(() => scrollBack(top));
    }
    if (!isNewScreen(previous, location, navigationType === 'PUSH') && !location.hash) return undefined;
    if (location.hash) return untilSettled(() => scrollToAnchor(location.hash));
    window.scrollTo(0, 0);
    const focusedBefore = document.activeElement;
    return untilSettled(() => focusHeading(focusedBefore));
  }, [location, navigationType]);
}
