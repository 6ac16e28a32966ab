import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true from then on (and at
 * once in a page the browser renders itself): what only the browser knows — its address, its share sheet — waits
 * for it, so the browser's first render matches the server's HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
