import { mix, parseColor, readableOn, textOn, toHex, WHITE, type Rgb } from './contrast';

/** The settings that dress the portal in the club's colours (doc 1 §1). */
export interface ClubLook {
  ButtonsColor?: string | null;
  FooterColor?: string | null;
  FontFamily?: string | null;
}

/** What the portal wears when the club sets nothing (or a colour it cannot read). */
export const DEFAULT_LOOK = { primary: '#0b6e4f', footer: '#14213d' } as const;

/** The muted surface token (--cz-color-surface-muted): hovered rows and panels. */
const SURFACE_MUTED: Rgb = [240, 242, 245];

const SYSTEM_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

function colorOr(value: string | null | undefined, fallback: string): Rgb {
  return parseColor(value) ?? (parseColor(fallback) as Rgb);
}

/** A font-family value without anything that could close the declaration. */
function safeFontFamily(value: string | null | undefined): string | null {
  const font = value?.trim();
  if (!font || /[;{}<>\\]/.test(font)) return null;
  return `${font}, ${SYSTEM_FONT}`;
}

/**
 * The design tokens that depend on the club, as CSS custom properties for the document root.
 * Every text colour is computed from the background it sits on, so any colour the club picks
 * keeps WCAG AA contrast (4.5:1). The old --cz-* names stay for styles not on the tokens yet.
 */
export function clubThemeVariables(look: ClubLook | null | undefined): Record<string, string> {
  const primary = colorOr(look?.ButtonsColor, DEFAULT_LOOK.primary);
  const footer = colorOr(look?.FooterColor, DEFAULT_LOOK.footer);
  const onPrimary = textOn(primary);
  // Hover: a step away from the text colour, so the contrast only grows.
  const primaryHover = mix(primary, onPrimary[0] > 128 ? [0, 0, 0] : WHITE, 0.15);
  const font = safeFontFamily(look?.FontFamily) ?? SYSTEM_FONT;
  const primarySoft = mix(primary, WHITE, 0.88);
  // The primary as text sits on white, on its own tint (the current header link, a quiet button's
  // hover) and on the muted surface: darkened until it reads on the darkest of them (each step only
  // darkens, so the earlier ratios hold).
  const primaryText = readableOn(readableOn(readableOn(primary, WHITE), primarySoft.map(Math.round) as unknown as Rgb), SURFACE_MUTED);
  const variables: Record<string, string> = {
    '--cz-color-primary': toHex(primary),
    '--cz-color-primary-hover': toHex(primaryHover),
    '--cz-color-on-primary': toHex(onPrimary),
    '--cz-color-primary-text': toHex(primaryText),
    '--cz-color-primary-soft': toHex(primarySoft),
    '--cz-color-footer': toHex(footer),
    '--cz-color-on-footer': toHex(textOn(footer)),
    '--cz-font-family': font,
    // Legacy names read by sections.css and the widgets until they use the tokens.
    '--cz-buttons-color': toHex(primary),
    '--cz-footer-color': toHex(footer),
  };
  return variables;
}

/** The club's tokens as declarations for a style attribute: the server puts them on <html> for the first paint. */
export function clubThemeDeclarations(look: ClubLook | null | undefined): string {
  return Object.entries(clubThemeVariables(look))
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
}
