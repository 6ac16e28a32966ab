import type { Plugin } from 'vite';

/**
 * index.html's entry script and its module preloads at low fetch priority, so on a slow network the stylesheet and
 * the first screen's image come first and the server's HTML paints without waiting for the scripts (a tap meanwhile
 * is kept by early-taps). A high-priority script counts as render-blocking (issue 38).
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
