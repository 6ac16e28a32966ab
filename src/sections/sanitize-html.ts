import DOMPurify from 'dompurify';

type DomWindow = Window & typeof globalThis;

let serverWindow: DomWindow | null = null;
let purifier = DOMPurify;

/** Rendering on the server (Node has no DOM; src/app/server-entry.tsx): the window (jsdom) HTML is parsed and sanitized with. */
export function provideServerDom(window: DomWindow): void {
  serverWindow = window;
  purifier = DOMPurify(window);
}

/** The window whose document parses server-sent HTML: the browser's, or the server render's. */
export function htmlWindow(): DomWindow {
  return serverWindow ?? window;
}

/** Removes scripts, event-handler attributes and javascript: URLs from server-sent HTML. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
