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
 * asks when a request does not say (e.g. `{ as: () => ana }` for a file whose every call is Ana's); `options.under`
 * is put before every url (`'/api/publiccustomers/'`: a file of one area names its operations), and
 * `options.headers` go with every request (a file's content type), under the caller's own.
 */
export function requestsTo(server: () => TestApp, options: { as?: () => RequestAs; under?: string; headers?: Record<string, string> } = {}): TestRequests {
  const who = (as: RequestAs) => ({ ...options.headers, ...headersOf(as ?? options.as?.()) });
  const at = (url: string) => `${options.under ?? ''}${url}`;
  return {
    get: (url, as) => server().app.inject({ method: 'GET', url: at(url), headers: who(as) }),
    post: (url, payload, as) => server().app.inject({ method: 'POST', url: at(url), payload, headers: who(as) }),
  };
}

/** POSTs JSON to a server that listens at `base` in another process (the tests of `npm start`'s processes). */
export function requestsOver(base: string): { post(url: string, body: unknown, headers?: Record<string, string>): Promise<Response> } {
  return {
    post: (url, body, headers = {}) => fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
  };
}
