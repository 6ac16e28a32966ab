import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Login, TestApp } from './test-app';

/** Who a test request comes from: a logged-in customer (its bearer header), bare headers, or nobody. */
type RequestAs = Login | Record<string, string> | undefined;

function headersOf(as: RequestAs): Record<string, string> {
  if (as === undefined) return {};
  return 'customerId' in as ? (as as Login).headers : (as as Record<string, string>);
}

type Payload = InjectOptions['payload'];

interface TestRequests {
  get(url: string, as?: RequestAs): Promise<LightMyRequestResponse>;
  post(url: string, payload: Payload, as?: RequestAs): Promise<LightMyRequestResponse>;
}

/**
 * GET and POST against a test server, as a customer, with headers, or anonymously. `server` is read at each
 * request, so a file can take the helpers before its beforeAll has started the server. `options.as` names who
 * asks when a request does not say (e.g. `{ as: () => ana }` for a file whose every call is Ana's).
 */
export function requestsTo(server: () => TestApp, options: { as?: () => RequestAs } = {}): TestRequests {
  const who = (as: RequestAs) => headersOf(as ?? options.as?.());
  return {
    get: (url, as) => server().app.inject({ method: 'GET', url, headers: who(as) }),
    post: (url, payload, as) => server().app.inject({ method: 'POST', url, payload, headers: who(as) }),
  };
}
