import { isActivation, isStalePage } from './caching-rules';

/** This very module's file: part of the build's shell, so it names the build the page runs. */
const PAGE_SCRIPT = import.meta.url;

/** Calls `onStale` when a worker of a build other than the page's (`pageScript`) takes over. */
export function watchForNewBuilds(container: Pick<EventTarget, 'addEventListener'>, pageScript: string, onStale: () => void): void {
  container.addEventListener('message', (event) => {
    const { data } = event as MessageEvent;
    if (isActivation(data) && isStalePage(pageScript, data)) onStale();
  });
}

/**
 * Installs the portal's service worker (/sw.js, production builds only). When a newer build's worker takes over
 * while this page runs an older build, `onStale` reloads the page (doc 1 §2.8: a new version forces a reload,
 * then says "The system has been updated").
 */
export function registerServiceWorker(onStale: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  watchForNewBuilds(container, PAGE_SCRIPT, onStale);
  const start = async () => {
    const registration = await container.register('/sw.js', { scope: '/' });
    // A tab left open finds a deployment when it comes back to the front, not only at the next page load.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
    });
    // The first visit loaded its files before the worker existed: it keeps them now, for the next visit offline.
    const ready = await container.ready;
    const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
    ready.active?.postMessage({ type: 'portal-keep', urls: [...loaded, PAGE_SCRIPT] });
  };
  // After the page's own loads: the worker's downloads must not compete with the first paint.
  const later = () => void start().catch((error: unknown) => console.warn('The service worker could not be installed', error));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
