import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/api';
import type { ApiHooks, ApiSessionPort } from './ports';
import { credentials } from './middleware/credentials';
import { sessionRules } from './middleware/session-rules';
import { answerShapes, CLIENT_CRASH_HEADER } from './middleware/answers';
import { busyRetry, type RetryWait } from './middleware/busy-retry';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin of the club server; '' means the same origin as the portal. */
  baseUrl: string;
  portalVersion: string;
  session: ApiSessionPort;
  hooks: ApiHooks;
  fetch?: typeof globalThis.fetch;
  /** How a read turned away with 503 waits out its Retry-After (tests pass one that does not wait). */
  retryWait?: RetryWait;
}

/** The portal's one way to reach a club server: typed by the contract, with the cross-cutting rules as middleware. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  client.use(answerShapes(options.hooks), sessionRules(options.hooks), credentials(options.session, options.portalVersion), busyRetry(options.retryWait));
  return client;
}

/**
 * What an answer says when there is none to read: openapi-fetch gives neither data nor an error (the middleware makes
 * every empty answer the Crash envelope, so only a hand-made result gets here). A refusal with no text: Crash.
 */
const NO_ANSWER: { ok: false; errorMsg: string } = { ok: false, errorMsg: '' };

/**
 * The envelope of an answer whatever its status, as the union of what the operation answers: its success schema
 * (the standard envelope's success, `ok: true`, or its refusal with the same status, `ok: false`) or an error
 * envelope (4xx/5xx, `ok: false`; the client's Crash). TypeScript narrows it on `ok`.
 */
export function envelope<D, E>(result: { data?: D; error?: E }): D | E | typeof NO_ANSWER {
  if (result.data !== undefined) return result.data;
  if (result.error !== undefined) return result.error;
  return NO_ANSWER;
}

/** Whether an answer is a technical failure (no answer, an empty one, or an HTTP error) rather than the server's verdict. */
export function technicalFailure(response: Response): boolean {
  return !response.ok || response.headers.has(CLIENT_CRASH_HEADER);
}
