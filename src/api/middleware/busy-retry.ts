import type { Middleware } from 'openapi-fetch';

/** Waits `ms`; false when the call was cancelled meanwhile (the page left, the query was dropped). */
export type RetryWait = (ms: number, signal: AbortSignal) => Promise<boolean>;

const realWait: RetryWait = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const cancelled = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', cancelled);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', cancelled, { once: true });
  });

/** A longer wait than this is no longer worth a spinner: the player reads the server's message instead. */
const MAX_WAIT_SECONDS = 10;
/** Asks again at most this often: a server still overloaded after that says so. */
const RETRIES = 2;

/** Retry-After as seconds: a number of seconds, or an HTTP date; null when absent or unreadable. */
function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * A read the server was too busy for (503 with Retry-After) is asked again when it says, up to twice and never
 * after more than 10 s, so the page keeps its skeleton instead of an error. Only reads: a write asked twice could be
 * done twice, so its 503 reaches the form. Registered last, so the retried answer passes the other middleware.
 */
export function busyRetry(wait: RetryWait = realWait): Middleware {
  return {
    async onResponse({ request, response, options }) {
      if (response.status !== 503 || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
      let answer = response;
      for (let attempt = 0; attempt < RETRIES && answer.status === 503; attempt++) {
        const seconds = retryAfterSeconds(answer.headers.get('Retry-After'));
        if (seconds === null || seconds > MAX_WAIT_SECONDS) break;
        if (!(await wait(seconds * 1000, request.signal))) break;
        // The answer given up is not read: free its connection.
        await answer.body?.cancel();
        answer = await options.fetch(new Request(request));
      }
      return answer === response ? undefined : answer;
    },
  };
}
