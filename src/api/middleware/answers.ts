import type { Middleware } from 'openapi-fetch';
import type { ApiHooks } from '../ports';

const json = (body: unknown, from: Response, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: from.status, statusText: from.statusText, headers: { 'Content-Type': 'application/json', ...headers } });

/** Marks the Crash envelope the client made up for an empty answer or no answer: it is no refusal of the server's. */
export const CLIENT_CRASH_HEADER = 'X-Client-Crash';

/**
 * Gives every answer the shape the pages expect: a null or empty answer becomes the Crash envelope,
 * a file (pdf, csv, xls…) becomes a download, plain text and HTML are wrapped, and a network failure is a Crash instead of an exception.
 */
export function answerShapes(hooks: Pick<ApiHooks, 'onDownload' | 'crashMessage'>): Middleware {
  const crash = (from?: Response) =>
    json({ ok: false, errorMsg: hooks.crashMessage() }, from ?? new Response(null, { status: 599, statusText: 'Network failure' }), { [CLIENT_CRASH_HEADER]: 'true' });
  return {
    async onResponse({ response }) {
      if (response.status === 204 || response.status === 304) return crash(response);
      const type = response.headers.get('Content-Type') ?? '';
      if (type.includes('json')) {
        const text = await response.clone().text();
        return text.trim() === '' || text.trim() === 'null' ? crash(response) : undefined;
      }
      if (type.startsWith('text/plain') || type.startsWith('text/html')) {
        const text = await response.text();
        return text.trim() === '' ? crash(response) : json({ ok: response.ok, text }, response);
      }
      const file = await response.blob();
      if (file.size === 0) return crash(response);
      if (response.ok) hooks.onDownload(file, fileNameOf(response));
      return json({ ok: response.ok, download: { fileName: fileNameOf(response), type: file.type, size: file.size } }, response);
    },
    onError() {
      return crash();
    },
  };
}

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  const plain = disposition.match(/filename="?([^";]+)"?/i)?.[1];
  if (plain) return plain;
  const last = new URL(response.url || 'http://x/download').pathname.split('/').pop();
  return last || 'download';
}
