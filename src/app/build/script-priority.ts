import type { Plugin } from 'vite';

/**
 * index.html's entry script and its module preloads at low fetch priority. A first visit on a slow phone network then
 * gets the stylesheet and the first screen's image (preloaded at high priority) before some 180 KB of scripts, so the
 * server's HTML paints without waiting for them; the page is usable meanwhile (a link navigates, a tap is kept by the
 * early-taps script) and hydrates once they arrive. Lighthouse counts a high-priority script as render-blocking, so
 * at high priority the first paint of every public page waited for React, its router, MobX and i18next (issue 38).
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'club-portal:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => withLowPriorityScripts(html),
    },
  };
}

/** Adds fetchpriority="low" to each module preload and to the entry's module script (not to the async early-taps one). */
export function withLowPriorityScripts(html: string): string {
  return html
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"')
    .replace(/<script type="module" crossorigin(?![^>]*fetchpriority)/g, '<script type="module" crossorigin fetchpriority="low"');
}
