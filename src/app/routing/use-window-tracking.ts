import { useEffect } from 'react';
import type { UiStore } from '../../stores/UiStore';

/** Keeps the UI store's viewport width and scroll position current, at most once a frame. */
export function useWindowTracking(ui: UiStore): void {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      ui.setViewportWidth(window.innerWidth);
      ui.setScrollY(window.scrollY);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ui]);
}
