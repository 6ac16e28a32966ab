import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, readableOn, textOn, WHITE } from './contrast';
import { clubThemeVariables, DEFAULT_LOOK } from './club-theme';

function ratio(foreground: string | undefined, background: string | undefined): number {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) throw new Error(`not a colour: ${foreground} / ${background}`);
  return contrastRatio(fg, bg);
}

describe('contrast', () => {
  it('parses hex and rgb colours and refuses anything else', () => {
    expect(parseColor('#0E7C66')).toEqual([14, 124, 102]);
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('#11223380')).toEqual([17, 34, 51]);
    expect(parseColor('rgb(10, 20, 30)')).toEqual([10, 20, 30]);
    expect(parseColor('red')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
    expect(parseColor('')).toBeNull();
  });

  it('computes the WCAG ratio: black on white is 21:1', () => {
    expect(contrastRatio([0, 0, 0], WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
  });

  it('picks dark text on a light colour and white text on a dark one', () => {
    expect(textOn([255, 241, 118])).not.toEqual(WHITE);
    expect(textOn([20, 33, 61])).toEqual(WHITE);
  });

  it('darkens a light colour just enough to be read on white', () => {
    const yellow = parseColor('#ffe14d')!;
    expect(contrastRatio(yellow, WHITE)).toBeLessThan(4.5);
    const readable = readableOn(yellow, WHITE);
    expect(contrastRatio(readable, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readable, WHITE)).toBeLessThan(5);
  });
});

describe('clubThemeVariables', () => {
  it.each([
    ['a light yellow', '#fff176'],
    ['a dark navy', '#0a1f44'],
    ['a mid green', '#0E7C66'],
    ['a bright red', '#ff0000'],
    ['a pale grey', '#e0e0e0'],
  ])('keeps text on %s primary at 4.5:1 or more, and the primary as text on white, on its tint and on the muted surface', (_, color) => {
    const theme = clubThemeVariables({ ButtonsColor: color, FooterColor: color });
    expect(ratio(theme['--cz-color-on-primary'], theme['--cz-color-primary'])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(theme['--cz-color-on-footer'], theme['--cz-color-footer'])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(theme['--cz-color-primary-text'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The current header link and a quiet button's hover: the primary as text on its own tint.
    expect(ratio(theme['--cz-color-primary-text'], theme['--cz-color-primary-soft'])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(theme['--cz-color-primary-text'], '#f0f2f5')).toBeGreaterThanOrEqual(4.5);
    expect(theme['--cz-color-primary']).toBe(color.toLowerCase());
  });

  it('falls back to the default look for a missing or unreadable colour', () => {
    expect(clubThemeVariables(null)['--cz-color-primary']).toBe(DEFAULT_LOOK.primary);
    expect(clubThemeVariables({ ButtonsColor: 'not-a-colour' })['--cz-color-primary']).toBe(DEFAULT_LOOK.primary);
  });

  it("puts the club's font first, with a system fallback, and refuses a value that would break the declaration", () => {
    expect(clubThemeVariables({ FontFamily: 'Lato' })['--cz-font-family']).toMatch(/^Lato, system-ui/);
    expect(clubThemeVariables({ FontFamily: 'x; color: red' })['--cz-font-family']).toMatch(/^system-ui/);
  });

  it('keeps the legacy names for styles not on the tokens yet', () => {
    const theme = clubThemeVariables({ ButtonsColor: '#123456', FooterColor: '#654321' });
    expect(theme['--cz-buttons-color']).toBe('#123456');
    expect(theme['--cz-footer-color']).toBe('#654321');
  });
});
