import { useEffect, type RefObject } from 'react';

/**
 * Keeps the grid's row of times in sight under whatever is pinned above it (the booking page's date strip) while
 * the page scrolls: the row moves down inside the grid by as much as the grid's top has gone under the pinned
 * element's bottom, never past the grid's last row. The grid scrolls sideways in its own box, which stops CSS
 * sticky from reaching the page's scroll, so the row is moved by a transform, once per frame at most.
 */
export function usePinnedHead(grid: RefObject<HTMLElement | null>, head: RefObject<HTMLElement | null>, pinnedAbove: RefObject<HTMLElement | null> | undefined): void {
  useEffect(() => {
    if (!pinnedAbove) return undefined;
    let frame = 0;
    let pending = false;
    const place = () => {
      pending = false;
      const row = head.current;
      const box = grid.current;
      const above = pinnedAbove.current;
      if (!row || !box || !above) return;
      const gridBox = box.getBoundingClientRect();
      const room = Math.max(0, gridBox.height - 2 * row.offsetHeight);
      const shift = Math.min(room, Math.max(0, above.getBoundingClientRect().bottom - gridBox.top));
      if (shift > 0) row.style.setProperty('transform', `translateY(${Math.round(shift)}px)`);
      else row.style.removeProperty('transform');
      row.classList.toggle('timetable__row--pinned', shift > 0);
    };
    const schedule = () => {
      if (pending) return;
      pending = true;
      frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (pending) cancelAnimationFrame(frame);
    };
  }, [grid, head, pinnedAbove]);
}
