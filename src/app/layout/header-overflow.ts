/**
 * How many of the header's links stay in the bar (the rest go into More): all of them when they fit in the room,
 * else as many as fit beside More. Widths in CSS pixels, in the links' order; `gap` is the space between two items.
 */
export function linksThatFit(widths: readonly number[], room: number, moreWidth: number, gap: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(widths.length - 1, 0);
  if (total <= room) return widths.length;
  let used = moreWidth;
  for (const [index, width] of widths.entries()) {
    used += gap + width;
    if (used > room) return index;
  }
  return widths.length;
}
