import DOMPurify from 'dompurify';

/** Removes scripts, event-handler attributes and javascript: URLs from server-sent HTML. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
