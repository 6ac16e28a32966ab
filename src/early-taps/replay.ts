import { EARLY_TAP_ATTRIBUTE } from './attributes';
import { reactOwns } from './react-owned';

/** How long a tapped button may wait for its part of the page to hydrate (a lazy widget's chunk) before the tap is dropped. */
const WAIT_LIMIT_MS = 10_000;

/**
 * Presses the buttons tapped before the portal started (early-taps.ts), each once React owns it: the shell's at
 * once, a lazy widget's when its part of the page has hydrated. A button the first render replaced (a page drawn
 * afresh) or that never hydrates in time is let go, its mark removed.
 */
export function replayEarlyTaps(root: ParentNode = document, now: () => number = () => performance.now()): void {
  const waiting = [...root.querySelectorAll<HTMLButtonElement>(`button[${EARLY_TAP_ATTRIBUTE}]`)];
  if (waiting.length === 0) return;
  const until = now() + WAIT_LIMIT_MS;
  const press = () => {
    for (const button of [...waiting]) {
      if (!button.isConnected || now() > until) {
        button.removeAttribute(EARLY_TAP_ATTRIBUTE);
        waiting.splice(waiting.indexOf(button), 1);
      } else if (reactOwns(button)) {
        button.removeAttribute(EARLY_TAP_ATTRIBUTE);
        waiting.splice(waiting.indexOf(button), 1);
        if (!button.disabled) button.click();
      }
    }
    if (waiting.length > 0) requestAnimationFrame(press);
  };
  press();
}
