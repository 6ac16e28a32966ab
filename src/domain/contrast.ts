// WCAG 2.x colour arithmetic: the club picks any colour, the portal keeps its text readable.

export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:[\s,/]+[\d.]+%?)?\s*\)$/i;

/** A #rgb, #rrggbb (with or without alpha) or rgb() colour; null for anything else. */
export function parseColor(value: string | null | undefined): Rgb | null {
  const text = value?.trim() ?? '';
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const channels = rgb.slice(1, 4).map(Number);
    return channels.every((channel) => channel <= 255) ? (channels as unknown as Rgb) : null;
  }
  return null;
}

export function toHex(color: Rgb): string {
  return `#${color.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2.2, 1.4.3). */
function luminance(color: Rgb): number {
  const [r, g, b] = color.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const WHITE: Rgb = [255, 255, 255];
/** The darkest text the portal uses (the neutral-900 token). */
const INK: Rgb = [17, 24, 39];

/** Mixes `amount` (0–1) of `other` into `color`. */
export function mix(color: Rgb, other: Rgb, amount: number): Rgb {
  return color.map((channel, index) => channel + ((other[index] ?? 0) - channel) * amount) as unknown as Rgb;
}

const BLACK: Rgb = [0, 0, 0];

/**
 * The text colour for a background: white or ink, whichever contrasts more, and pure black for
 * the mid tones (a pure red) where neither reaches 4.5:1. Any colour reaches 4.5:1 with white or black.
 */
export function textOn(background: Rgb): Rgb {
  const best = contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK;
  return contrastRatio(background, best) >= 4.5 ? best : BLACK;
}

/**
 * The colour itself, darkened (or lightened) just enough to reach `ratio` against `against`:
 * the club's colour used as text or as an outline on white.
 */
export function readableOn(color: Rgb, against: Rgb, ratio = 4.5): Rgb {
  if (contrastRatio(color, against) >= ratio) return color;
  const target = luminance(against) > 0.5 ? INK : WHITE;
  let low = 0;
  let high = 1;
  // Whole channels, as the colour is written: rounding must not drop it below the ratio.
  const at = (amount: number) => mix(color, target, amount).map(Math.round) as unknown as Rgb;
  for (let step = 0; step < 20; step += 1) {
    const middle = (low + high) / 2;
    if (contrastRatio(at(middle), against) >= ratio) high = middle;
    else low = middle;
  }
  return at(high);
}
