import { useEffect } from 'react';
import type { UiStore } from '../../stores/UiStore';
import { untilReactOwnsAll } from '../../early-taps/react-owned';

/**
 * Keeps the UI store's viewport width and scroll position current, at most once a frame. A server-rendered page keeps
 * the width its HTML was rendered for until React owns all of it: a part hydrating after this effect (the header, the
 * page) must read what the server saw, or React throws its HTML away (#418 in a desktop window under 768 px).
 */
export function useWindowTracking(ui: UiStore): void {
  useEffect(() => {
    let frame = 0;
    const container = document.getElementById('root');
    let followWidth = container === null;
    let stopped = false;
    const update = () => {
      frame = 0;
      if (followWidth) ui.setViewportWidth(window.innerWidth);
      ui.setScrollY(window.scrollY);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    if (container)
      void untilReactOwnsAll(container).then(() => {
        followWidth = true;
        if (!stopped) schedule();
      });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      stopped = true;
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ui]);
}
