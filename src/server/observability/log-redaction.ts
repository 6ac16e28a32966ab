import { redactedCardNumbers } from './card-numbers';
import { isSecretName, REDACTED } from './secret-names';
import type { UrlRedactor } from './secret-urls';

/**
 * What keeps secrets out of the log lines, whatever logs them: the request line's URL, error objects (a provider
 * SDK's error carries its request: headers, body), bodies, headers, and the text of messages. The rule is the
 * secret names' (secret-names.ts) and the routes' secret parameters (secret-urls.ts), never a list of places.
 */
export interface LogRedaction {
  /** Text with its secrets out: URLs and paths, name=value pairs, "name": "value" pairs, header lines, bearer tokens, card numbers. */
  text(value: string): string;
  /** A copy of any value with its secrets out: secret-named fields replaced, every string as `text`. */
  value(value: unknown): unknown;
}

// A path or an absolute address in free text (an error's message, a stack, a raw request).
const URL_IN_TEXT = /(?:\b[a-z][a-z0-9+.-]*:\/\/[^\s/"'<>`]+)?\/[^\s"'<>`]*/gi;
// name=value, as in a query string or a form body.
const PAIR = /([\w.[\]-]+)=([^&\s"',;]*)/g;
// "name": "value" or "name": value, as in JSON.
const JSON_PAIR = /"([^"\\]{1,64})"(\s*:\s*)("(?:[^"\\]|\\.)*"|[^\s,}\]]+)/g;
// A header line of a raw request or response ("Authorization: Bearer …", "Cookie: …").
const HEADER_LINE = /^([A-Za-z0-9-]+):[ \t]*([^\r\n]*)$/gm;
const CREDENTIALS = /\b(Bearer|Basic)\s+[\w.~+/=-]+/g;

const DEPTH = 8;

export function logRedaction(redactUrl: UrlRedactor): LogRedaction {
  const text = (value: string): string => {
    if (value.length === 0) return value;
    let out = value.includes('/') ? value.replace(URL_IN_TEXT, (url) => redactUrl(url)) : value;
    if (out.includes('=')) out = out.replace(PAIR, (pair, name: string) => (isSecretName(name) ? `${name}=${REDACTED}` : pair));
    if (out.includes('"')) out = out.replace(JSON_PAIR, (pair, name: string, colon: string) => (isSecretName(name) ? `"${name}"${colon}"${REDACTED}"` : pair));
    if (out.includes(':')) out = out.replace(HEADER_LINE, (line, name: string) => (isSecretName(name) ? `${name}: ${REDACTED}` : line));
    return redactedCardNumbers(out.replace(CREDENTIALS, `$1 ${REDACTED}`));
  };

  const copy = (value: unknown, key: string, depth: number, seen: WeakSet<object>): unknown => {
    if (typeof value === 'string') return isSecretName(key) ? REDACTED : text(value);
    if (typeof value === 'number' || typeof value === 'bigint') return isSecretName(key) ? REDACTED : value;
    if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
    if (isSecretName(key)) return REDACTED;
    if (seen.has(value)) return '[Circular]';
    if (depth >= DEPTH) return '[Object]';
    if (value instanceof Date) return value;
    // A raw request's bytes (a client error's rawPacket) as text, its header lines redacted; other bytes by their size.
    if (ArrayBuffer.isView(value))
      return key === 'rawPacket' ? text(Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('latin1')) : `[${value.byteLength} bytes]`;
    seen.add(value);
    try {
      if (Array.isArray(value)) return value.map((item) => copy(item, '', depth + 1, seen));
      const out: Record<string, unknown> = {};
      if (value instanceof Error) {
        out.type = value.constructor.name;
        out.message = text(value.message);
        out.stack = value.stack === undefined ? undefined : text(value.stack);
        if (value.cause !== undefined) out.cause = copy(value.cause, 'cause', depth + 1, seen);
      }
      for (const [name, item] of Object.entries(value)) {
        if (!(name in out)) out[name] = copy(item, name, depth + 1, seen);
      }
      return out;
    } finally {
      seen.delete(value);
    }
  };

  return { text, value: (value) => copy(value, '', 0, new WeakSet()) };
}
