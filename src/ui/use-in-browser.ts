import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates its HTML, true from then on: what only the browser knows
 * (its address, its share sheet) waits for it, so the first render in the browser matches the server's HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
