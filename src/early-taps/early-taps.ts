// The portal's first script, loaded apart from the entry: on a server-rendered page it keeps the buttons tapped
// before the portal has started, so the portal presses them once it has (replay.ts). Links and fields need no help.
// It imports nothing: an import would make it load the entry's chunk. Its names are attributes.ts's (a test).
const PORTAL_STARTED_ATTRIBUTE = 'data-portal-started';
const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
const EARLY_TAPS_KEPT_ATTRIBUTE = 'data-early-taps-kept';
const page = document.documentElement;

function keepTap(event: MouseEvent): void {
  // From the moment the portal hydrates, React takes every tap (and replays those it meets while hydrating).
  if (page.hasAttribute(PORTAL_STARTED_ATTRIBUTE)) {
    document.removeEventListener('click', keepTap, true);
    return;
  }
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled || button.type !== 'button' || !button.closest('#root')) return;
  // Shown waiting (early-taps.css) until the portal presses it.
  button.setAttribute(EARLY_TAP_ATTRIBUTE, '');
}

document.addEventListener('click', keepTap, true);
// A script that arrives late (a slow network) keeps only the taps after it: a journey taps once this is set.
page.setAttribute(EARLY_TAPS_KEPT_ATTRIBUTE, '');
