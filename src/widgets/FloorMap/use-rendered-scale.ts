import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many CSS pixels one unit of the floor map is drawn at (the SVG's drawn width over its viewBox width), kept
 * up to date as the page, the zoom or the screen changes it; null until drawn (`drawn`: the SVG is on the page).
 */
export function useRenderedScale(element: RefObject<SVGSVGElement | null>, viewBoxWidth: number, drawn: boolean): number | null {
  const [scale, setScale] = useState<number | null>(null);
  useLayoutEffect(() => {
    const svg = element.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const measure = (width: number) => setScale(width > 0 && viewBoxWidth > 0 ? width / viewBoxWidth : null);
    measure(svg.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(svg);
    return () => observer.disconnect();
  }, [element, viewBoxWidth, drawn]);
  return scale;
}
