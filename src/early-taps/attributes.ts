/** Set by src/main.tsx on <html> right before it hydrates: from then on the page's taps reach React. */
export const PORTAL_STARTED_ATTRIBUTE = 'data-portal-started';

/** Marks a button tapped before the portal started, which the portal presses once it has hydrated it. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

/** Set by the early-taps script on <html> once it keeps taps: a tap on the server's HTML before then is lost. */
export const EARLY_TAPS_KEPT_ATTRIBUTE = 'data-early-taps-kept';
