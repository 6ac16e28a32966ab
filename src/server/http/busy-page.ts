import { escapeHtml } from '../web/preview-tags';

/**
 * The page a browser shows when the server turned a page request away: the reason in the visitor's language,
 * and a reload once the Retry-After has passed (no script: the portal's own has not loaded).
 */
export function busyPage(language: string, text: string, retryAfterSeconds: number): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${retryAfterSeconds}"><title>${escapeHtml(text)}</title></head>`,
    `<body><p>${escapeHtml(text)}</p></body>`,
    '</html>',
  ].join('');
}
