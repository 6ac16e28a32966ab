import type { Middleware } from 'openapi-fetch';
import { PORTAL_VERSION_HEADER, type ApiSessionPort } from '../ports';

/** Every call carries the bearer token (when there is one) and the portal's version. */
export function credentials(session: ApiSessionPort, portalVersion: string): Middleware {
  return {
    onRequest({ request }) {
      const token = session.accessToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set(PORTAL_VERSION_HEADER, portalVersion);
      return request;
    },
  };
}
