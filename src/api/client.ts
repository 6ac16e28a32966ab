import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../generated/api';
import type { ApiHooks, ApiSessionPort } from './ports';
import { credentials } from './middleware/credentials';
import { sessionRules } from './middleware/session-rules';
import { answerShapes, CLIENT_CRASH_HEADER } from './middleware/answers';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin of the club server; '' means the same origin as the portal. */
  baseUrl: string;
  portalVersion: string;
  session: ApiSessionPort;
  hooks: ApiHooks;
  fetch?: typeof globalThis.fetch;
}

/** The portal's one way to reach a club server: typed by the contract, with the cross-cutting rules as middleware. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  client.use(answerShapes(options.hooks), sessionRules(options.hooks), credentials(options.session, options.portalVersion));
  return client;
}

/** The envelope of an answer whatever its status: refusals (4xx with ok false) read like any other answer. */
export function envelope<T>(result: { data?: T; error?: unknown }): T {
  return (result.data ?? result.error) as T;
}

/** Whether an answer is a technical failure (no answer, an empty one, or an HTTP error) rather than the server's verdict. */
export function technicalFailure(response: Response): boolean {
  return !response.ok || response.headers.has(CLIENT_CRASH_HEADER);
}
