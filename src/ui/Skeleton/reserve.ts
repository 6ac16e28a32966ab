import './reserve.css';

/** The heights a loading section may keep, each a token (`--cz-reserve-<rem>` in theme/tokens.css). */
export type ReservedHeight = '6rem' | '8rem' | '10rem' | '12rem' | '14rem' | '16rem' | '20rem' | '24rem' | '28rem';

/**
 * The class that keeps a loading section's room (min-height from the token), so the page does not
 * jump when it arrives; a class rather than an inline style (only the settings variables are inline).
 */
export function reserveClass(height: ReservedHeight): string {
  return `cz-reserve cz-reserve--${height.replace('rem', '')}`;
}
